/**
 * Helpers of the shell specs: any configured host's address, a sign-in that skips the form (the
 * form has its own specs) but goes through the real BFF and, for SSO hosts, the real ticket round
 * trip, and menus added to the test database.
 */
import { expect, request, type Page } from '@playwright/test';
import { E2E } from './constants';
import { e2eDb } from './db';

export type Host = 'sso' | 'uc' | 'demo' | 'iwork' | 'scrm' | 'harbor' | 'summit' | 'lab';

/** Hosts that sign in through the SSO host (config/app-config.json). */
const SSO_HOSTS: Host[] = ['uc', 'demo'];

export const hostUrl = (host: Host, path = '/') => `http://${host}.localhost:${E2E.port}${path}`;

export interface Account {
  unitCode: string;
  userCode: string;
  password: string;
}

export const ADMIN: Account = { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' };

/** Posts a login from a page of `origin` (same-origin, as the login form does) and checks it worked. */
async function postLogin(page: Page, origin: string, path: string, account: Account): Promise<void> {
  const result = await page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await r.json()) as { result: number }).result;
    },
    { path, body: { unitCode: account.unitCode, userCode: account.userCode, password: account.password } },
  );
  expect(result, `login of ${account.unitCode}/${account.userCode} at ${origin}`).toBe(0);
}

/** Signs in and opens `path` of `host` (default /index). */
export async function signIn(page: Page, host: Host, account: Account = ADMIN, path = '/index'): Promise<void> {
  if (SSO_HOSTS.includes(host) || host === 'sso') {
    await page.goto(hostUrl('sso', '/sso'));
    await postLogin(page, hostUrl('sso'), '/api/uc/sso/login', account);
  } else {
    await page.goto(hostUrl(host, '/login'));
    await postLogin(page, hostUrl(host), '/api/uc/login', account);
  }
  await page.goto(hostUrl(host, path));
}

export interface TestMenu {
  name: string;
  title: string;
  titleEn: string;
  /** A page's address; none for a group. */
  address?: string;
  winType?: string;
}

/** A menu of an application, added for a test (the administrator holds every menu), with its titles in both locales. */
async function ensureResource(appCode: string, m: TestMenu, parent?: { id: number; level: number }): Promise<{ id: number; level: number }> {
  const db = e2eDb();
  const app = await db.application.findUniqueOrThrow({ where: { code: appCode } });
  const existing = await db.resource.findFirst({ where: { appId: app.id, name: m.name } });
  // Both workers run the specs' beforeAll: the loser of a race finds the winner's row.
  const row =
    existing ??
    (await db.resource
      .create({
        data: {
          appId: app.id, kind: 'MENU', level: parent ? parent.level + 1 : 1, parentId: parent?.id ?? null, code: m.name, name: m.name, title: m.title,
          address: m.address ?? null, winType: m.winType ?? 'CURRENTPAGE', sort: 990, icon: 'TableOutlined',
        },
      })
      .catch(() => db.resource.findFirstOrThrow({ where: { appId: app.id, name: m.name } })));
  for (const [locale, value] of [['zh-CN', m.title], ['en-US', m.titleEn]] as const) {
    const t = await db.translation.findFirst({ where: { appCode, locale, code: m.name } });
    if (!t) await db.translation.create({ data: { appCode, locale, code: m.name, value, group: 'menu' } }).catch(() => undefined);
  }
  return { id: row.id, level: row.level };
}

/** A first-level menu of an application, added for a test. */
export async function ensureMenu(appCode: string, m: TestMenu): Promise<void> {
  await ensureResource(appCode, m);
}

/** A first-level group with its pages, added for a test. */
export async function ensureMenuGroup(appCode: string, group: TestMenu, children: readonly TestMenu[]): Promise<void> {
  const parent = await ensureResource(appCode, group);
  for (const child of children) await ensureResource(appCode, child, parent);
}

/** The translation of a key as stored (to put an edited one back). */
export async function setTranslation(appCode: string, locale: string, code: string, value: string): Promise<void> {
  await e2eDb().translation.updateMany({ where: { appCode, locale, code }, data: { value } });
}

/**
 * Waits until a fresh login on `host` lists the menus `names`: the server keeps each user's menu
 * tree for up to a minute, and rows written straight into the database (as the helpers above do)
 * do not drop that cache the way the console's writes do.
 */
export async function waitForMenus(host: Host, names: readonly string[], account: Account = ADMIN): Promise<void> {
  // Same-origin, as the login form posts: from the second poll on the context carries the session
  // cookie of the first, and a cookie-bearing call without its origin is refused as cross-site.
  const api = await request.newContext({
    baseURL: `http://localhost:${E2E.port}`,
    extraHTTPHeaders: { host: `${host}.localhost:${E2E.port}`, origin: hostUrl(host).replace(/\/$/, '') },
  });
  try {
    const menuNames = async () => {
      const r = await api.post('/api/uc/login', { data: { unitCode: account.unitCode, userCode: account.userCode, password: account.password } });
      const body = (await r.json()) as { result: number; msg: string; retVal?: { menus?: { name: string; children: unknown[] }[] } };
      expect(body.result, `login on ${host}: ${body.msg}`).toBe(0);
      const seen = new Set<string>();
      const walk = (nodes: { name: string; children: unknown[] }[] = []) => nodes.forEach((n) => (seen.add(n.name), walk(n.children as never)));
      walk(body.retVal?.menus);
      return names.filter((n) => !seen.has(n));
    };
    // Menus written straight into the database (not through the console, which drops the caches at
    // once) show when the cached layers expire: a user's grants (60 s) over the menu rows (60 s).
    await expect.poll(menuNames, { timeout: 150_000, intervals: [1_000, 5_000] }).toEqual([]);
  } finally {
    await api.dispose();
  }
}

/** The user list's row of `userCode` (searched by code), with its "more" actions opened. */
export async function userRowActions(page: Page, userCode: string) {
  // A textbox: the sortable column of the same title is labelled too (antd's aria-label on sorting headers).
  await page.getByRole('textbox', { name: '用户编码' }).fill(userCode);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(userCode) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /更\s*多/ }).hover();
  return row;
}
