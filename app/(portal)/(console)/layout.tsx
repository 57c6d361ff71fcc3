/**
 * Layout of the console's screens (units, departments, users, roles, resources, applications):
 * only the page's own content, so a screen works inside the portal shell's content frame and when
 * opened directly. Sends the console's texts and the caller's access to the browser.
 */
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { requirePageLogin } from '@/components/layout/server';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { SessionWatcher } from '@/components/feedback/SessionWatcher';
import { ConsoleAccessProvider } from '@/components/console/ConsoleAccess';
import { consoleAccess } from '@/components/console/server';
import { sessionEndPath } from '@/components/feedback/logout';
import { runtime } from '@/lib/server/runtime';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { req, page } = await requirePageLogin();
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  const [state, messages] = await Promise.all([consoleAccess(), getMessages()]);
  if (state.state === 'signed-out') {
    const ls = runtime().config.loginSystem;
    redirect(sessionEndPath({ appCode: req.app?.appCode ?? ls.defaultAppCode, ssoAppCode: ls.ssoAppCode, sso: req.app?.sso ?? false }));
  }
  const { agreement: _serverOnly, ...clientMessages } = messages as Record<string, unknown>;
  return (
    <NextIntlClientProvider messages={clientMessages as typeof messages}>
      <ConsoleAccessProvider value={state.access}>
        <main style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>{children}</main>
        <SessionWatcher />
      </ConsoleAccessProvider>
    </NextIntlClientProvider>
  );
}
