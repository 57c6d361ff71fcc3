/**
 * The login log: every unit's (platform operators) or the units under the caller's; filters of the
 * spec (date range, login state, unit code, user code) plus the address; export as an Excel file.
 * Newest first, on the (at) and (unitId, at) indexes of a table of a million rows and more.
 */
import ExcelJS from 'exceljs';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { flushLoginWrites } from '@/lib/backend/builtin/services/auth/login-write-behind';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { locateIp } from '@/lib/backend/builtin/services/session/locate-ip';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { LoginLogRow } from '@/lib/contracts/logs';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { getTranslator } from '@/lib/i18n/translate';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { atRange, unitsUnderCaller } from './log-filters';

const EXPORT_LIMIT = 50_000;
/** Codes with a text in console.logs.login (others are written as they are). */
const LABELLED = {
  result: ['SUCCESS', 'FAILURE', 'LOCKED'],
  reason: ['UNKNOWN_ACCOUNT', 'BAD_PASSWORD', 'BAD_PASSWORD_LOCKED', 'LOCKED', 'DISABLED', 'EXPIRED', 'UNIT_DISABLED', 'APP_NOT_OPENED', 'IP', 'TIME', 'MOBILE_CODE', 'MOBILE_CODE_REQUIRED', 'CAPTCHA', 'CAPTCHA_REQUIRED'],
  method: ['PASSWORD', 'SSO', 'PMS', 'TICKET', 'TOKEN', 'UNIT_SWITCH'],
} as const;
type Filters = ConsoleInput<'exportLoginLogs'>;

function where(input: Filters, unitIds?: number[], userId?: number): Prisma.LoginLogWhereInput {
  return {
    userId,
    at: atRange(input),
    result: input.result,
    // The log keeps the unit code as it was typed on the login screen; codes are capitals, so look for both.
    unitCode: input.unitCode ? { in: [...new Set([input.unitCode, input.unitCode.toUpperCase(), input.unitCode.toLowerCase()])] } : undefined,
    userCode: input.userCode,
    ip: input.ip ? { startsWith: input.ip } : undefined,
    unitId: unitIds ? { in: unitIds } : undefined,
  };
}

const include = { unit: { select: { code: true, name: true } } } as const;
type LogWithUnit = Prisma.LoginLogGetPayload<{ include: typeof include }>;

async function toRow(l: LogWithUnit, access: Access): Promise<LoginLogRow> {
  return {
    id: l.id,
    at: formatDateTime(l.at),
    unitCode: l.unit?.code ?? l.unitCode,
    unitName: l.unit?.name ?? '',
    userCode: l.userCode,
    userName: l.userName ?? '',
    appCode: l.appCode ?? '',
    method: l.method ?? '',
    result: l.result,
    reason: l.reason ?? '',
    ip: l.ip ?? '',
    location: l.location ?? (l.ip ? await locateIp(l.ip, access.ctx.locale) : ''),
    userAgent: l.userAgent ?? '',
  };
}

/**
 * "Under the unit" for the caller: the units they administer below their own; an ordinary user
 * holding the page sees their own attempts only (a front desk is not an auditor of colleagues).
 */
async function underCaller(deps: BuiltinDeps, access: Access): Promise<{ unitIds: number[]; userId?: number }> {
  const unitIds = await unitsUnderCaller(deps, access);
  return access.principal.user.type === 'ORDINARY' ? { unitIds, userId: access.principal.user.id } : { unitIds };
}

async function page(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listLoginLogs'>, limit?: { unitIds: number[]; userId?: number }): Promise<ConsoleOutput<'listLoginLogs'>> {
  // Rows of this instance still waiting to be written go first, so a refusal just seen is listed.
  await flushLoginWrites(deps.db);
  const w = where(input, limit?.unitIds, limit?.userId);
  return listPage(input, {
    orderBy: [{ at: 'desc' }, { id: 'desc' }] as Prisma.LoginLogOrderByWithRelationInput[],
    sortBy: { at: (d) => ({ at: d }), unitCode: (d) => ({ unitCode: d }), userCode: (d) => ({ userCode: d }) },
    count: () => deps.db.loginLog.count({ where: w }),
    ids: (page) => deps.db.loginLog.findMany({ where: w, select: { id: true }, ...page }),
    rows: (ids) => deps.db.loginLog.findMany({ where: { id: { in: ids } }, include }),
    map: (row) => toRow(row, access),
  });
}

export const listLoginLogs = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'listLoginLogs'>) => page(deps, access, input);

export async function listUnitLoginLogs(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listUnitLoginLogs'>): Promise<ConsoleOutput<'listUnitLoginLogs'>> {
  return page(deps, access, input, await underCaller(deps, access));
}

async function exportRows(deps: BuiltinDeps, access: Access, input: Filters, limit?: { unitIds: number[]; userId?: number }): Promise<ConsoleOutput<'exportLoginLogs'>> {
  await flushLoginWrites(deps.db);
  const logs = await deps.db.loginLog.findMany({ where: where(input, limit?.unitIds, limit?.userId), include, orderBy: [{ at: 'desc' }, { id: 'desc' }], take: EXPORT_LIMIT });
  const rows = await Promise.all(logs.map((l) => toRow(l, access)));
  const t = await getTranslator(access.ctx.locale, 'console.logs.login');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('title'));
  const columns = ['at', 'unitCode', 'unitName', 'userCode', 'userName', 'result', 'reason', 'appCode', 'method', 'ip', 'location', 'userAgent'] as const;
  sheet.addRow(columns.map((c) => t(`col.${c}`)));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 18));
  const known = (prefix: keyof typeof LABELLED, v: string) => (v && (LABELLED[prefix] as readonly string[]).includes(v) ? t(`${prefix}.${v}`) : v);
  for (const r of rows) {
    sheet.addRow([r.at, r.unitCode, r.unitName, r.userCode, r.userName, known('result', r.result), known('reason', r.reason), r.appCode, known('method', r.method), r.ip, r.location, r.userAgent]);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return { fileName: `login-log-${formatDateTime(deps.now()).slice(0, 10)}.xlsx`, base64: Buffer.from(buffer as ArrayBuffer).toString('base64') };
}

export const exportLoginLogs = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'exportLoginLogs'>) => exportRows(deps, access, input);

export async function exportUnitLoginLogs(deps: BuiltinDeps, access: Access, input: ConsoleInput<'exportUnitLoginLogs'>): Promise<ConsoleOutput<'exportUnitLoginLogs'>> {
  return exportRows(deps, access, input, await underCaller(deps, access));
}
