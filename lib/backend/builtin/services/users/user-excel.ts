/**
 * Users as Excel files: export of a search, the import template, and import with a row-by-row
 * error report. Valid rows are created, refused rows are reported with every reason, so the sheet
 * can be corrected and only those rows imported again (docs/decisions/042-user-import.md). The
 * upload is read off the event loop within limits, one import per unit at a time (decision 093).
 */
import ExcelJS from 'exceljs';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { assertCanSetUserType } from '@/lib/backend/builtin/services/access/grant-limits';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { addUserSchema, type ImportResult } from '@/lib/contracts/users';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { DEFAULT_SHEET_LIMITS, UnreadableFileError } from '@/lib/excel/limits';
import { readTableOffThread } from '@/lib/excel/read-table-off-thread';
import type { Table } from '@/lib/excel/read-table';
import { getTranslator, type Translate } from '@/lib/i18n/translate';
import { listJoin } from '@/lib/i18n/pairs';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { USERS_ORDER, USERS_SORT_BY, usersWhere } from './list-users';
import { sortedOrder } from '@/lib/backend/builtin/services/paging';
import { adminPasswordRules, assertAdminPassword } from './save-user';
import { insertImportedUsers, type ImportedRow } from './insert-imported-users';
import { toUserRow, userInclude } from './user-row';

const EXPORT_LIMIT = 50_000;
/** Longer than any import can take (read, checks, hashing): only a crashed instance leaves the lock to expire. */
const IMPORT_LOCK_MS = 15 * 60_000;
/** Rows checked between two turns of the event loop, so other requests are answered during a long import. */
const ROWS_PER_TURN = 25;

/** Sheet columns: the field, and its header key in console.users.excel. */
const COLUMNS = ['code', 'name', 'sex', 'birthday', 'mobile', 'email', 'idCard', 'address', 'deptCode', 'type', 'status', 'expiresAt', 'password', 'remark'] as const;
type Column = (typeof COLUMNS)[number];

async function texts(access: Access) {
  const t = await getTranslator(access.ctx.locale, 'console.users');
  const errors = await getTranslator(access.ctx.locale, 'errors');
  return { t, errors };
}

async function toFile(workbook: ExcelJS.Workbook, fileName: string) {
  const buffer = await workbook.xlsx.writeBuffer();
  return { fileName, base64: Buffer.from(buffer as ArrayBuffer).toString('base64') };
}

function sheetWith(workbook: ExcelJS.Workbook, name: string, headers: string[]) {
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(headers);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 16));
  return sheet;
}

export async function exportUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'exportUsers'>): Promise<ConsoleOutput<'exportUsers'>> {
  const { t } = await texts(access);
  const where = await usersWhere(deps, access, input);
  const rows = (await deps.db.user.findMany({ where, include: userInclude, orderBy: sortedOrder(input, USERS_ORDER, USERS_SORT_BY), take: EXPORT_LIMIT })).map(toUserRow);
  const workbook = new ExcelJS.Workbook();
  const headers = ['code', 'name', 'sex', 'birthday', 'mobile', 'email', 'idCard', 'address', 'unitCode', 'unitName', 'deptName', 'type', 'status', 'locked', 'expiresAt', 'createdAt', 'createdBy'];
  const sheet = sheetWith(workbook, t('excel.sheet'), headers.map((h) => t(`excel.${h}`)));
  for (const r of rows) {
    sheet.addRow([r.code, r.name, r.sex ? t(`sex.${r.sex}`) : '', r.birthday, r.mobile, r.email, r.idCard, r.address, r.unitCode, r.unitName, r.deptName, t(`userType.${r.type}`), t(`status.${r.status}`), r.locked ? t('excel.yes') : t('excel.no'), r.expiresAt, r.createdAt, r.createdBy]);
  }
  return toFile(workbook, `users-${formatDateTime(deps.now()).slice(0, 10)}.xlsx`);
}

export async function importTemplate(deps: BuiltinDeps, access: Access): Promise<ConsoleOutput<'importTemplate'>> {
  const { t } = await texts(access);
  const workbook = new ExcelJS.Workbook();
  const sheet = sheetWith(workbook, t('excel.sheet'), COLUMNS.map((c) => t(`excel.${c}`)));
  sheet.addRow(['zhangsan', '张三', t('sex.MALE'), '1990-01-01', '13800001234', 'zhangsan@example.com', '', '', 'FO', t('userType.ORDINARY'), t('status.ENABLED'), '', 'Start@2026x', '']);
  const notes = workbook.addWorksheet(t('excel.notesSheet'));
  for (const line of t('excel.notes', { maxRows: deps.importMaxRows }).split('\n')) notes.addRow([line]);
  notes.getColumn(1).width = 100;
  return toFile(workbook, 'user-import-template.xlsx');
}

/** Maps a displayed choice (in either language) or the value itself back to its value; labels are translated once per import, not per row. */
function choices(values: readonly string[], label: (v: string) => string[]): (text: string) => string | undefined {
  const byLabel = new Map<string, string>();
  for (const v of [...values].reverse()) for (const l of label(v)) byLabel.set(l, v);
  return (text) => {
    if (!text) return undefined;
    const upper = text.toUpperCase();
    return values.includes(upper) ? upper : byLabel.get(text);
  };
}

/** The same message is needed for many rows of a sheet: translated once. */
function remembered(t: Translate): Translate {
  const said = new Map<string, string>();
  return (key, values) => {
    const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let text = said.get(id);
    if (text === undefined) said.set(id, (text = t(key, values)));
    return text;
  };
}

/**
 * One import per unit at a time, across instances (the ephemeral store's atomic increment): a
 * second one, such as the same file sent again while the first runs, is answered 40905 at once
 * instead of racing the first to the unique index. Returns the release.
 */
async function lockUnitImport(deps: BuiltinDeps, unitId: number): Promise<() => Promise<void>> {
  const key = `user-import:${unitId}`;
  if ((await deps.store.incr(key, IMPORT_LOCK_MS)) > 1) throw new AppError(ErrorCode.IMPORT_IN_PROGRESS);
  return () => deps.store.del(key);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function importUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'importUsers'>): Promise<ConsoleOutput<'importUsers'>> {
  const { t, errors } = await texts(access);
  const zh = await getTranslator('zh-CN', 'console.users');
  const en = await getTranslator('en-US', 'console.users');
  const both = (key: string) => [zh(key), en(key)];

  const release = await lockUnitImport(deps, input.unitId);
  try {
    return await importLocked(deps, access, input, { t: remembered(t), errors: remembered(errors), both });
  } finally {
    await release();
  }
}

async function importLocked(
  deps: BuiltinDeps,
  access: Access,
  input: ConsoleInput<'importUsers'>,
  { t, errors, both }: { t: Translate; errors: Translate; both: (key: string) => string[] },
): Promise<ConsoleOutput<'importUsers'>> {
  // Read off the event loop within limits (docs/decisions/093); a limit reached is a 4004x refusal.
  let table: Table;
  try {
    table = await readTableOffThread(Buffer.from(input.base64, 'base64'), {
      // Columns are found by their header, in either language.
      columns: COLUMNS.map((c) => ({ key: c, headers: [...both(`excel.${c}`), c] })),
      limits: { ...DEFAULT_SHEET_LIMITS, maxRows: deps.importMaxRows },
    });
  } catch (e) {
    if (e instanceof UnreadableFileError) return { total: 0, created: 0, errors: [{ row: 0, code: '', messages: [t('import.unreadable')] }] };
    throw e;
  }
  const missing = (['code', 'name', 'password'] as const).filter((c) => !table.found.includes(c));
  if (missing.length) return { total: 0, created: 0, errors: [{ row: 1, code: '', messages: [t('import.missingColumns', { columns: listJoin(access.ctx.locale, missing.map((c) => t(`excel.${c}`))) })] }] };

  const depts = new Map((await deps.db.department.findMany({ where: { unitId: input.unitId }, select: { id: true, code: true } })).map((d) => [d.code, d.id]));
  const existing = new Set((await deps.db.user.findMany({ where: { unitId: input.unitId }, select: { code: true } })).map((u) => u.code));
  const passwordRules = await adminPasswordRules(deps, input.unitId);
  const sexOf = choices(['MALE', 'FEMALE'], (v) => both(`sex.${v}`));
  const typeOf = choices(['SUPER_ADMIN', 'OPS_ADMIN', 'APP_ADMIN', 'UNIT_ADMIN', 'ORDINARY'], (v) => both(`userType.${v}`));
  const statusOf = choices(['ENABLED', 'DISABLED'], (v) => both(`status.${v}`));
  const seen = new Set<string>();
  const report: ImportResult['errors'] = [];
  const valid: ImportedRow[] = [];
  let total = 0;

  for (const [i, { row: r, cells }] of table.rows.entries()) {
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const get = (c: Column) => cells[COLUMNS.indexOf(c)] ?? '';
    total++;
    const messages: string[] = [];
    const code = get('code');
    const deptCode = get('deptCode');
    const raw = {
      unitId: input.unitId,
      code,
      name: get('name'),
      password: get('password'),
      passwordCheck: get('password'),
      sex: sexOf(get('sex')) ?? (get('sex') || null),
      birthday: get('birthday'),
      mobile: get('mobile'),
      email: get('email'),
      idCard: get('idCard'),
      address: get('address'),
      deptId: deptCode ? depts.get(deptCode) : null,
      type: typeOf(get('type')) ?? (get('type') || undefined),
      status: statusOf(get('status')) ?? (get('status') || undefined),
      expiresAt: get('expiresAt'),
      remark: get('remark'),
    };
    const parsed = addUserSchema.safeParse(raw);
    if (!parsed.success) {
      for (const field of new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))) {
        messages.push(t(`import.invalid.${field}`, { field: t(`excel.${field === 'passwordCheck' ? 'password' : field === 'deptId' ? 'deptCode' : field}`) }));
      }
    }
    if (deptCode && !depts.has(deptCode)) messages.push(t('import.deptUnknown', { code: deptCode }));
    if (code && (existing.has(code) || seen.has(code))) messages.push(errors('40901'));
    seen.add(code);
    if (parsed.success) {
      try {
        assertCanSetUserType(access, parsed.data.type);
        await assertAdminPassword(deps, access, input.unitId, parsed.data.password, passwordRules);
      } catch (e) {
        if (!isAppError(e)) throw e;
        messages.push(errors(String(e.code), e.params));
      }
    }
    if (messages.length || !parsed.success) report.push({ row: r, code, messages });
    else valid.push({ row: r, data: parsed.data });
  }

  const created = await insertImportedUsers(deps, access, input, valid, ({ row, data }) => report.push({ row, code: data.code, messages: [errors('40901')] }));
  report.sort((x, y) => x.row - y.row);
  return { total, created, errors: report };
}
