/** /code/{code}: brand management of a code box (the dictionary of an application code). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { CodeBoxScreen } from '@/components/console/options/CodeBoxScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.options.codeBox'))('title') };
}

export default async function Page({ params }: { params: Promise<{ code: string }> }) {
  if (!(await mayView('uc:brand:list'))) return <NoPermission />;
  const { code } = await params;
  const box = decodeURIComponent(code).slice(0, 60);
  return <CodeBoxScreen box={/^[A-Za-z0-9_.-]+$/.test(box) ? box : 'GC'} />;
}
