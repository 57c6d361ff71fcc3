/** /logs: data and operation logs. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { OperationLogsScreen } from '@/components/console/logs/OperationLogsScreen';

export const generateMetadata = screenMetadata('operationLogs');

export default async function Page() {
  await openScreen('operationLogs');
  return <OperationLogsScreen />;
}
