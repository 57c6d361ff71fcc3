'use client';
/**
 * The shell's state, shared by every layout: the translated menus, the selected first-level menu,
 * what the content area shows, the pop-up window, the collapsed side menu and user bar. Opening a
 * menu follows its window type (menu-target.ts); the address bar carries the identity, so reload,
 * back/forward and copy-URL reopen the same page.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuNode, WinType } from '@/lib/contracts/auth';
import { pullTranslations, TRANSLATIONS_SAVED_EVENT, writeTranslationCache } from '@/lib/client/translations';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { menuTarget, shellAddress } from './menu-target';
import { findMenu, menuChain, translateMenus } from './menu-tree';
import type { InitialView, ShellBootstrap } from './types';
import { useFeedback } from '@/components/feedback/feedback';

export type View =
  | { kind: 'home' }
  | { kind: 'page'; identity?: string; title: string; url: string; winType: WinType | 'URL' }
  | { kind: 'illegal' }
  | { kind: 'forbidden' };

export interface PopupWindow {
  title: string;
  url: string;
}

export interface ShellContextValue {
  boot: ShellBootstrap;
  menus: MenuNode[];
  /** Name of the selected first-level menu. */
  activeTop: string | undefined;
  view: View;
  /** Identity of the page shown (or of the last one opened). */
  current: string | undefined;
  popup: PopupWindow | null;
  sideCollapsed: boolean;
  userBarCollapsed: boolean;
  /** Changes when the content must reload (the refresh button). */
  frameKey: number;
  logoUrl: string;
  appName: string;
  translationsVersion: number;
  /** Opens a menu as its window type says; Ctrl/Cmd-click opens it in a new tab instead. */
  openMenu(menu: MenuNode, event?: Pick<ReactMouseEvent | MouseEvent, 'ctrlKey' | 'metaKey'>): void;
  selectTop(name: string, event?: Pick<ReactMouseEvent | MouseEvent, 'ctrlKey' | 'metaKey'>): void;
  goHome(): void;
  closePopup(): void;
  toggleSide(collapsed?: boolean): void;
  toggleUserBar(): void;
  refresh(): void;
  setLogoUrl(url: string): void;
  translate(code: string, fallback: string): string;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() must be used inside <ShellProvider>');
  return value;
}

function viewOf(initial: InitialView, menus: MenuNode[], open: (m: MenuNode) => View | undefined): View {
  switch (initial.kind) {
    case 'menu': {
      const menu = findMenu(menus, initial.identity);
      return (menu && open(menu)) ?? { kind: 'home' };
    }
    case 'page':
      return { kind: 'page', identity: initial.identity, title: initial.title, url: initial.url, winType: 'URL' };
    default:
      return initial;
  }
}

/**
 * Keeps document.title at `title`. The router re-renders the server's <title> when the address
 * changes without a navigation (pushState), which would put back the title of the first page.
 */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}

export function ShellProvider({ boot, children }: { boot: ShellBootstrap; children: ReactNode }) {
  const config = usePublicConfig();
  const t = useTranslations('shell');
  const { message } = useFeedback();
  const [table, setTable] = useState(boot.translations);
  const [translationsVersion, setTranslationsVersion] = useState(0);
  const pulledAt = useRef(boot.translationsPulledAt);
  const menus = useMemo(() => translateMenus(boot.login.menus, table), [boot.login.menus, table]);
  const rules = config.outsideLinks;

  /** Where a menu's page shows, when it shows in the content area. */
  const contentView = useCallback(
    (menu: MenuNode): View | undefined => {
      // The server has no window.origin; relative addresses are what the content area uses anyway.
      const origin = typeof window === 'undefined' ? 'http://server.invalid' : window.location.origin;
      const target = menuTarget(menu, { origin, rules, language: boot.locale });
      if (target.kind === 'content') return { kind: 'page', identity: menu.name, title: menu.title, url: target.url, winType: target.winType };
      if (target.kind === 'illegal') return { kind: 'illegal' };
      return undefined;
    },
    [rules, boot.locale],
  );

  const [view, setView] = useState<View>(() => viewOf(boot.initial, menus, contentView));
  const [current, setCurrent] = useState<string | undefined>(boot.initial.kind === 'menu' ? boot.initial.identity : undefined);
  const [activeTop, setActiveTop] = useState<string | undefined>(() => (current ? menuChain(menus, current)[0]?.name : undefined) ?? menus[0]?.name);
  const [popup, setPopup] = useState<PopupWindow | null>(null);
  const [sideCollapsed, setSideCollapsed] = useState(false);
  const [userBarCollapsed, setUserBarCollapsed] = useState(false);
  const [frameKey, setFrameKey] = useState(0);
  const [logoUrl, setLogoUrl] = useState(boot.logoUrl);

  // The illegal-link message of a `url` parameter given in the address (portal.md section 2).
  useEffect(() => {
    if (boot.initial.kind === 'illegal') void message.error(t('illegalLink'));
  }, [boot.initial.kind, message, t]);

  const showIllegal = useCallback(() => {
    setView({ kind: 'illegal' });
    void message.error(t('illegalLink'));
  }, [message, t]);

  const openMenu = useCallback<ShellContextValue['openMenu']>(
    (menu, event) => {
      if (!menu.path) return;
      if (event?.ctrlKey || event?.metaKey) {
        window.open(shellAddress(new URLSearchParams(window.location.search), menu.name), '_blank', 'noopener');
        return;
      }
      const target = menuTarget(menu, { origin: window.location.origin, rules, language: boot.locale });
      switch (target.kind) {
        case 'content': {
          setView({ kind: 'page', identity: menu.name, title: menu.title, url: target.url, winType: target.winType });
          setCurrent(menu.name);
          const top = menuChain(menus, menu.name)[0];
          if (top) setActiveTop(top.name);
          const address = shellAddress(new URLSearchParams(window.location.search), menu.name);
          // A route is a step in the history; a current-page swap replaces the step it is on.
          if (target.winType === 'ROUTE') window.history.pushState({ identity: menu.name }, '', address);
          else window.history.replaceState({ identity: menu.name }, '', address);
          break;
        }
        case 'alert':
          setPopup({ title: menu.title, url: target.url });
          break;
        case 'new-window':
          window.open(target.url, '_blank', 'noopener');
          break;
        case 'new-tab':
          window.open(target.url, '_blank', 'noopener,noreferrer');
          break;
        case 'illegal':
          showIllegal();
          break;
        case 'none':
          break;
      }
    },
    [rules, boot.locale, menus, showIllegal],
  );

  const selectTop = useCallback<ShellContextValue['selectTop']>(
    (name, event) => {
      const menu = menus.find((m) => m.name === name);
      if (!menu) return;
      // A first-level menu without children is a page of its own.
      if (menu.children.length === 0 && menu.path) openMenu(menu, event);
      else setActiveTop(name);
    },
    [menus, openMenu],
  );

  const goHome = useCallback(() => {
    setView({ kind: 'home' });
    setCurrent(undefined);
    window.history.pushState({}, '', shellAddress(new URLSearchParams(window.location.search), undefined));
  }, []);

  // Back and forward: reopen the identity in the address without adding a step.
  useEffect(() => {
    const onPop = () => {
      const identity = new URLSearchParams(window.location.search).get('identity') ?? undefined;
      const menu = identity ? findMenu(menus, identity) : undefined;
      const next = menu ? contentView(menu) : undefined;
      setView(next ?? { kind: 'home' });
      setCurrent(menu?.name);
      const top = menu ? menuChain(menus, menu.name)[0] : undefined;
      if (top) setActiveTop(top.name);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [menus, contentView]);

  // The page title: application name plus the menu title, or the domain's own title.
  useDocumentTitle(view.kind === 'page' && view.title ? `${boot.appName} - ${view.title}` : boot.domainTitle || boot.appName);

  // Translations: keep the cache (SYS_LANG_MESSAGE) in step, and pull after an editor save.
  useEffect(() => {
    if (pulledAt.current) writeTranslationCache(config.appCode, boot.locale, { lastPullDate: pulledAt.current, entries: table });
  }, [config.appCode, boot.locale, table]);
  useEffect(() => {
    const onSaved = () => {
      pullTranslations(config.appCode, boot.locale, { lastPullDate: pulledAt.current, entries: table })
        .then((next) => {
          pulledAt.current = next.lastPullDate;
          setTable(next.entries);
          setTranslationsVersion((v) => v + 1);
        })
        .catch(() => undefined);
    };
    window.addEventListener(TRANSLATIONS_SAVED_EVENT, onSaved);
    return () => window.removeEventListener(TRANSLATIONS_SAVED_EVENT, onSaved);
  }, [config.appCode, boot.locale, table]);

  // A page shown by address keeps its title when translations change; a menu's title follows them.
  useEffect(() => {
    setView((v) => {
      if (v.kind !== 'page' || !v.identity) return v;
      const menu = findMenu(menus, v.identity);
      return menu && menu.title !== v.title ? { ...v, title: menu.title } : v;
    });
  }, [menus]);

  const closePopup = useCallback(() => setPopup(null), []);
  const toggleSide = useCallback((collapsed?: boolean) => setSideCollapsed((c) => collapsed ?? !c), []);
  const toggleUserBar = useCallback(() => setUserBarCollapsed((c) => !c), []);
  const refresh = useCallback(() => setFrameKey((k) => k + 1), []);
  const translate = useCallback((code: string, fallback: string) => table[code] || fallback, [table]);

  const value = useMemo<ShellContextValue>(
    () => ({
      boot,
      menus,
      activeTop,
      view,
      current,
      popup,
      sideCollapsed,
      userBarCollapsed,
      frameKey,
      logoUrl,
      appName: table[config.appCode] || boot.appName,
      translationsVersion,
      openMenu,
      selectTop,
      goHome,
      closePopup,
      toggleSide,
      toggleUserBar,
      refresh,
      setLogoUrl,
      translate,
    }),
    [boot, menus, activeTop, view, current, popup, sideCollapsed, userBarCollapsed, frameKey, logoUrl, table, config.appCode, translationsVersion, openMenu, selectTop, goHome, closePopup, toggleSide, toggleUserBar, refresh, translate],
  );

  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
