/**
 * The shell's side-menu search over a generated tree of 500 menu nodes: typing in headless
 * Chromium while a requestAnimationFrame loop and a long-task observer watch the main thread.
 * Prints the longest frame gap, the long tasks and the time from each keystroke to the next
 * frame. Baseline: the same typing with an empty keyword field on a small tree (the seed's menus).
 * `npx tsx bench/shell-menu-search.ts`
 */
import { chromium, type Page } from '@playwright/test';
import { createPrismaClient } from '../lib/db/client';
import { startApp } from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3308);
const TERMS = ['页面', '页面 3', '页面 3-4', 'zz', '', 'page 7'];
const GROUP = 'bench_500';

/** 1 + 9 groups + 90 sub-groups + 400 pages = 500 nodes under the demo application. */
async function seedTree(): Promise<number> {
  const db = createPrismaClient('file:./tmp/bench/bench.db');
  try {
    const app = await db.application.findUniqueOrThrow({ where: { code: 'DEMO' } });
    if (await db.resource.findFirst({ where: { appId: app.id, name: GROUP } })) return db.resource.count({ where: { appId: app.id, name: { startsWith: 'b5_' } } }).then((n) => n + 1);
    const root = await db.resource.create({ data: { appId: app.id, kind: 'MENU', level: 1, code: GROUP, name: GROUP, title: '基准菜单 Bench', sort: -1, icon: 'AppstoreOutlined' } });
    let n = 1;
    for (let g = 0; g < 9; g++) {
      const group = await db.resource.create({ data: { appId: app.id, kind: 'MENU', level: 2, parentId: root.id, code: `b5_${g}`, name: `b5_${g}`, title: `分组 ${g} Group`, sort: g } });
      n++;
      for (let s = 0; s < 10; s++) {
        const sub = await db.resource.create({ data: { appId: app.id, kind: 'MENU', level: 3, parentId: group.id, code: `b5_${g}_${s}`, name: `b5_${g}_${s}`, title: `子菜单 ${g}-${s}`, sort: s } });
        n++;
        const pages = g * 10 + s < 40 ? 5 : 4;
        await db.resource.createMany({
          data: Array.from({ length: pages }, (_, p) => ({
            appId: app.id, kind: 'MENU', level: 4, parentId: sub.id, code: `b5_${g}_${s}_${p}`, name: `b5_${g}_${s}_${p}`,
            title: `页面 ${g}-${s}-${p} page ${p}`, address: `/demo/bench/${g}/${s}/${p}`, winType: 'CURRENTPAGE', sort: p,
          })),
        });
        n += pages;
      }
    }
    return n;
  } finally {
    await db.$disconnect();
  }
}

interface Figures {
  maxFrameGapMs: number;
  longTasks: number;
  longestTaskMs: number;
  keyToFrameP50: number;
  keyToFrameMax: number;
}

async function typeAndWatch(page: Page, label: string): Promise<Figures> {
  const search = page.getByRole('textbox', { name: '输入关键字' });
  await search.click();
  // tsx compiles with esbuild's keepNames: functions inside the callbacks below call __name(),
  // which the page does not have. A string is evaluated as it is.
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)');
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { gaps: number[]; tasks: number[]; keys: number[]; stop: boolean } };
    w.__bench = { gaps: [], tasks: [], keys: [], stop: false };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__bench.tasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const loop = (t: number) => {
      w.__bench.gaps.push(t - last);
      last = t;
      if (!w.__bench.stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    document.addEventListener('input', () => {
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => w.__bench.keys.push(performance.now() - start), 0));
    }, true);
  });
  for (const term of TERMS) {
    await search.fill('');
    await search.pressSequentially(term, { delay: 80 });
    await page.waitForTimeout(300);
  }
  const raw = await page.evaluate(() => {
    const w = window as unknown as { __bench: { gaps: number[]; tasks: number[]; keys: number[]; stop: boolean } };
    w.__bench.stop = true;
    return w.__bench;
  });
  const keys = [...raw.keys].sort((a, b) => a - b);
  const f: Figures = {
    maxFrameGapMs: Math.max(...raw.gaps.slice(1)),
    longTasks: raw.tasks.length,
    longestTaskMs: raw.tasks.length ? Math.max(...raw.tasks) : 0,
    keyToFrameP50: keys[Math.floor(keys.length / 2)] ?? 0,
    keyToFrameMax: keys.at(-1) ?? 0,
  };
  console.log(
    `  ${label.padEnd(28)} longest frame gap ${f.maxFrameGapMs.toFixed(1)} ms, long tasks ${f.longTasks} (longest ${f.longestTaskMs.toFixed(0)} ms), keystroke to frame p50 ${f.keyToFrameP50.toFixed(1)} ms / max ${f.keyToFrameMax.toFixed(1)} ms`,
  );
  return f;
}

export async function benchMenuSearch(): Promise<{ big: Figures; small: Figures; nodes: number }> {
  console.log('\n## Shell side-menu search (headless Chromium, 6 terms typed at 80 ms a key)');
  const app = await startApp(PORT);
  const nodes = await seedTree();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 820 }, locale: 'zh-CN' });
    await page.goto(`http://sso.localhost:${PORT}/sso`);
    await page.evaluate(async () => {
      await fetch('/api/uc/sso/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }) });
    });
    await page.goto(`http://demo.localhost:${PORT}/index`);
    // The generated tree is the first first-level menu, so its 499 nodes fill the side menu.
    const big = await typeAndWatch(page, `${nodes}-node tree`);
    await page.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '前台业务' }).click();
    const small = await typeAndWatch(page, 'seed tree (front office)');
    return { big, small, nodes };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMenuSearch();
