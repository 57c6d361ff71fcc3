/** /style/file, /style/html, /style/css, /style/javascript, /style/vue: style resources of one kind (docs/decisions/066). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { openScreen, screenMetadata } from '@/components/console/server';
import { StyleScreen } from '@/components/console/style/StyleScreen';
import { screenAt } from '@/lib/console/screens';
import { KIND_SEGMENTS, kindOfSegment } from '@/lib/style/kinds';

type Props = { params: Promise<{ kind: string }> };

/** The kind and its screen (one per kind, each opened by its own menu); the UI library has /uilib/ui. */
async function styleScreen(params: Props['params']) {
  const kind = kindOfSegment((await params).kind);
  const screen = kind && kind !== 'UI' ? screenAt(`/style/${KIND_SEGMENTS[kind]}`) : undefined;
  return kind && screen ? { kind, screen } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await styleScreen(params);
  return found ? screenMetadata(found.screen)() : {};
}

export default async function Page({ params }: Props) {
  const found = await styleScreen(params);
  if (!found) notFound();
  await openScreen(found.screen);
  return <StyleScreen kind={found.kind} />;
}
