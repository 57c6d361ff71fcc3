/**
 * The baseline of the page benchmarks: a blank Next app of the same Next version, built by the
 * bench in tmp/bench/blank-next with this repository's node_modules (symlinked), one static page
 * (`/`) and one empty route handler (`/api/empty`, rendered per request), served by `next start`
 * pinned to CPU 0 like the application.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, ROOT, stopChild, waitFor, type AppServer } from './harness';

export const BLANK_DIR = path.join(BENCH_DIR, 'blank-next');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Turbopack's root must hold node_modules' real place too (a worktree whose node_modules links to another checkout's). */
function turbopackRoot(): string {
  const modules = fs.realpathSync(path.join(ROOT, 'node_modules'));
  let root = ROOT;
  while (!modules.startsWith(root + path.sep) && path.dirname(root) !== root) root = path.dirname(root);
  return root;
}

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'blank-next', private: true }, null, 2),
  // Turbopack must see the symlinked node_modules as inside its root.
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(turbopackRoot())} } };\n`,
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <main>blank</main>;\n}\n',
  'app/api/empty/route.js': "export const dynamic = 'force-dynamic';\n\nexport function GET() {\n  return new Response(null, { status: 200 });\n}\n",
};

function nextVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Writes and builds the blank app unless the same files were already built with this Next version. */
export function buildBlankNext(): void {
  const stamp = JSON.stringify({ next: nextVersion(), files: FILES });
  const stampFile = path.join(BLANK_DIR, '.bench-stamp');
  if (fs.existsSync(path.join(BLANK_DIR, '.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  fs.rmSync(BLANK_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(BLANK_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(BLANK_DIR, file), text);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(BLANK_DIR, 'node_modules'), 'dir');
  console.log(`Building the blank Next ${nextVersion()} app (tmp/bench/blank-next)…`);
  const r = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: BLANK_DIR, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new Error('building the blank Next app failed');
  fs.writeFileSync(stampFile, stamp);
}

export async function startBlankNext(port: number): Promise<AppServer> {
  buildBlankNext();
  const hasTaskset = fs.existsSync('/usr/bin/taskset');
  const args = [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = hasTaskset
    ? spawn('/usr/bin/taskset', ['-c', '0', process.execPath, ...args], { cwd: BLANK_DIR, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
    : spawn(process.execPath, args, { cwd: BLANK_DIR, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  await waitFor(`http://127.0.0.1:${port}/`, `127.0.0.1:${port}`, 60_000);
  return { port, stop: () => stopChild(child) };
}
