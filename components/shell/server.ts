/**
 * The shell's server side: the page's login (lib/bff/page-session.ts, the one source of the chrome)
 * plus what the first paint also needs, read in parallel on the server so the browser makes no
 * call before the shell shows: layout, domain title, translations, tab logo, translator right,
 * and what `identity` / `url` open.
 */
import 'server-only';
import { cache } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadPageLogin, readPageRequest, type PageLogin, type PageRequest } from '@/lib/bff/page-session';
import type { CallContext } from '@/lib/backend/types';
import { appAddress } from '@/lib/config/static-config';
import { shellSettingsFor, type ShellSettings } from '@/lib/config/shell-settings';
import type { MenuNode, PublicLoginResult } from '@/lib/contracts/auth';
import { iconDefinitions } from '@/components/apps/icons';
import type { Logo } from '@/lib/contracts/brand';
import type { DomainInfo } from '@/lib/contracts/self-service';
import type { KvTranslates } from '@/lib/contracts/translate';
import { TRANSLATOR_PERMISSION } from '@/lib/bff/endpoints/translate';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';
import { loadPageStyles } from '@/components/style/server';
import { NO_PAGE_STYLES, type PageStyles } from '@/lib/style/page-styles';
import { checkedAddress } from './menu-target';
import { toPopup } from '@/components/messages/popup';
import { sanitizeMessageHtml } from '@/lib/inmail/sanitize-html';
import { findMenu, menuNames, removeMenus, VARIANT_REMOVED_MENU } from './menu-tree';
import type { InitialView, ShellBootstrap } from './types';
import { defaultLocale, normalizeLocale } from '@/lib/i18n/locales';

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** Settled without throwing: a failure of an optional part must not take the shell down. */
async function optional<T>(what: string, p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch (e) {
    log.debug('shell.optional_failed', { what, error: e instanceof Error ? e.name : 'unknown' });
    return fallback;
  }
}

export interface ShellRequest {
  req: PageRequest;
  page: PageLogin;
  settings: ShellSettings | undefined;
  domain: DomainInfo | null;
  translations: KvTranslates | null;
  tabLogo: Logo | null;
  /** The user's own tab logo (not the unit's or the platform's), if any. */
  ownLogo: Logo | null;
  canTranslate: boolean;
  /** The style resources of the caller's unit for the shell (CSS in the page, snippets on the home view). */
  pageStyles: PageStyles;
}

/** Everything the first paint needs; memoised per request so generateMetadata and the page share it. */
export const loadShellRequest = cache(async (): Promise<ShellRequest> => {
  const req = await readPageRequest();
  const rt = runtime();
  const call: CallContext | undefined = req.call;
  const settings = req.app ? shellSettingsFor(rt.config, req.app) : undefined;
  const signedIn = Boolean(call?.token);
  const [page, domain, translations, tabLogo, ownLogos, canTranslate, pageStyles] = await Promise.all([
    loadPageLogin(req),
    call ? optional('domain', rt.backend.self.domainByHost(call, { host: req.host.split(':')[0] ?? '' }), null) : null,
    call && signedIn ? optional('translations', rt.backend.translate.list(call, { appCode: call.appCode, locale: call.locale }), null) : null,
    call && signedIn ? optional('logo', rt.backend.brand.getLogo(call, { code: 'tabLogo' }), null) : null,
    call && signedIn ? optional('own logos', rt.backend.brand.listLogos(call), []) : [],
    call && signedIn && settings?.features.language && settings.features.translate
      ? optional('translator', rt.backend.access.require(call, TRANSLATOR_PERMISSION).then(() => true), false)
      : false,
    signedIn ? loadPageStyles(call, 'SHELL', req.host) : NO_PAGE_STYLES,
  ]);
  const ownLogo = ownLogos.find((l) => l.code === 'tabLogo') ?? null;
  return { req, page, settings, domain, translations, tabLogo, ownLogo, canTranslate, pageStyles };
});

/** The layout's menus: the two customer variants drop SJTB. */
export function layoutMenus(login: PublicLoginResult, settings: ShellSettings): PublicLoginResult['menus'] {
  return settings.layout === 'HEADER_TOP' || settings.layout === 'HEADER_SIDE' ? removeMenus(login.menus, new Set([VARIANT_REMOVED_MENU])) : login.menus;
}

async function initialView(s: ShellRequest, login: PublicLoginResult, menus: PublicLoginResult['menus'], query: Query, origin: string): Promise<InitialView> {
  const rules = runtime().config.loginSystem.outsideLinks;
  const identity = first(query.identity);
  const url = first(query.url);
  if (identity) {
    if (findMenu(menus, identity)) return { kind: 'menu', identity };
    // Not a menu of the tree (a report, a button's page): the permission check by identity decides.
    const check = s.req.call ? await optional('permission', runtime().backend.self.checkPermission(s.req.call, { identity }), null) : null;
    if (check?.permitted !== 'T' || findMenu(login.menus, identity)) return { kind: 'forbidden' };
    if (!url) return { kind: 'home' };
    const address = checkedAddress(url, origin, rules);
    return address ? { kind: 'page', url: address, title: check.title, identity } : { kind: 'illegal' };
  }
  if (url) {
    const address = checkedAddress(url, origin, rules);
    return address ? { kind: 'page', url: address, title: '' } : { kind: 'illegal' };
  }
  return { kind: 'home' };
}

/** The name of this host's application in the page's language. */
export async function appNameOf(appCode: string): Promise<string> {
  const t = await getTranslations('common.appNames');
  return t.has(appCode) ? t(appCode) : t('default');
}

/** Every icon name in a menu tree. */
function menuIcons(menus: MenuNode[]): string[] {
  return menus.flatMap((m) => [m.icon ?? '', ...menuIcons(m.children)]);
}

export async function buildBootstrap(s: ShellRequest, login: PublicLoginResult, query: Query): Promise<ShellBootstrap> {
  const rt = runtime();
  const settings = s.settings!;
  const app = s.req.app!;
  const menus = layoutMenus(login, settings);
  const origin = `http://${s.req.host}`;
  const project = first(query.project);
  const hideBoth = project === 'DHY';
  // Only the entries this page shows travel to the browser.
  const wanted = menuNames(menus, new Set(login.apps.map((a) => a.code)));
  const translations = Object.fromEntries((s.translations?.translatesDTOs ?? []).filter((e) => wanted.has(e.code) && e.value).map((e) => [e.code, e.value]));
  const shell = rt.config.loginSystem.shell;
  const call = s.req.call;
  const [locale, appName, initial, popups] = await Promise.all([
    getLocale(),
    appNameOf(app.appCode),
    initialView(s, login, menus, query, origin),
    // The pop-ups come with the page instead of a call after hydration (they painted last).
    call && login.user.receiveMessage === 'T'
      ? optional('popups', rt.backend.messages.listNotices(call, { firstResult: 0, pageSize: 100, popup: 'T' }), null)
      : null,
  ]);
  return {
    login: { ...login, menus },
    layout: settings.layout,
    shade: settings.shade,
    translations,
    translationsPulledAt: s.translations?.lastPullDate ?? '',
    // next-intl answers one of the supported locales (i18n/request.ts); normalizing only narrows the type.
    locale: normalizeLocale(locale) ?? defaultLocale,
    appName: translations[app.appCode] || appName,
    domainTitle: s.domain?.title ?? '',
    // The user's own choice, then the customer's header logo, then the unit's (or platform's), then the domain's.
    logoUrl: s.ownLogo?.imageUrl || settings.logo || s.tabLogo?.imageUrl || s.domain?.logoUrl || '',
    defaultLogoUrl: settings.logo || s.domain?.logoUrl || '',
    tabLogo: s.tabLogo,
    newFrameworkUrl: s.domain?.frontProps.newFrameworkUrl || shell.newFrameworkUrl || appAddress(app.customer, rt.config.loginSystem.defaultAppCode, rt.config),
    canTranslate: s.canTranslate,
    testLinks: settings.features.testEnvironment
      ? shell.testLinks.map((g) => ({
          group: (locale === 'en-US' && g.groupEn) || g.group,
          links: g.links.map((l) => ({ title: (locale === 'en-US' && l.titleEn) || l.title, url: l.url })),
        }))
      : [],
    hideLeft: hideBoth || first(query.hide_left) === 'true',
    hideTop: hideBoth || first(query.hide_top) === 'true',
    initial,
    homeFrames: s.pageStyles.frames,
    popups: (popups?.datas ?? []).map((r) => toPopup({ ...r, messageText: r.messageText === undefined ? undefined : sanitizeMessageHtml(r.messageText) })),
    icons: iconDefinitions([...menuIcons(menus), ...login.apps.map((a) => a.icon)]),
  };
}

/** What /iframe and /newwindow show: a menu's page by identity, or a checked `url`. */
export type WindowPage = { kind: 'page'; url: string; title: string } | { kind: 'illegal' } | { kind: 'forbidden' } | { kind: 'none' };

export async function resolveWindowPage(s: ShellRequest, login: PublicLoginResult, query: Query): Promise<WindowPage> {
  const rules = runtime().config.loginSystem.outsideLinks;
  const origin = `http://${s.req.host}`;
  const table = Object.fromEntries((s.translations?.translatesDTOs ?? []).map((e) => [e.code, e.value]));
  const identity = first(query.identity);
  const url = first(query.url);
  const title = first(query.title) ?? '';
  if (identity) {
    const menu = s.settings ? findMenu(layoutMenus(login, s.settings), identity) : undefined;
    if (menu) {
      const address = checkedAddress(url ?? menu.path, origin, rules);
      return address ? { kind: 'page', url: address, title: table[menu.name] || menu.title } : { kind: 'illegal' };
    }
    const check = s.req.call ? await optional('permission', runtime().backend.self.checkPermission(s.req.call, { identity }), null) : null;
    if (check?.permitted !== 'T') return { kind: 'forbidden' };
    if (!url) return { kind: 'none' };
    const address = checkedAddress(url, origin, rules);
    return address ? { kind: 'page', url: address, title: table[identity] || check.title } : { kind: 'illegal' };
  }
  if (!url) return { kind: 'none' };
  const address = checkedAddress(url, origin, rules);
  return address ? { kind: 'page', url: address, title } : { kind: 'illegal' };
}
