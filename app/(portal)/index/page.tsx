/**
 * /index, the home page of an application host: the demo application on the DEMO host, the apps
 * home on the user center (and any other host). The SSO host's home is /apps.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readPageRequest } from '@/lib/bff/page-session';
import { staticConfig } from '@/lib/config/static-config';
import { AppsHome } from '@/components/apps/AppsHome';
import { DemoHome } from '@/components/demo/DemoHome';
import { SignedInShell } from '@/components/layout/SignedInShell';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { requirePageLogin } from '@/components/layout/server';

const DEMO_APP = 'DEMO';

export async function generateMetadata(): Promise<Metadata> {
  const req = await readPageRequest();
  if (req.app?.appCode === DEMO_APP) return { title: (await getTranslations('demo'))('title') };
  const t = await getTranslations('common.appNames');
  const code = req.app?.appCode ?? '';
  return { title: t.has(code) ? t(code) : t('default') };
}

export default async function IndexPage() {
  const { req, page } = await requirePageLogin();
  if (req.app?.appCode === staticConfig().loginSystem.ssoAppCode) redirect('/apps');
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  return (
    <SignedInShell login={page.login}>
      {req.app?.appCode === DEMO_APP ? <DemoHome login={page.login} loginAt={req.session?.loginAt} /> : <AppsHome login={page.login} />}
    </SignedInShell>
  );
}
