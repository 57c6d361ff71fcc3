/**
 * /index on every application host: the main shell with the application's granted menus, in the
 * layout configured for the host (docs/decisions/030-shell-layout-choice.md). The SSO host's home
 * is /apps. Everything the first paint shows comes from the server: no call before it.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ComponentType } from 'react';
import { runtime } from '@/lib/server/runtime';
import type { ShellLayout } from '@/lib/config/schemas';
import { sessionEndPath } from '@/components/feedback/logout';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { ShellChrome } from '@/components/shell/ShellChrome';
import { PageStyleElements } from '@/components/style/PageStyleElements';
import { DefaultLayout } from '@/components/shell/layouts/DefaultLayout';
import { HeaderLayout } from '@/components/shell/layouts/HeaderLayout';
import { IworkLayout } from '@/components/shell/layouts/IworkLayout';
import { ScrmLayout } from '@/components/shell/layouts/ScrmLayout';
import { findMenu, translateMenus } from '@/components/shell/menu-tree';
import { appNameOf, buildBootstrap, layoutMenus, loadShellRequest } from '@/components/shell/server';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Only the chosen layout's code reaches the browser: each is its own client module.
const LAYOUTS: Record<ShellLayout, ComponentType> = {
  DEFAULT: DefaultLayout,
  IWORK: IworkLayout,
  SCRM: ScrmLayout,
  HEADER_TOP: function HeaderTop() {
    return <HeaderLayout mode="top" />;
  },
  HEADER_SIDE: function HeaderSide() {
    return <HeaderLayout mode="side" />;
  },
};

/** The application name plus the open menu's title, or the domain's configured title (portal.md section 2). */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [s, sp] = await Promise.all([loadShellRequest(), searchParams]);
  const appCode = s.req.app?.appCode ?? '';
  const table = Object.fromEntries((s.translations?.translatesDTOs ?? []).map((e) => [e.code, e.value]));
  const appName = table[appCode] || (await appNameOf(appCode));
  const identity = typeof sp.identity === 'string' ? sp.identity : undefined;
  const login = s.page.state === 'signed-in' ? s.page.login : undefined;
  const menu = identity && login && s.settings ? findMenu(translateMenus(layoutMenus(login, s.settings), table), identity) : undefined;
  const icon = s.tabLogo?.iconUrl || s.tabLogo?.imageUrl;
  return {
    title: menu ? { absolute: `${appName} - ${menu.title}` } : s.domain?.title ? { absolute: s.domain.title } : appName,
    ...(icon ? { icons: { icon } } : {}),
  };
}

export default async function IndexPage({ searchParams }: { searchParams: SearchParams }) {
  const s = await loadShellRequest();
  const ls = runtime().config.loginSystem;
  if (s.page.state === 'signed-out') {
    redirect(sessionEndPath({ appCode: s.req.app?.appCode ?? ls.defaultAppCode, ssoAppCode: ls.ssoAppCode, sso: s.req.app?.sso ?? false }));
  }
  if (s.req.app?.appCode === ls.ssoAppCode) redirect('/apps');
  if (s.page.state === 'overwritten') return <OverwrittenPrompt info={s.page.info} />;
  if (s.page.state === 'unavailable') return <LoginUnavailable code={s.page.code} />;
  const boot = await buildBootstrap(s, s.page.login, await searchParams);
  const Layout = LAYOUTS[boot.layout];
  return (
    <>
      <ShellChrome boot={boot}>
        <Layout />
      </ShellChrome>
      <PageStyleElements styles={s.pageStyles.styles} />
    </>
  );
}
