/** The screens' table against what it declares: the page files, the seeded menus, the titles, and the rule. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenMenus } from '@/prisma/seed/menus';
import { UC_MENUS } from '@/prisma/seed/uc-menus';
import { loadMessages } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/locales';
import { SCREEN_KEYS, screenAt, screenHref, screenOf, screenOpens, shownMenusOf, type ScreenKey, type ShownMenu } from '@/lib/console/screens';

const CONSOLE_DIR = path.resolve(import.meta.dirname, '../../app/(portal)/(console)');

/** Every page file under the console's folder, as its route ('/unit/unitList', '/code/[code]'). */
function pageRoutes(dir = CONSOLE_DIR, route = ''): { route: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageRoutes(path.join(dir, entry.name), `${route}/${entry.name}`);
    return entry.name === 'page.tsx' ? [{ route: route || '/', file: path.join(dir, entry.name) }] : [];
  });
}

const routeOf = (k: ScreenKey) => screenOf(k).route ?? screenOf(k).path;

describe('the console screens table', () => {
  it('declares every console page, and every declared route has its page', () => {
    const pages = pageRoutes().map((p) => p.route).sort();
    expect([...new Set(SCREEN_KEYS.map(routeOf))].sort()).toEqual(pages);
    // A dynamic route's screens fill its segments.
    for (const k of SCREEN_KEYS) {
      const pattern = new RegExp(`^${routeOf(k).replace(/\[[^\]]+\]/g, '[^/]+')}$`);
      expect(screenOf(k).path, k).toMatch(pattern);
    }
  });

  it('has every page guard itself with its screen and take its title from the table', () => {
    for (const { route, file } of pageRoutes()) {
      const source = fs.readFileSync(file, 'utf8');
      expect(source, route).toMatch(/await openScreen\(/);
      expect(source, route).toMatch(/screenMetadata\(/);
      // The page names its screen by key (or finds it by address); no permission string of its own.
      expect(source, route).not.toMatch(/['"]uc:[a-z-]+:[a-z-]+['"]/);
      const keys = [...source.matchAll(/(?:openScreen|screenMetadata)\('([A-Za-z]+)'\)/g)].map((m) => m[1] as ScreenKey);
      for (const k of keys) expect(routeOf(k), `${route} guards ${k}`).toBe(route);
    }
  });

  it('names the seeded user-center menu that opens each screen, with its address and permission', () => {
    const menus = flattenMenus(UC_MENUS);
    for (const k of SCREEN_KEYS) {
      const declared = screenOf(k).menu;
      if (!declared) {
        expect(screenOf(k).within?.length, `${k} has a menu or a screen it belongs to`).toBeGreaterThan(0);
        continue;
      }
      const seeded = menus.find((m) => m.name === declared.name);
      expect(seeded, `${k}: menu ${declared.name}`).toBeDefined();
      expect(seeded!.address, k).toBe(screenOf(k).path);
      expect(seeded!.permission, k).toBe(declared.permission);
    }
    // And every seeded menu that opens a page of this host opens a declared screen.
    for (const m of menus) if (m.address && m.winType !== 'NEWBLANK') expect(screenAt(m.address), `${m.name} ${m.address}`).toBeDefined();
  });

  it('has every title in both locales', async () => {
    for (const locale of locales) {
      const messages = await loadMessages(locale);
      for (const k of SCREEN_KEYS) {
        const text = screenOf(k).title.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
        expect(typeof text, `${locale} ${screenOf(k).title}`).toBe('string');
      }
    }
  });

  it('builds links between screens from their paths', () => {
    expect(screenHref('unitSteps', { unitId: 3, appId: 7, skipped: undefined })).toBe('/unit/unit-app-step-list?unitId=3&appId=7');
    expect(screenHref('openReport', { code: 'a b&c' })).toBe('/report/openReport?code=a+b%26c');
    expect(screenAt('/report/openReport?code=x')).toBe('openReport');
  });
});

const node = (name: string, p = '', children: ShownMenu[] = []): ShownMenu => ({ name, path: p, children });

describe('which screens open', () => {
  it('opens a screen whose menu is shown, by name or by address', () => {
    const shown = shownMenusOf([node('uc_unit', '', [node('uc_unit_list', '/unit/unitList'), node('custom_box', '/unit/unit-box?x=1')])]);
    expect(screenOpens('units', shown, false)).toBe(true);
    // A menu an administrator added with the screen's address opens it too.
    expect(screenOpens('unitBox', shown, false)).toBe(true);
    expect(screenOpens('apps', shown, false)).toBe(false);
  });

  it('opens a screen from inside another when that one opens, down the chain', () => {
    const shown = shownMenusOf([node('uc_unit_list', '/unit/unitList')]);
    expect(screenOpens('unitApps', shown, false)).toBe(true);
    expect(screenOpens('unitSteps', shown, false)).toBe(true);
    expect(screenOpens('appMacros', shownMenusOf([node('uc_apply_list', '/apply/applyList')]), false)).toBe(true);
    expect(screenOpens('appMacros', shownMenusOf([node('uc_unit_list', '/unit/unitList')]), false)).toBe(false);
  });

  it('ignores addresses of other sites and group nodes', () => {
    const shown = shownMenusOf([node('group', '', [node('x', 'http://evil.example/unit/unitList'), node('y', '//evil.example/apply/applyList')])]);
    expect(screenOpens('units', shown, false)).toBe(false);
    expect(screenOpens('apps', shown, false)).toBe(false);
  });

  it('opens everything to a super administrator, and nothing to a user without menus', () => {
    const none = shownMenusOf([]);
    expect(SCREEN_KEYS.every((k) => screenOpens(k, none, true))).toBe(true);
    expect(SCREEN_KEYS.some((k) => screenOpens(k, none, false))).toBe(false);
  });
});
