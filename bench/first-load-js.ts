/**
 * First-load JavaScript of a page: the gzip size of every `<script src>` chunk its HTML loads
 * (not the `nomodule` polyfills), summed (next build no longer prints it). `tsx bench/first-load-js.ts [port] [host] [path]`;
 * without a port it starts the production server itself.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { startApp } from './lib/harness';

function get(port: number, host: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host, 'accept-language': 'zh-CN' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

export async function firstLoadJs(port: number, host: string, path: string): Promise<{ scripts: number; rawKb: number; gzipKb: number }> {
  const html = (await get(port, host, path)).toString('utf8');
  // Polyfills load with `nomodule`: modern browsers neither fetch nor run them, so they do not count.
  const srcs = [...new Set([...html.matchAll(/<script([^>]+)>/g)].map((m) => m[1]!).filter((a) => !/\bnoModule\b|\bnomodule\b/i.test(a)).map((a) => /src="([^"]+)"/.exec(a)?.[1]).filter((s): s is string => Boolean(s)))];
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = await get(port, host, src.replace(/^https?:\/\/[^/]+/, ''));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.length, rawKb: raw / 1024, gzipKb: gz / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [portArg, hostArg, pathArg] = process.argv.slice(2);
  const app = portArg ? undefined : await startApp(3306);
  const port = portArg ? Number(portArg) : 3306;
  const pages: [string, string][] = hostArg ? [[hostArg, pathArg ?? '/']] : [[`sso.localhost:${port}`, '/sso'], [`uc.localhost:${port}`, '/unsubscribeEmailHtml'], [`localhost:${port}`, '/login']];
  try {
    for (const [host, path] of pages) {
      const r = await firstLoadJs(port, host, path);
      console.log(`${host}${path}: ${r.scripts} scripts, ${r.rawKb.toFixed(1)} KB raw, ${r.gzipKb.toFixed(1)} KB gzip`);
    }
  } finally {
    await app?.stop();
  }
}
