/**
 * What opening a menu (or the shell's `url` parameter) does, decided without touching the page:
 * ROUTE and CURRENTPAGE show the page in the content area, ALERT in a pop-up window, NEWPAGE in a
 * new window through /iframe, NEWBLANK as a plain new tab. An absolute address must pass the
 * allowed-outside-link check (docs/decisions/031-shell-window-types.md).
 */
import type { MenuNode, WinType } from '@/lib/contracts/auth';
import { isAllowedOutsideLink, type OutsideLinkRules } from '@/lib/security/outside-link';

export type Target =
  | { kind: 'content'; winType: 'ROUTE' | 'CURRENTPAGE'; url: string }
  | { kind: 'alert'; url: string }
  | { kind: 'new-window'; url: string }
  | { kind: 'new-tab'; url: string }
  | { kind: 'illegal' }
  | { kind: 'none' };

/**
 * A same-origin path stays a path; an absolute address is kept only when the outside-link rules
 * allow it (or it is on this very origin). undefined: not a link the shell may open.
 */
export function checkedAddress(raw: string, origin: string, rules: OutsideLinkRules): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.pathname + url.search + url.hash;
  return isAllowedOutsideLink(value, rules) ? url.toString() : undefined;
}

/** /iframe?identity=&language=&url= : a page alone in a new window (portal.md section 2). */
export function iframeAddress(identity: string, language: string, url: string): string {
  const q = new URLSearchParams({ identity, language, url });
  return `/iframe?${q.toString()}`;
}

export function menuTarget(menu: Pick<MenuNode, 'name' | 'path' | 'winType'>, ctx: { origin: string; rules: OutsideLinkRules; language: string }): Target {
  if (!menu.path) return { kind: 'none' };
  const url = checkedAddress(menu.path, ctx.origin, ctx.rules);
  if (!url) return { kind: 'illegal' };
  const winType: WinType = menu.winType;
  switch (winType) {
    case 'ROUTE':
    case 'CURRENTPAGE':
      return { kind: 'content', winType, url };
    case 'ALERT':
      return { kind: 'alert', url };
    case 'NEWPAGE':
      return { kind: 'new-window', url: iframeAddress(menu.name, ctx.language, url) };
    case 'NEWBLANK':
      return { kind: 'new-tab', url };
  }
}

/** The address the shell shows for a menu (`/index?identity=...`), keeping the display parameters. */
export function shellAddress(current: URLSearchParams, identity: string | undefined): string {
  const q = new URLSearchParams();
  for (const key of ['hide_left', 'hide_top', 'project', 'language']) {
    const v = current.get(key);
    if (v) q.set(key, v);
  }
  if (identity) q.set('identity', identity);
  const s = q.toString();
  return `/index${s ? `?${s}` : ''}`;
}

/** Copy-URL: the address with the page's language appended when it carries none (portal.md section 2). */
export function shareableAddress(href: string, language: string): string {
  const url = new URL(href);
  if (!url.searchParams.has('language')) url.searchParams.set('language', language);
  url.hash = '';
  return url.toString();
}
