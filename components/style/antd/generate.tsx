/**
 * antd's component styles as one CSS file per component (components/style/antd/css/<Name>.css),
 * extracted from antd's own style generators at the theme's settings (zero-runtime pages: hashed
 * false, CSS variables), and one module per component (components/style/antd/<Name>.ts) that
 * imports its file and the modules of the components it renders inside itself (a Table's
 * pagination, checkboxes, filter dropdown...). A client component imports the modules of the antd
 * components it uses, so a page's CSS is what its components use (docs/decisions/110).
 *
 * `npx tsx components/style/antd/generate.tsx` after an antd upgrade; antd-css.test.ts fails
 * while the files differ from what the installed antd generates.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { STYLE_DEPENDENCIES, STYLE_NAMES } from './names';

const DIR = import.meta.dirname;
const require = createRequire(import.meta.url);

/** Renders every component once into a fresh style cache: their style registrations, by style name. */
function registrations(): Map<string, Map<string, unknown>> {
  const A = antd as unknown as Record<string, { _InternalPanelDoNotUseOrYouWillBeFired?: React.ComponentType } & React.ComponentType<Record<string, unknown>>>;
  const cache = createCache();
  const nodes = Object.keys(STYLE_DEPENDENCIES).map((name) => {
    const C = A[name];
    if (!C) return null;
    const Panel = C._InternalPanelDoNotUseOrYouWillBeFired;
    if (Panel) return <Panel key={name} />;
    if (name === 'Table') return <C key={name} columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[]} />;
    if (name === 'Tree') return <C key={name} treeData={[{ title: 'a', key: 'a' }]} />;
    if (name === 'Image') return <C key={name} src="data:," />;
    return <C key={name} />;
  });
  // Parts a bare render does not reach: each registers its styles under its component's name.
  const ConfirmPanel = antd.Modal._InternalPanelDoNotUseOrYouWillBeFired as React.ComponentType<Record<string, unknown>>;
  const parts = [
    <ConfirmPanel key="confirm" type="confirm" title="a" />,
    <antd.Input.TextArea key="textarea" />,
    <antd.Input.Search key="search" />,
    <antd.Input.Password key="password" />,
    <antd.Input.OTP key="otp" />,
    <antd.Space.Compact key="compact">
      <antd.Space.Addon>a</antd.Space.Addon>
      <antd.Button>a</antd.Button>
      <antd.Input />
      <antd.Select />
      <antd.DatePicker />
    </antd.Space.Compact>,
    <antd.Layout key="layout">
      <antd.Layout.Sider />
    </antd.Layout>,
    <antd.Tag key="preset" color="green" />,
    <antd.Tag key="status" color="success" />,
    <antd.Badge.Ribbon key="ribbon" text="a">
      <div />
    </antd.Badge.Ribbon>,
    <antd.Button key="status" color="danger" variant="solid" />,
  ];
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={{ hashed: false }}>
        {nodes}
        {parts}
      </antd.ConfigProvider>
    </StyleProvider>,
  );
  const entries = (cache as unknown as { cache: Map<string, unknown> }).cache;
  const by = new Map<string, Map<string, unknown>>();
  for (const [key, value] of entries) {
    if (!key.startsWith('style%')) continue;
    // style%%Table-Table%ant-table%anticon -> Table; style%%ant-design-icons%anticon -> Icons
    const raw = key.split('%')[2]!;
    const name = raw === 'ant-design-icons' ? 'Icons' : raw.split('-')[0]!;
    if (!by.has(name)) by.set(name, new Map());
    by.get(name)!.set(key, value);
  }
  return by;
}

/**
 * antd's grid CSS split in two: the responsive columns (`xs={12} md={8}`: the @media blocks, three
 * quarters of the file) go to GridResponsive.css, which only ColResponsive imports; rows, columns
 * with plain spans and Form's label columns need only the rest.
 */
export function splitMedia(css: string): { base: string; media: string } {
  let base = '';
  let media = '';
  let i = 0;
  while (i < css.length) {
    const at = css.indexOf('@media', i);
    if (at < 0) {
      base += css.slice(i);
      break;
    }
    base += css.slice(i, at);
    let depth = 0;
    let j = css.indexOf('{', at);
    for (; j < css.length; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}' && --depth === 0) break;
    }
    media += css.slice(at, j + 1);
    i = j + 1;
  }
  return { base, media };
}

/** File name -> contents of everything generated. */
export function generatedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const by = registrations();
  // The font and box-sizing reset under these components' own root class is registered only by a
  // real (portal) render: taken from antd's whole file, where it is.
  const whole = fs.readFileSync(path.join(path.dirname(require.resolve('antd/package.json')), 'dist', 'antd.css'), 'utf8');
  const rootReset = (prefix: string) => [...whole.matchAll(new RegExp(`\\.ant-${prefix}-css-var[^{}]*\\{[^}]*\\}`, 'g'))].map((m) => m[0]).filter((r) => !r.includes('{--')).join('');
  const ROOT_RESETS: Record<string, string> = { Modal: 'modal', Popover: 'popover', Tooltip: 'tooltip', Dropdown: 'dropdown' };
  for (const [name, keys] of by) {
    const sub = createCache();
    for (const [k, v] of keys) (sub as unknown as { cache: Map<string, unknown> }).cache.set(k, v);
    const reset = ROOT_RESETS[name] ? rootReset(ROOT_RESETS[name]) : '';
    const css = `${extractStyle(sub, { plain: true, types: ['style'] })}${reset}`;
    if (name === 'Grid') {
      const { base, media } = splitMedia(css);
      files.set('css/Grid.css', `${base}\n`);
      files.set('css/GridResponsive.css', `${media}\n`);
    } else files.set(`css/${name}.css`, `${css}\n`);
  }
  for (const [name, deps] of Object.entries(STYLE_DEPENDENCIES)) {
    const own = STYLE_NAMES[name] ?? name;
    const lines = ['// Generated by components/style/antd/generate.tsx: do not edit.'];
    if (by.has(own) || files.has(`css/${own}.css`)) lines.push(`import './css/${own}.css';`);
    for (const d of deps) lines.push(`import './${d}';`);
    if (lines.length === 1) lines.push('export {};');
    files.set(`${name}.ts`, `${lines.join('\n')}\n`);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.rmSync(path.join(DIR, 'css'), { recursive: true, force: true });
  fs.mkdirSync(path.join(DIR, 'css'), { recursive: true });
  for (const [file, text] of generatedFiles()) fs.writeFileSync(path.join(DIR, file), text);
  console.log(`wrote ${generatedFiles().size} files to ${path.relative(process.cwd(), DIR)}`);
}
