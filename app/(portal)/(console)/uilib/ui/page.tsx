/** /uilib/ui: the UI library, components previewed and used only in the sandbox (docs/decisions/066). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { StyleScreen } from '@/components/console/style/StyleScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.style'))('titles.UI') };
}

export default async function Page() {
  if (!(await mayView('uc:style:list'))) return <NoPermission />;
  return <StyleScreen kind="UI" />;
}
