/** /style/file, /style/html, /style/css, /style/javascript, /style/vue: style resources of one kind (docs/decisions/066). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { StyleScreen } from '@/components/console/style/StyleScreen';
import { kindOfSegment } from '@/lib/style/kinds';

type Props = { params: Promise<{ kind: string }> };

/** The kinds with a /style/{kind} route (the UI library has /uilib/ui). */
async function kindOf(params: Props['params']) {
  const kind = kindOfSegment((await params).kind);
  return kind && kind !== 'UI' ? kind : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = await kindOf(params);
  return { title: (await getTranslations('console.style'))(kind ? `titles.${kind}` : 'title') };
}

export default async function Page({ params }: Props) {
  const kind = await kindOf(params);
  if (!kind) notFound();
  if (!(await mayView('uc:style:list'))) return <NoPermission />;
  return <StyleScreen kind={kind} />;
}
