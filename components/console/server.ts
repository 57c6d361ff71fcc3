/**
 * Server side of console pages: the caller's access (asked once per request), and the screen guard
 * (docs/decisions/095): a page opens exactly when the user-center menu that opens it is shown to
 * the caller in the shell, from the same menu tree the shell draws; otherwise the 403 page.
 */
import 'server-only';
import { cache } from 'react';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { currentPageLogin, readPageRequest } from '@/lib/bff/page-session';
import type { ConsoleAccess } from '@/lib/contracts/access';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { openScreens, screenOf, shownMenusOf, type ScreenKey } from '@/lib/console/screens';
import { runtime } from '@/lib/server/runtime';

export type AccessState = { state: 'ok'; access: ConsoleAccess | null } | { state: 'signed-out' };

/** The caller's access; null when the backend cannot tell (an upstream without this call): the server still checks every call. */
export const consoleAccess = cache(async (): Promise<AccessState> => {
  const req = await readPageRequest();
  if (!req.call?.token) return { state: 'signed-out' };
  try {
    return { state: 'ok', access: await runtime().backend.console.myAccess(req.call, {}) };
  } catch (e) {
    if (isAppError(e) && (e.code === ErrorCode.SESSION_INVALID || e.code === ErrorCode.REPEAT_LOGIN)) return { state: 'signed-out' };
    return { state: 'ok', access: null };
  }
});

/**
 * The screens that open for the caller, from the login's menu tree (the backend interface: built-in
 * or upstream, whichever draws the shell). On a host serving another application the shell shows
 * that application's menus, none of them the user center's, so only a super administrator opens
 * console screens there.
 */
export const openedScreens = cache(async (): Promise<ReadonlySet<ScreenKey>> => {
  const [req, page] = await Promise.all([readPageRequest(), currentPageLogin()]);
  if (page.state !== 'signed-in') return new Set();
  const userCenter = req.app?.appCode === runtime().config.loginSystem.defaultAppCode;
  const shown = shownMenusOf(userCenter ? page.login.menus : []);
  return new Set(openScreens(shown, page.login.user.type === 'SUPER_ADMIN'));
});

/** The page's guard: renders the 403 page (app/(portal)/(console)/forbidden.tsx, status 403) unless the screen opens. */
export async function openScreen(key: ScreenKey): Promise<void> {
  if (!(await openedScreens()).has(key)) forbidden();
}

/** A screen's page title, from its declaration. */
export async function screenTitle(key: ScreenKey): Promise<string> {
  return (await getTranslations())(screenOf(key).title);
}

/** `generateMetadata` of a screen's page: a refused screen's tab says 403, not the screen's name. */
export function screenMetadata(key: ScreenKey): () => Promise<Metadata> {
  return async () => ({ title: (await openedScreens()).has(key) ? await screenTitle(key) : (await getTranslations('pages'))('403.title') });
}
