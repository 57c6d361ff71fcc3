/** /apps: the SSO host's application list (home page of a signed-in SSO user). */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staticConfig } from '@/lib/config/static-config';
import { shellSettingsFor } from '@/lib/config/shell-settings';
import { AppsHome } from '@/components/apps/AppsHome';
import { IconDefsProvider } from '@/components/apps/NamedIcon';
import { iconDefinitions } from '@/components/apps/icons';
import { SignedInShell } from '@/components/layout/SignedInShell';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { requirePageLogin } from '@/components/layout/server';
import { runtime } from '@/lib/server/runtime';
import { PageStyleElements } from '@/components/style/PageStyleElements';
import { loadPageStyles } from '@/components/style/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('portal');
  return { title: t('appsTitle') };
}

export default async function AppsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { req, page } = await requirePageLogin();
  // The application list lives on the SSO host (its home) and the user center; other hosts have their shell at /index.
  const ls = staticConfig().loginSystem;
  if (req.app && req.app.appCode !== ls.ssoAppCode && req.app.appCode !== ls.defaultAppCode) redirect('/index');
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  const sp = await searchParams;
  const raw = Array.isArray(sp.error) ? sp.error[0] : sp.error;
  const errorCode = raw && /^-?\d{1,6}$/.test(raw) ? Number(raw) : undefined;
  const settings = req.app ? shellSettingsFor(staticConfig(), req.app) : undefined;
  // The application names in the page's language (the translation table, keyed by app code); optional.
  const codes = new Set(page.login.apps.map((a) => a.code));
  const [table, pageStyles] = await Promise.all([
    req.call ? runtime().backend.translate.list(req.call, { appCode: req.call.appCode, locale: req.call.locale }).catch(() => null) : null,
    loadPageStyles(req.call, 'SHELL', req.host),
  ]);
  const entries = (table?.translatesDTOs ?? []).filter((e) => e.value);
  const names = Object.fromEntries(entries.filter((e) => codes.has(e.code)).map((e) => [e.code, e.value]));
  // Per application, by suffix: the line under a tile's name (<code>.remark), an advert's picture (<code>.img).
  const bySuffix = (suffix: string) =>
    Object.fromEntries(entries.filter((e) => e.code.endsWith(suffix) && codes.has(e.code.slice(0, -suffix.length))).map((e) => [e.code.slice(0, -suffix.length), e.value]));
  const remarks = bySuffix('.remark');
  const images = bySuffix('.img');
  // The unit's shell styles apply here too (its snippets show on the /index home view only).
  return (
    <>
      <SignedInShell login={page.login} background={settings?.appsBackground}>
        {/* The icons the tiles name travel with the page: no icon table in the browser (components/apps/NamedIcon.tsx). */}
        <IconDefsProvider value={iconDefinitions(page.login.apps.map((a) => a.icon))}>
          <AppsHome login={page.login} names={names} remarks={remarks} images={images} errorCode={errorCode} settings={{ moreAppsUrl: ls.shell.moreAppsUrl, throughApps: ls.shell.throughApps }} />
        </IconDefsProvider>
      </SignedInShell>
      <PageStyleElements styles={pageStyles.styles} />
    </>
  );
}
