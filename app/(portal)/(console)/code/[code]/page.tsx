/** /code/{code}: brand management of a code box (the dictionary of an application code). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { CodeBoxScreen } from '@/components/console/options/CodeBoxScreen';

export const generateMetadata = screenMetadata('brand');

export default async function Page({ params }: { params: Promise<{ code: string }> }) {
  await openScreen('brand');
  const { code } = await params;
  const box = decodeURIComponent(code).slice(0, 60);
  return <CodeBoxScreen box={/^[A-Za-z0-9_.-]+$/.test(box) ? box : 'GC'} />;
}
