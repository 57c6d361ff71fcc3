/** /demo/...: the demo application's pages, which its menus open in the shell's frame. */
import { requirePageLogin } from '@/components/layout/server';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { DemoPage } from '@/components/demo/DemoPage';
import type { MenuNode } from '@/lib/contracts/auth';
import { runtime } from '@/lib/server/runtime';

function byPath(menus: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const m of menus) {
    if (m.path.split('?')[0] === path) return m;
    const hit = byPath(m.children, path);
    if (hit) return hit;
  }
  return undefined;
}

export default async function DemoRoute({ params }: { params: Promise<{ path: string[] }> }) {
  const [{ req, page }, { path }] = await Promise.all([requirePageLogin(), params]);
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  const menu = byPath(page.login.menus, `/demo/${path.map(encodeURIComponent).join('/')}`);
  let title = menu?.title ?? '';
  if (menu && req.call) {
    // The menu's title in the page's language, as the shell shows it.
    const translated = await runtime()
      .backend.translate.list(req.call, { appCode: req.call.appCode, locale: req.call.locale })
      .then((r) => r.translatesDTOs.find((e) => e.code === menu.name)?.value)
      .catch(() => undefined);
    title = translated || title;
  }
  return <DemoPage title={title} winType={menu?.winType} login={page.login} loginAt={req.session?.loginAt} />;
}
