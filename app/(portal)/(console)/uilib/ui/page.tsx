/** /uilib/ui: the UI library, components previewed and used only in the sandbox (docs/decisions/066). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { StyleScreen } from '@/components/console/style/StyleScreen';

export const generateMetadata = screenMetadata('uiLibrary');

export default async function Page() {
  await openScreen('uiLibrary');
  return <StyleScreen kind="UI" />;
}
