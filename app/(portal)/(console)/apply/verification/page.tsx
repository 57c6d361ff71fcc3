/** /apply/verification (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { DiagnosisScreen } from '@/components/console/resources/DiagnosisScreen';

export const generateMetadata = screenMetadata('diagnosis');

export default async function Page() {
  await openScreen('diagnosis');
  return <DiagnosisScreen />;
}
