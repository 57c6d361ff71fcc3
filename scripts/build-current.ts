/** Whether the production build (.next) is newer than every source it was built from: `npm start` and the fault tests rebuild otherwise. */
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'generated' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

export function buildIsCurrent(): boolean {
  const marker = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(marker)) return false;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.every((s) => newestMtime(s) <= built);
}

