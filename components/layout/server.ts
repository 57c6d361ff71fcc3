/** Server side of signed-in pages: the page's login, or a redirect to end a dead session. */
import 'server-only';
import { redirect } from 'next/navigation';
import { currentPageLogin, readPageRequest, type PageLogin, type PageRequest } from '@/lib/bff/page-session';
import { runtime } from '@/lib/server/runtime';
import { sessionEndPath } from '@/components/feedback/logout';

export type ShownLogin = Exclude<PageLogin, { state: 'signed-out' }>;

/** The login of this page; a signed-out visitor is sent to the logout route of this host's mode. */
export async function requirePageLogin(): Promise<{ req: PageRequest; page: ShownLogin }> {
  const [req, page] = await Promise.all([readPageRequest(), currentPageLogin()]);
  if (page.state === 'signed-out') {
    const ls = runtime().config.loginSystem;
    redirect(sessionEndPath({ appCode: req.app?.appCode ?? ls.defaultAppCode, ssoAppCode: ls.ssoAppCode, sso: req.app?.sso ?? false }));
  }
  return { req, page };
}
