/**
 * Weight of the signed-in pages as a browser loads them (issue 20): the shell's home, an
 * application in the shell, a console list and a report with its chart, signed in as HQ/admin, in
 * headless Chromium on loopback, against a blank Next page of the same version built in the same run.
 *
 * - JS: gzip -9 of every script the browser actually fetched until the network went idle (the
 *   `noModule` polyfill, which current browsers skip, is fetched by neither side);
 * - CSS: gzip -9 of every stylesheet fetched plus the page's inline `<style>` text at that point;
 * - LCP: Largest Contentful Paint, the last candidate once the network is idle, median of three
 *   fresh browser contexts (cookies only: no HTTP cache).
 *
 * `npx tsx bench/shell-first-load.ts` (BENCH_PORT, default 3309; the blank app on BENCH_PORT + 1).
 * `npm run bench` calls benchShellFirstLoad() from bench/run.ts.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { BenchFailure, startApp } from './lib/harness';
import { startBlankNext } from './lib/blank-next';

const PORT = Number(process.env.BENCH_PORT ?? 3309);
const BLANK_PORT = Number(process.env.BENCH_BLANK_PORT ?? PORT + 1);
const RUNS = 3;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ADMIN = { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' };

export interface PageWeight {
  label: string;
  url: string;
  status: number;
  jsKb: number;
  scripts: number;
  cssKb: number;
  lcpMs: number[];
  /** Median of lcpMs. */
  lcp: number;
}

interface Target {
  label: string;
  path: (port: number) => string;
  /** Ratio of first-load JS to the blank page not to exceed. */
  jsRatio: number;
  /** CSS (gzip) not to exceed, KB; undefined when the issue sets none. */
  cssKb?: number;
  /** LCP median not to reach, ms; undefined when the issue sets none. */
  lcpMs?: number;
}

export const TARGETS: Target[] = [
  { label: '/index (uc shell home)', path: (p) => `http://uc.localhost:${p}/index`, jsRatio: 2.0, cssKb: 40, lcpMs: 600 },
  { label: 'demo/index (app in the shell)', path: (p) => `http://demo.localhost:${p}/index`, jsRatio: 2.0, cssKb: 40, lcpMs: 600 },
  { label: '/user/unit-user-list (console list)', path: (p) => `http://uc.localhost:${p}/user/unit-user-list`, jsRatio: 2.5, cssKb: 40, lcpMs: 600 },
  { label: '/report/openReport?code=uc_rpt_login_stat', path: (p) => `http://uc.localhost:${p}/report/openReport?code=uc_rpt_login_stat`, jsRatio: 3.0 },
];

const kb = (bytes: number) => bytes / 1024;
const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** One load of `url` in `context`: scripts and stylesheets fetched, inline styles, LCP. */
async function loadOnce(context: BrowserContext, url: string): Promise<{ status: number; js: number; scripts: number; css: number; lcp: number }> {
  const page = await context.newPage();
  const bodies: Promise<{ type: string; size: number; url: string }>[] = [];
  const seen = new Set<string>();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || seen.has(res.url())) return;
    seen.add(res.url());
    bodies.push(res.body().then((b) => ({ type, size: gz(b), url: res.url() }), () => ({ type, size: 0, url: res.url() })));
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { inline, lcp } = await page.evaluate(
    () =>
      new Promise<{ inline: string; lcp: number }>((resolve) => {
        const inline = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
        let last = NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          last = entries[entries.length - 1]!.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries are delivered in a task after observe(): read them on the next frame.
        setTimeout(() => resolve({ inline, lcp: last }), 50);
      }),
  );
  const files = await Promise.all(bodies);
  await page.close();
  // BENCH_FILES=1: every file with its gzip size, to see what a page loads.
  if (process.env.BENCH_FILES) {
    console.log(`  ${url}`);
    for (const f of [...files].sort((a, b) => b.size - a.size)) console.log(`    ${f.type.padEnd(10)} ${kb(f.size).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
    if (inline) console.log(`    inline     ${kb(gz(inline)).toFixed(1).padStart(6)} KB  <style> x${inline.split('\n').length}`);
  }
  return {
    status: response?.status() ?? 0,
    js: files.filter((f) => f.type === 'script').reduce((a, f) => a + f.size, 0),
    scripts: files.filter((f) => f.type === 'script').length,
    css: files.filter((f) => f.type === 'stylesheet').reduce((a, f) => a + f.size, 0) + (inline ? gz(inline) : 0),
    lcp,
  };
}

async function measure(browser: Browser, label: string, url: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<PageWeight> {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'zh-CN', storageState });
    try {
      runs.push(await loadOnce(context, url));
    } finally {
      await context.close();
    }
  }
  const first = runs[0]!;
  const lcpMs = runs.map((r) => r.lcp);
  return { label, url, status: first.status, jsKb: kb(first.js), scripts: first.scripts, cssKb: kb(first.css), lcpMs, lcp: median(lcpMs) };
}

/** Signs in as HQ/admin through the SSO host and visits each application host once (ticket round trip): the cookies. */
async function signedInState(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`http://sso.localhost:${PORT}/sso`);
    const result = await page.evaluate(async (body) => {
      const r = await fetch('/api/uc/sso/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await r.json()) as { result: number }).result;
    }, ADMIN);
    if (result !== 0) throw new Error(`sign-in of HQ/admin answered result ${result}`);
    for (const host of ['uc', 'demo']) {
      await page.goto(`http://${host}.localhost:${PORT}/index`, { waitUntil: 'load' });
      if (!new URL(page.url()).pathname.startsWith('/index')) throw new Error(`${host}.localhost/index ended at ${page.url()}`);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface ShellFirstLoad {
  blank: PageWeight;
  pages: (PageWeight & { target: Target; ratio: number })[];
}

export async function benchShellFirstLoad(): Promise<ShellFirstLoad> {
  console.log('\n## Signed-in pages in headless Chromium (gzip -9 of what the browser loaded; LCP median of 3 fresh contexts)');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const blankServer = await startBlankNext(BLANK_PORT);
    let blank: PageWeight;
    try {
      blank = await measure(browser, 'blank Next page', `http://127.0.0.1:${BLANK_PORT}/`);
    } finally {
      await blankServer.stop();
    }
    const app = await startApp(PORT);
    const pages: ShellFirstLoad['pages'] = [];
    try {
      const state = await signedInState(browser);
      for (const target of TARGETS) {
        const w = await measure(browser, target.label, target.path(PORT), state);
        // A page that did not open (a redirect to sign-in, an error) weighs nothing worth quoting.
        if (w.status !== 200) throw new BenchFailure(`${target.label} answered HTTP ${w.status}`);
        pages.push({ ...w, target, ratio: w.jsKb / blank.jsKb });
      }
    } finally {
      await app.stop();
    }
    const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(`  ${'page'.padEnd(44)} ${'JS gzip'.padStart(9)} ${'vs blank'.padStart(9)} ${'CSS gzip'.padStart(9)}   LCP median (runs)`);
    console.log(`  ${blank.label.padEnd(44)} ${blank.jsKb.toFixed(1).padStart(6)} KB ${'1.00x'.padStart(9)} ${blank.cssKb.toFixed(1).padStart(6)} KB   ${blank.lcp.toFixed(0)} ms`);
    for (const p of pages) {
      const t = p.target;
      const verdicts = [`JS <= ${t.jsRatio.toFixed(1)}x ${mark(p.ratio <= t.jsRatio)}`];
      if (t.cssKb !== undefined) verdicts.push(`CSS <= ${t.cssKb} KB ${mark(p.cssKb <= t.cssKb)}`);
      if (t.lcpMs !== undefined) verdicts.push(`LCP < ${t.lcpMs} ms ${mark(p.lcp < t.lcpMs)}`);
      const status = p.status === 200 ? '' : ` [HTTP ${p.status}]`;
      console.log(
        `  ${p.label.padEnd(44)} ${p.jsKb.toFixed(1).padStart(6)} KB ${`${p.ratio.toFixed(2)}x`.padStart(9)} ${p.cssKb.toFixed(1).padStart(6)} KB   ${p.lcp.toFixed(0)} ms (${p.lcpMs.map((v) => v.toFixed(0)).join(', ')})${status}`,
      );
      console.log(`  ${''.padEnd(44)} ${p.scripts} scripts; ${verdicts.join('; ')}`);
    }
    return { blank, pages };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchShellFirstLoad();
