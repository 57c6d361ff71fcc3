/** The log calls' services (lib/contracts/logs.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { logCalls } from '@/lib/contracts/logs';
import { listAuditLogs } from './audit-logs';
import { exportLoginLogs, exportUnitLoginLogs, listLoginLogs, listUnitLoginLogs } from './login-logs';
import { listOperationLogs, operationLog } from './operation-logs';

export const logHandlers: ConsoleHandlers<typeof logCalls> = {
  listLoginLogs,
  exportLoginLogs,
  listUnitLoginLogs,
  exportUnitLoginLogs,
  listAuditLogs,
  listOperationLogs,
  operationLog,
};
