/**
 * The sign-in pages against a blank Next app of the same version, built and served in the same
 * run (bench/lib/blank-next.ts): `/login` HTML throughput and size, first-load JS of /login and
 * /sso, Largest Contentful Paint of /login in headless Chromium, and the 404 of an unknown address.
 * Figures and ratios are printed; nothing is asserted.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstLoadJs } from './first-load-js';
import { startBlankNext } from './lib/blank-next';
import { load, report, request, runAsScript, startApp, type AppServer, type Load } from './lib/harness';

const APP_PORT = 5111;
const BLANK_PORT = 5112;
const LCP_RUNS = 5;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface StaticPagesResult {
  login: Load;
  blankPage: Load;
  blankRoute: Load;
  notFound: Load;
  blankNotFound: Load;
  htmlBytes: number;
  htmlGzipBytes: number;
  js: { login: number; sso: number; blank: number };
  lcp: { login: number; blank: number };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** LCP of a page in a fresh browser context each time (nothing cached), median of LCP_RUNS. */
async function largestContentfulPaint(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const values: number[] = [];
  try {
    for (let i = 0; i < LCP_RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      values.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                resolve(entries[entries.length - 1]!.startTime);
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return median(values);
}

export async function benchStaticPages(): Promise<StaticPagesResult> {
  let app: AppServer | undefined;
  let blank: AppServer | undefined;
  try {
    blank = await startBlankNext(BLANK_PORT);
    app = await startApp(APP_PORT);
    const appHost = `localhost:${APP_PORT}`;
    const blankHost = `127.0.0.1:${BLANK_PORT}`;
    const headers = { 'accept-language': 'zh-CN' };

    // The first visit renders and keeps the page; the benchmark measures the visits after it.
    const html = await request(APP_PORT, { path: '/login', host: appHost, headers });
    if (html.status !== 200) throw new Error(`/login answered ${html.status}`);
    await request(APP_PORT, { path: '/sso', host: `sso.localhost:${APP_PORT}`, headers });
    const htmlBytes = Buffer.byteLength(html.body);
    const htmlGzipBytes = gzipSync(html.body, { level: 9 }).length;

    const js = {
      login: (await firstLoadJs(APP_PORT, appHost, '/login')).gzipKb,
      sso: (await firstLoadJs(APP_PORT, `sso.localhost:${APP_PORT}`, '/sso')).gzipKb,
      blank: (await firstLoadJs(BLANK_PORT, blankHost, '/')).gzipKb,
    };

    const login = await load({ url: `http://127.0.0.1:${APP_PORT}/login`, headers: { host: appHost, ...headers } });
    const blankPage = await load({ url: `http://127.0.0.1:${BLANK_PORT}/` });
    const blankRoute = await load({ url: `http://127.0.0.1:${BLANK_PORT}/api/empty` });
    // An address no route serves, outside proxy.ts's matcher in both apps (an anonymous unknown page is redirected to /login).
    const notFound = await load({ url: `http://127.0.0.1:${APP_PORT}/no-such-file.png`, headers: { host: appHost } });
    const blankNotFound = await load({ url: `http://127.0.0.1:${BLANK_PORT}/no-such-file.png` });

    const lcp = {
      login: await largestContentfulPaint(`http://localhost:${APP_PORT}/login`),
      blank: await largestContentfulPaint(`http://127.0.0.1:${BLANK_PORT}/`),
    };

    report('GET /login (HTML) vs a blank Next static page, 50 connections', [['concierge /login', login], ['blank Next static page /', blankPage], ['blank Next empty route handler /api/empty', blankRoute]], {
      label: '/login / blank static page (target >= 0.5)',
      value: login.rps / blankPage.rps,
    });
    report('404 of an unknown address', [['concierge /no-such-file.png', notFound], ['blank Next /no-such-file.png', blankNotFound]], {
      label: 'concierge 404 / blank 404 (target >= 1)',
      value: notFound.rps / blankNotFound.rps,
    });
    console.log('\n## Size, first-load JS (gzip sum of the page\'s <script src> chunks), LCP');
    console.log(`  /login HTML                      ${(htmlBytes / 1024).toFixed(1)} KB (${(htmlGzipBytes / 1024).toFixed(1)} KB gzip)   target < 40 KB`);
    console.log(`  first-load JS /login             ${js.login.toFixed(1)} KB   ${(js.login / js.blank).toFixed(2)}x blank (target <= 1.5x, goal 1.35x)`);
    console.log(`  first-load JS /sso               ${js.sso.toFixed(1)} KB   ${(js.sso / js.blank).toFixed(2)}x blank`);
    console.log(`  first-load JS blank Next page    ${js.blank.toFixed(1)} KB`);
    console.log(`  LCP /login (median of ${LCP_RUNS})        ${lcp.login.toFixed(0)} ms   target < 1000 ms (blank page ${lcp.blank.toFixed(0)} ms)`);
    return { login, blankPage, blankRoute, notFound, blankNotFound, htmlBytes, htmlGzipBytes, js, lcp };
  } finally {
    await app?.stop();
    await blank?.stop();
  }
}

await runAsScript(import.meta.url, benchStaticPages);
