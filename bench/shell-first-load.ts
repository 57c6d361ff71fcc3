/**
 * First-load JavaScript (gzip) of the signed-in pages: the shell's /index in each layout and the
 * apps home /apps, next to the login page of the same build. Signs in over the BFF, then sums the
 * gzip size of every `<script src>` the page's HTML loads (as bench/first-load-js.ts does).
 * `npx tsx bench/shell-first-load.ts`
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { request, sessionCookie, startApp } from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3309);

function get(host: string, path: string, cookie = ''): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, headers: { host, cookie, 'accept-language': 'zh-CN' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function firstLoad(host: string, path: string, cookie: string): Promise<{ status: number; htmlKb: number; scripts: number; gzipKb: number }> {
  const page = await get(host, path, cookie);
  const html = page.body.toString('utf8');
  const srcs = [...new Set([...html.matchAll(/<script([^>]+)>/g)].map((m) => m[1]!).filter((a) => !/\bnomodule\b/i.test(a)).map((a) => /src="([^"]+)"/.exec(a)?.[1]).filter((s): s is string => Boolean(s)))];
  let gz = 0;
  for (const src of srcs) gz += gzipSync((await get(host, src.replace(/^https?:\/\/[^/]+/, ''))).body, { level: 9 }).length;
  return { status: page.status, htmlKb: page.body.length / 1024, scripts: srcs.length, gzipKb: gz / 1024 };
}

async function signIn(host: string): Promise<string> {
  const r = await request(PORT, { method: 'POST', path: '/api/uc/login', host, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
  if (r.status !== 200) throw new Error(`login on ${host}: ${r.status} ${r.body.slice(0, 200)}`);
  return sessionCookie(r.headers).header;
}

export async function benchShellFirstLoad(): Promise<void> {
  console.log('\n## First-load JS of the signed-in pages (gzip)');
  const app = await startApp(PORT);
  try {
    const pages: [string, string, string][] = [
      ['localhost', '/login', ''],
      ['localhost', '/apps', await signIn(`localhost:${PORT}`)],
      ['localhost', '/index', ''],
      ['lab', '/index?identity=demo_checkin_walkin', await signIn(`lab.localhost:${PORT}`)],
      ['iwork', '/index', await signIn(`iwork.localhost:${PORT}`)],
      ['scrm', '/index', await signIn(`scrm.localhost:${PORT}`)],
      ['harbor', '/index', await signIn(`harbor.localhost:${PORT}`)],
      ['summit', '/index', await signIn(`summit.localhost:${PORT}`)],
    ];
    let cookie = '';
    for (const [name, path, c] of pages) {
      cookie = c || cookie;
      const host = name === 'localhost' ? `localhost:${PORT}` : `${name}.localhost:${PORT}`;
      const r = await firstLoad(host, path, path === '/login' ? '' : cookie);
      console.log(`  ${`${host}${path}`.padEnd(58)} ${String(r.status).padEnd(4)} HTML ${r.htmlKb.toFixed(1).padStart(6)} KB, ${String(r.scripts).padStart(2)} scripts, ${r.gzipKb.toFixed(1).padStart(6)} KB gzip`);
    }
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchShellFirstLoad();
