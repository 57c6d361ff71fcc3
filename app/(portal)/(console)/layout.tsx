/**
 * Layout of the console's screens (units, departments, users, roles, resources, applications):
 * only the page's own content, so a screen works inside the portal shell's content frame and when
 * opened directly. Sends the console's texts and the caller's access (permissions, the screens that
 * open for them) to the browser. Each page guards itself (openScreen): a layout is not rendered
 * again on every navigation, so it cannot be the guard.
 */
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { requirePageLogin } from '@/components/layout/server';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { SessionWatcher } from '@/components/feedback/SessionWatcher';
import { ConsoleAccessProvider } from '@/components/console/ConsoleAccess';
import { consoleAccess, openedScreens } from '@/components/console/server';
import { sessionEndPath } from '@/components/feedback/logout';
import { runtime } from '@/lib/server/runtime';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { req, page } = await requirePageLogin();
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  const [state, messages, screens] = await Promise.all([consoleAccess(), getMessages(), openedScreens()]);
  if (state.state === 'signed-out') {
    const ls = runtime().config.loginSystem;
    redirect(sessionEndPath({ appCode: req.app?.appCode ?? ls.defaultAppCode, ssoAppCode: ls.ssoAppCode, sso: req.app?.sso ?? false }));
  }
  const { agreement: _serverOnly, ...clientMessages } = messages as Record<string, unknown>;
  return (
    <NextIntlClientProvider messages={clientMessages as typeof messages}>
      <ConsoleAccessProvider value={state.access} screens={[...screens]}>
        <main style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>{children}</main>
        <SessionWatcher />
      </ConsoleAccessProvider>
    </NextIntlClientProvider>
  );
}
