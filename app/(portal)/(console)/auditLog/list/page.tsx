/** /auditLog/list: who changed what, when, with before and after values. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { AuditLogsScreen } from '@/components/console/logs/AuditLogsScreen';

export const generateMetadata = screenMetadata('auditLog');

export default async function Page() {
  await openScreen('auditLog');
  return <AuditLogsScreen />;
}
