/** Server side of /iframe and /newwindow: the session's login, then the page by identity or checked address. */
import { redirect } from 'next/navigation';
import { runtime } from '@/lib/server/runtime';
import { sessionEndPath } from '@/components/feedback/logout';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { appNameOf, loadShellRequest, resolveWindowPage } from './server';
import { WindowPage } from './WindowPage';

export async function WindowRoute({ query, container }: { query: Record<string, string | string[] | undefined>; container: boolean }) {
  const s = await loadShellRequest();
  const ls = runtime().config.loginSystem;
  if (s.page.state === 'signed-out') {
    redirect(sessionEndPath({ appCode: s.req.app?.appCode ?? ls.defaultAppCode, ssoAppCode: ls.ssoAppCode, sso: s.req.app?.sso ?? false }));
  }
  if (s.page.state === 'overwritten') return <OverwrittenPrompt info={s.page.info} />;
  if (s.page.state === 'unavailable') return <LoginUnavailable code={s.page.code} />;
  const [page, appName] = await Promise.all([resolveWindowPage(s, s.page.login, query), appNameOf(s.req.app?.appCode ?? '')]);
  return <WindowPage page={page} container={container} appName={appName} />;
}
