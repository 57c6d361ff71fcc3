/** /apply/verification (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { DiagnosisScreen } from '@/components/console/resources/DiagnosisScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.resources'))('diagnosis.title') };
}

export default async function Page() {
  if (!(await mayView('uc:resource:diagnosis'))) return <NoPermission />;
  return <DiagnosisScreen />;
}
