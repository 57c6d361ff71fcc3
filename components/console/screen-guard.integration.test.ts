/**
 * Every console page against the rule of docs/decisions/095, on a real database: for each user,
 * each screen of the table (lib/console/screens.ts) is rendered by its own page file, which must
 * render exactly when the user-center menu that opens it is shown to that user in the shell (the
 * login's menu tree), and call forbidden() (the 403 page) otherwise. Generated from the table: a
 * new screen is walked without a new test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import type { Browser } from '@/tests/support/bff-client';
import { okOf, signIn } from '@/tests/support/console';
import { SCREEN_KEYS, screenOf, type ScreenKey } from '@/lib/console/screens';
import type { MenuNode } from '@/lib/contracts/auth';
import type { GrantNode } from '@/lib/contracts/users';

/** The request the page renders for: next/headers answers with this browser's host and cookies. */
const page = vi.hoisted(() => ({ host: '', cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: page.host, 'x-concierge-remote-addr': '127.0.0.1', 'user-agent': 'vitest', 'accept-language': 'zh-CN' }),
  cookies: async () => ({ get: (name: string) => (page.cookies.has(name) ? { name, value: page.cookies.get(name)! } : undefined) }),
}));
// What next.config.ts's experimental.authInterrupts sets for the application's build.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

const CONSOLE_DIR = path.resolve(import.meta.dirname, '../../app/(portal)/(console)');

/** The page file of a screen and the route parameters its path fills. */
function pageOf(key: ScreenKey): { file: string; params: Record<string, string> } {
  const { path: address, route = address } = screenOf(key);
  const params: Record<string, string> = {};
  const routeParts = route.split('/');
  address.split('/').forEach((part, i) => {
    const m = /^\[(.+)\]$/.exec(routeParts[i] ?? '');
    if (m) params[m[1]!] = part;
  });
  return { file: path.join(CONSOLE_DIR, ...routeParts, 'page.tsx'), params };
}

type Outcome = 'page' | '403';

/** Renders the screen's page function as the browser's user: the page, or the 403 its guard throws. */
async function visit(browser: Browser, key: ScreenKey): Promise<Outcome> {
  const { file, params } = pageOf(key);
  expect(fs.existsSync(file), file).toBe(true);
  page.host = browser.host;
  page.cookies = new Map(browser.cookies);
  const mod = (await import(file)) as { default: (props: { params: Promise<unknown>; searchParams: Promise<unknown> }) => Promise<unknown> };
  try {
    await mod.default({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
    return 'page';
  } catch (e) {
    if ((e as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;403') return '403';
    throw e;
  }
}

/** The rule, stated on its own: super administrators see every screen; others those whose menu the shell shows them, or whose parent screen they see. */
function expectedOutcome(key: ScreenKey, menus: MenuNode[], superAdmin: boolean): Outcome {
  const names = new Set<string>();
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (names.add(n.name), n.path.startsWith('/') && paths.add(n.path.split('?')[0]!), walk(n.children)));
  walk(menus);
  const opens = (k: ScreenKey): boolean => {
    const s = screenOf(k);
    return superAdmin || (s.menu !== undefined && names.has(s.menu.name)) || paths.has(s.path) || (s.within ?? []).some(opens);
  };
  return opens(key) ? 'page' : '403';
}

let h: Harness;
const users = new Map<string, { browser: Browser; menus: MenuNode[]; superAdmin: boolean }>();

async function addUser(label: string, browser: Browser) {
  const login = okOf(await browser.api<{ menus: MenuNode[]; user: { type: string } }>('GET', '/user/getLoginByToken'));
  users.set(label, { browser, menus: login.menus, superAdmin: login.user.type === 'SUPER_ADMIN' });
}

/** A menu of a grant tree by its code. */
function findNode(nodes: GrantNode[], code: string): GrantNode | undefined {
  for (const n of nodes) {
    if (n.code === code) return n;
    const hit = findNode(n.children, code);
    if (hit) return hit;
  }
  return undefined;
}

beforeAll(async () => {
  h = await createHarness();
  const [admin, h001admin, appadmin, frontdesk] = await Promise.all([signIn('HQ', 'admin'), signIn('H001', 'h001admin'), signIn('HQ', 'appadmin'), signIn('H001', 'frontdesk')]);
  // An ordinary user of H001 given exactly two user-center menus, through the console's calls.
  const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
  const uc = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'UC' } });
  const password = 'Two@Menus2026';
  const created = okOf(await admin.api<{ id: number }>('POST', '/user/addUser', { body: { unitId: h001.id, code: 'two_menus', name: '两菜单用户', type: 'ORDINARY', password, passwordCheck: password } }));
  const tree = okOf(await admin.api<GrantNode[]>('GET', '/user/grantTree', { query: { id: String(created.id), appId: String(uc.id), kind: 'menu' } }));
  const two = ['uc_user_list', 'uc_role_list'].map((name) => findNode(tree, name)!.id);
  okOf(await admin.api('POST', '/user/grantTree', { body: { id: created.id, appId: uc.id, kind: 'menu', ids: two } }));
  await h.db.prisma.user.update({ where: { id: created.id }, data: { firstLogin: false, passwordChangedAt: new Date() } });
  const twoMenus = await signIn('H001', 'two_menus', password);
  await Promise.all([
    addUser('HQ/admin (super administrator)', admin),
    addUser('H001/h001admin (hotel administrator)', h001admin),
    addUser('HQ/appadmin (application administrator)', appadmin),
    addUser('H001/frontdesk (ordinary, seeded)', frontdesk),
    addUser('H001/two_menus (ordinary, two menus)', twoMenus),
  ]);
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('console pages follow the menus', () => {
  it('the users hold what the issue describes', () => {
    const shown = (label: string) => {
      const names: string[] = [];
      const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (n.path && names.push(n.name), walk(n.children)));
      walk(users.get(label)!.menus);
      return names;
    };
    expect(shown('H001/two_menus (ordinary, two menus)').sort()).toEqual(['uc_role_list', 'uc_user_list']);
    // The cases of the issue: the hotel administrator is not shown the applications' menus, nor the ordinary user the unit list.
    for (const k of ['apps', 'appMacros', 'resources'] as const) expect(expectedOutcome(k, users.get('H001/h001admin (hotel administrator)')!.menus, false), k).toBe('403');
    expect(expectedOutcome('units', users.get('H001/two_menus (ordinary, two menus)')!.menus, false)).toBe('403');
  });

  for (const key of SCREEN_KEYS) {
    it(`${screenOf(key).path} (${key}) opens exactly for those shown its menu`, async () => {
      for (const [label, user] of users) {
        expect(`${label}: ${await visit(user.browser, key)}`).toBe(`${label}: ${expectedOutcome(key, user.menus, user.superAdmin)}`);
      }
    });
  }

  it('refuses the issue’s cases by the address typed', async () => {
    const hotelAdmin = users.get('H001/h001admin (hotel administrator)')!.browser;
    for (const k of ['apps', 'appMacros', 'resources', 'resourceList', 'openings'] as const) expect(await visit(hotelAdmin, k), k).toBe('403');
    expect(await visit(users.get('H001/two_menus (ordinary, two menus)')!.browser, 'units')).toBe('403');
    // What their menus do show still opens.
    expect(await visit(hotelAdmin, 'departments')).toBe('page');
    expect(await visit(users.get('H001/two_menus (ordinary, two menus)')!.browser, 'users')).toBe('page');
  });
});
