/**
 * Logs (console.md: login log list with filters for date range, login state, unit code and user
 * code; /auditLog/list; data and operation logs at GET and POST /logs). The login-log calls' paths
 * are not shown by the spec: docs/decisions/061.
 */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema, sortedPageQuery, SHAPE_PRESERVING } from './envelope';
import { consoleCall, dateFilter, idSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { fileSchema } from './users';
import { maskOptionSnapshot } from '@/lib/security/secret-values';

export const LOGIN_STATES = ['SUCCESS', 'FAILURE', 'LOCKED'] as const;

const range = {
  /** From the search bar's TIME_AREA item `at`. */
  atStart: dateFilter,
  atEnd: dateFilter,
};

export const loginLogFilters = z.object({
  ...range,
  result: z.enum(LOGIN_STATES).optional(),
  unitCode: textFilter(30),
  userCode: textFilter(30),
  ip: textFilter(45),
});

export const loginLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  userCode: z.string(),
  userName: z.string(),
  appCode: z.string(),
  method: z.string(),
  result: z.string(),
  reason: z.string(),
  ip: z.string(),
  location: z.string(),
  userAgent: z.string(),
});
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;

/** The login log's list: sortable by time, unit code and user code. */
const loginLogsInput = sortedPageQuery(['at', 'unitCode', 'userCode']).extend(loginLogFilters.shape);

export const auditLogFilters = z.object({
  ...range,
  actorCode: textFilter(30),
  objectType: textFilter(60),
  objectId: textFilter(60),
  action: textFilter(30),
  unitId: idSchema.optional(),
});

export const auditLogRowSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorCode: z.string(),
    actorName: z.string(),
    unitCode: z.string(),
    unitName: z.string(),
    appCode: z.string(),
    action: z.string(),
    objectType: z.string(),
    objectId: z.string(),
    /** JSON text of the object before and after ('' for a creation or a deletion). */
    before: z.string(),
    after: z.string(),
    detail: z.string(),
    ip: z.string(),
  })
  // Rows written before secrets were masked at the writer (docs/decisions/092) are masked on the way out.
  .transform((row) => (row.objectType === 'SystemOption' ? { ...row, before: maskOptionSnapshot(row.before), after: maskOptionSnapshot(row.after) } : row))
  .meta(SHAPE_PRESERVING);
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

export const operationLogFilters = z.object({
  ...range,
  treeType: z.enum(['ROLE_TREE', 'RESOURCE_TREE']).optional(),
  actorCode: textFilter(30),
  action: textFilter(30),
});

export const operationLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorCode: z.string(),
  unitCode: z.string(),
  appCode: z.string(),
  treeType: z.string(),
  action: z.string(),
  roleName: z.string(),
  resourceName: z.string(),
  before: z.string(),
  after: z.string(),
  ip: z.string(),
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;

export const logCalls = {
  /** Every unit's login log (platform operators). */
  listLoginLogs: consoleCall({ method: 'POST', path: '/loginLog/list', permission: 'uc:login-log:all', scope: scope.platform('every unit\'s login log: platform operators (uc:login-log:all)'), input: loginLogsInput, output: pagedSchema(loginLogRowSchema) }),
  exportLoginLogs: consoleCall({ method: 'POST', path: '/loginLog/export', permission: 'uc:login-log:all', scope: scope.platform('every unit\'s login log: platform operators (uc:login-log:all)'), input: loginLogFilters, output: fileSchema }),
  /** The login log of the caller's units (their own, and those below it in admin mode). */
  listUnitLoginLogs: consoleCall({
    method: 'POST',
    path: '/loginLog/unitList',
    permission: 'uc:login-log:unit',
    scope: scope.list('login logs of the units under the caller\'s'),
    input: loginLogsInput,
    output: pagedSchema(loginLogRowSchema),
  }),
  exportUnitLoginLogs: consoleCall({ method: 'POST', path: '/loginLog/unitExport', permission: 'uc:login-log:unit', scope: scope.list('login logs of the units under the caller\'s'), input: loginLogFilters, output: fileSchema }),
  listAuditLogs: consoleCall({ method: 'POST', path: '/auditLog/list', permission: 'uc:audit:list', scope: scope.list('audit rows of the units the caller administers', ref.unit('unitId')), input: sortedPageQuery(['at']).extend(auditLogFilters.shape), output: pagedSchema(auditLogRowSchema) }),
  /** Data and operation logs: changes of the role permission trees and of the resource trees. */
  listOperationLogs: consoleCall({ method: 'POST', path: '/logs', permission: 'uc:audit:list', scope: scope.list('operation rows of the units the caller administers'), input: sortedPageQuery(['at']).extend(operationLogFilters.shape), output: pagedSchema(operationLogRowSchema) }),
  operationLog: consoleCall({ method: 'GET', path: '/logs', permission: 'uc:audit:list', scope: scope.of(ref.operationLog('id')), input: z.object({ id: idSchema }), output: operationLogRowSchema }),
};
