/**
 * Helpers of the shell specs: any configured host's address, a sign-in that skips the form (the
 * form has its own specs) but goes through the real BFF and, for SSO hosts, the real ticket round
 * trip, and menus added to the test database.
 */
import { expect, type Page } from '@playwright/test';
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

/** A first-level menu of an application, added for a test (admin sees every menu). */
export async function ensureMenu(appCode: string, m: { name: string; title: string; titleEn: string; address: string; winType?: string }): Promise<void> {
  const db = e2eDb();
  const app = await db.application.findUniqueOrThrow({ where: { code: appCode } });
  const existing = await db.resource.findFirst({ where: { appId: app.id, name: m.name } });
  if (!existing) {
    await db.resource.create({
      data: { appId: app.id, kind: 'MENU', level: 1, code: m.name, name: m.name, title: m.title, address: m.address, winType: m.winType ?? 'CURRENTPAGE', sort: 990, icon: 'TableOutlined' },
    });
  }
  for (const [locale, value] of [['zh-CN', m.title], ['en-US', m.titleEn]] as const) {
    const row = await db.translation.findFirst({ where: { appCode, locale, code: m.name } });
    if (!row) await db.translation.create({ data: { appCode, locale, code: m.name, value, group: 'menu' } });
  }
}

/** The translation of a key as stored (to put an edited one back). */
export async function setTranslation(appCode: string, locale: string, code: string, value: string): Promise<void> {
  await e2eDb().translation.updateMany({ where: { appCode, locale, code }, data: { value } });
}
