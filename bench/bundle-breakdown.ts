/**
 * What a page's browser JavaScript is made of, by package, from Turbopack's analyzer: run
 * `npx next analyze -o` first, then
 *   npx tsx bench/bundle-breakdown.ts components/login/LoginScreen.tsx components/providers/SignInProviders.tsx
 * naming the page's client components (the ones its server components render). "With the page" is
 * what they and Next's client runtime import statically; "when opened" is what only their dynamic
 * imports (next/dynamic, import()) reach. Sizes are each module's own gzip size as the analyzer
 * reports it (they add up to more than the gzip of whole chunks): good for telling what is there;
 * the first-load total is bench/first-load-js.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/harness';

interface ModuleRecord {
  type: 'module';
  ident: string;
  path: string;
  dependencies: { sync: string[]; async: string[] };
}
interface PartRecord {
  type: 'part';
  filename: string;
  source_path: string;
  compressed_size: number;
}

/** Next's own client entry points: on every page. */
const NEXT_RUNTIME = ['next/dist/client/app-next-turbopack.js', 'next/dist/client/components/layout-router.js', 'next/dist/client/components/client-page.js', 'next/dist/client/components/client-segment.js', 'next/dist/client/components/render-from-template-context.js'];

function packageOf(source: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (!m) return source.replace('[project]/', '').split('/').slice(0, 2).join('/');
  if (m[1] === 'next') return `next/${m[2]!.replace(/^dist\//, '').split('/').slice(0, 2).join('/')}`;
  return m[1]!;
}

export interface Breakdown {
  total: number;
  byPackage: [string, number][];
}

export function breakdown(entries: string[], why?: string): { withPage: Breakdown; whenOpened: Breakdown; chain?: string[] } {
  const out = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'analyze', 'export'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (out.status !== 0) throw new Error(`next analyze export failed (run \`npx next analyze -o\` first): ${out.stderr}`);
  const modules = new Map<string, ModuleRecord>();
  const sizeOf = new Map<string, number>();
  for (const line of out.stdout.split('\n')) {
    if (line.includes('"type":"module"')) {
      const m = JSON.parse(line) as ModuleRecord;
      if (m.ident.includes('[app-client]') || m.ident.includes('[client]')) modules.set(m.ident, m);
    } else if (line.includes('"type":"part"')) {
      const p = JSON.parse(line) as PartRecord;
      // Parts of a module appear once per route that uses it: keep one size per module.
      if (p.filename.includes('/static/chunks/')) sizeOf.set(p.source_path, p.compressed_size);
    }
  }
  const parent = new Map<string, string>();
  const closure = (start: Iterable<string>, follow: (m: ModuleRecord) => string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length) {
      const id = stack.pop()!;
      const m = modules.get(id);
      if (!m || seen.has(id)) continue;
      seen.add(id);
      for (const next of follow(m)) {
        if (!seen.has(next) && !parent.has(next)) parent.set(next, id);
        stack.push(next);
      }
    }
    return seen;
  };
  const wanted = [...entries, ...NEXT_RUNTIME];
  const roots = [...modules.keys()].filter((id) => !id.includes('next/dynamic entry') && wanted.some((e) => modules.get(id)!.path.endsWith(e)));
  const withPage = closure(roots, (m) => m.dependencies.sync);
  const dynamicTargets = [...withPage].flatMap((id) => modules.get(id)!.dependencies.async);
  const whenOpened = new Set([...closure(dynamicTargets, (m) => [...m.dependencies.sync, ...m.dependencies.async])].filter((id) => !withPage.has(id)));
  const summarise = (ids: Set<string>): Breakdown => {
    const by = new Map<string, number>();
    const paths = new Set([...ids].map((id) => modules.get(id)!.path));
    for (const p of paths) by.set(packageOf(p), (by.get(packageOf(p)) ?? 0) + (sizeOf.get(p) ?? 0));
    return { total: [...by.values()].reduce((a, b) => a + b, 0), byPackage: [...by].sort((a, b) => b[1] - a[1]) };
  };
  // How the page reaches a module whose path contains `why` statically: the import chain from a root.
  let chain: string[] | undefined;
  const target = why ? [...withPage].find((id) => modules.get(id)!.path.includes(why)) : undefined;
  if (target) {
    chain = [];
    for (let id: string | undefined = target; id && chain.length < 40; id = parent.get(id)) chain.unshift(modules.get(id)?.path || id);
  }
  return { withPage: summarise(withPage), whenOpened: summarise(whenOpened), chain };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--why <path fragment>`: also print how the page imports that module statically.
  const args = process.argv.slice(2);
  const whyAt = args.indexOf('--why');
  const why = whyAt >= 0 ? args.splice(whyAt, 2)[1] : undefined;
  const entries = args;
  if (!entries.length) throw new Error('name the page\'s client components, e.g. components/login/LoginScreen.tsx');
  const result = breakdown(entries, why);
  if (why) console.log(result.chain ? `\n${why} is imported with the page by:\n  ${result.chain.join('\n  -> ')}` : `\n${why}: not imported with the page`);
  for (const [label, part] of [['with the page', result.withPage], ['when opened (dynamic imports)', result.whenOpened]] as const) {
    console.log(`\n${label}: ${(part.total / 1024).toFixed(1)} KB (sum of per-module gzip)`);
    for (const [name, size] of part.byPackage.slice(0, 25)) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`);
  }
}
