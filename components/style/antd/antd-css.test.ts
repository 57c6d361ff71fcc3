/**
 * antd's styles per component (docs/decisions/110): the committed CSS is what the installed antd
 * generates, and every file that uses an antd component imports that component's styles (a
 * missing import leaves the component unstyled on a page that loads nothing else with it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from './generate';
import { antdComponentsOf, STYLE_DEPENDENCIES } from './names';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const DIR = import.meta.dirname;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('antd styles per component', () => {
  it('are the files the installed antd generates (run components/style/antd/generate.tsx after an upgrade)', () => {
    const files = generatedFiles();
    const stale = [...files].filter(([file, text]) => !fs.existsSync(path.join(DIR, file)) || fs.readFileSync(path.join(DIR, file), 'utf8') !== text).map(([file]) => file);
    const extra = fs.readdirSync(path.join(DIR, 'css')).map((f) => `css/${f}`).filter((f) => !files.has(f));
    expect({ stale, extra }).toEqual({ stale: [], extra: [] });
  }, 60_000);

  it('together hold every class of antd.css but those of components the portal does not use', () => {
    const classes = (css: string) => new Set(css.match(/\.ant-[a-z0-9-]+/g));
    const whole = classes(fs.readFileSync(path.join(ROOT, 'node_modules', 'antd', 'dist', 'antd.css'), 'utf8'));
    const ours = classes(fs.readdirSync(path.join(DIR, 'css')).map((f) => fs.readFileSync(path.join(DIR, 'css', f), 'utf8')).join(''));
    // Components not in names.ts (Listy, Masonry, BorderBeam, the Cascader panel); the component-token
    // blocks (.ant-x-css-var{--...}) that antd writes at run time with the theme.
    const unused = /^\.ant-(listy|masonry|border-beam|cascader-panel|list-container)|^\.ant-(popover|tooltip|dropdown)-css-var$/;
    expect([...whole].filter((c) => !ours.has(c) && !unused.test(c))).toEqual([]);
  });

  it('split antd.css: a Table and a Tree carry their rules, the shared reset is its own file', () => {
    const css = (name: string) => fs.readFileSync(path.join(DIR, 'css', `${name}.css`), 'utf8');
    expect(css('Table')).toContain('.ant-table-wrapper');
    expect(css('Table')).not.toContain('.ant-pagination-item{');
    expect(css('Pagination')).toContain('.ant-pagination');
    expect(css('Tree')).toContain('.ant-tree-treenode');
    expect(fs.readFileSync(path.join(DIR, 'Table.ts'), 'utf8')).toContain("import './Pagination';");
    // The grid's breakpoint columns only where a page asks for them; a plain span stays in the base.
    expect(css('Grid')).toContain('.ant-col-12{');
    expect(css('Grid')).not.toContain('@media');
    expect(css('GridResponsive')).toContain('.ant-col-md-8{');
  });

  it('is imported by every file that uses an antd component', () => {
    const missing: string[] = [];
    for (const file of [...sources(path.join(ROOT, 'components')), ...sources(path.join(ROOT, 'app'))]) {
      if (file.startsWith(DIR)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const names = antdComponentsOf(text);
      // Columns with breakpoint props need the grid's @media rules, kept apart from the plain grid.
      if (names.includes('Col') && /<Col\b[^>]*\b(xs|sm|md|lg|xl|xxl)=\{/.test(text)) names.push('ColResponsive');
      for (const name of names) {
        if (!text.includes(`import '@/components/style/antd/${name}';`)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('knows the components it is given, and what each renders inside itself', () => {
    expect(antdComponentsOf("import { App, Button, type MenuProps, Table as T } from 'antd';\nimport type { FormInstance } from 'antd';")).toEqual(['Button', 'Table']);
    for (const deps of Object.values(STYLE_DEPENDENCIES)) for (const d of deps) expect(STYLE_DEPENDENCIES).toHaveProperty(d);
  });

  it('every portal page loads the shared reset, icons and the App holders, and no longer the whole antd.css', () => {
    const layout = fs.readFileSync(path.join(ROOT, 'app', '(portal)', 'layout.tsx'), 'utf8');
    expect(layout).toContain("import '@/components/style/antd/base';");
    expect(layout).not.toContain('antd/dist/antd.css');
  });
});
