/**
 * The built-in operational reports, counted from the login log and the sessions of the units in the
 * caller's scope: sign-ins per unit and day, failed sign-ins and lockouts per day, application use
 * per unit, active sessions per unit. Opening one needs the report's grant, like any report.
 */
import ExcelJS from 'exceljs';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { flushLoginWrites } from '@/lib/backend/builtin/services/auth/login-write-behind';
import { LOCKING_REASONS } from '@/lib/backend/builtin/services/auth/login-attempts';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { ReportData } from '@/lib/contracts/reports';
import { getTranslator } from '@/lib/i18n/translate';
import { reportByToken } from './catalogue';
import { nameWithCode } from '@/lib/i18n/pairs';

type Input = ConsoleInput<'reportData'>;
const ROW_LIMIT = 500_000;

const dayOf = (d: Date) => formatDateTime(d).slice(0, 10);

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The unit asked for (its scope checked from the declaration), or every unit the caller administers. */
function unitFilter(access: Access, input: Input): { in: number[] } | undefined {
  return input.unitId !== undefined ? { in: [input.unitId] } : access.unitIdFilter();
}

async function logRows(deps: BuiltinDeps, access: Access, input: Input) {
  // This instance's login-log rows still being written behind count too (decision record 070).
  await flushLoginWrites(deps.db);
  return deps.db.loginLog.findMany({
    where: { at: { gte: new Date(`${input.dateStart}T00:00:00+08:00`), lte: new Date(`${input.dateEnd}T23:59:59.999+08:00`) }, unitId: unitFilter(access, input) },
    select: { at: true, unitId: true, unitCode: true, result: true, reason: true, appCode: true, userId: true },
    take: ROW_LIMIT,
  });
}

async function unitCodes(deps: BuiltinDeps, access: Access, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const list = [...new Set([...ids].filter((i): i is number => i !== null))];
  const units = await deps.db.unit.findMany({ where: { id: { in: list } }, select: { id: true, code: true, name: true } });
  return new Map(units.map((u) => [u.id, nameWithCode(access.ctx.locale, u.name, u.code)]));
}

async function compute(deps: BuiltinDeps, access: Access, input: Input): Promise<ReportData> {
  const t = await getTranslator(access.ctx.locale, 'console.reports');
  const range = days(input.dateStart, input.dateEnd);
  if (input.code === 'uc_rpt_login_stat') {
    const rows = (await logRows(deps, access, input)).filter((r) => r.result === 'SUCCESS');
    const names = await unitCodes(deps, access, rows.map((r) => r.unitId));
    const counts = new Map<string, Map<string, number>>();
    for (const r of rows) {
      const unit = names.get(r.unitId ?? -1) ?? r.unitCode;
      const perDay = counts.get(unit) ?? new Map<string, number>();
      perDay.set(dayOf(r.at), (perDay.get(dayOf(r.at)) ?? 0) + 1);
      counts.set(unit, perDay);
    }
    const units = [...counts.keys()].sort();
    return {
      code: input.code,
      columns: ['day', ...units],
      rows: range.map((d) => ({ day: d, ...Object.fromEntries(units.map((u) => [u, counts.get(u)?.get(d) ?? 0])) })),
      chart: { kind: 'line', categories: range, series: units.map((u) => ({ name: u, data: range.map((d) => counts.get(u)?.get(d) ?? 0) })) },
    };
  }
  if (input.code === 'uc_rpt_lock_stat') {
    const rows = await logRows(deps, access, input);
    const failed = new Map<string, number>();
    const lockouts = new Map<string, number>();
    for (const r of rows) {
      const d = dayOf(r.at);
      if (r.result !== 'SUCCESS') failed.set(d, (failed.get(d) ?? 0) + 1);
      // One row per lock carries a locking reason, whichever attempt made the lock (ADR 070).
      if ((LOCKING_REASONS as readonly (string | null)[]).includes(r.reason)) lockouts.set(d, (lockouts.get(d) ?? 0) + 1);
    }
    return {
      code: input.code,
      columns: ['day', 'failed', 'lockouts'],
      rows: range.map((d) => ({ day: d, failed: failed.get(d) ?? 0, lockouts: lockouts.get(d) ?? 0 })),
      chart: {
        kind: 'bar',
        categories: range,
        series: [
          { name: t('col.failed'), data: range.map((d) => failed.get(d) ?? 0) },
          { name: t('col.lockouts'), data: range.map((d) => lockouts.get(d) ?? 0) },
        ],
      },
    };
  }
  if (input.code === 'uc_rpt_app_use') {
    const rows = (await logRows(deps, access, input)).filter((r) => r.result === 'SUCCESS');
    const names = await unitCodes(deps, access, rows.map((r) => r.unitId));
    const apps = [...new Set(rows.map((r) => r.appCode ?? ''))].filter(Boolean).sort();
    const units = [...new Set(rows.map((r) => names.get(r.unitId ?? -1) ?? r.unitCode))].sort();
    const cell = new Map<string, number>();
    for (const r of rows) {
      const key = `${names.get(r.unitId ?? -1) ?? r.unitCode}|${r.appCode ?? ''}`;
      cell.set(key, (cell.get(key) ?? 0) + 1);
    }
    return {
      code: input.code,
      columns: ['unit', ...apps],
      rows: units.map((u) => ({ unit: u, ...Object.fromEntries(apps.map((a) => [a, cell.get(`${u}|${a}`) ?? 0])) })),
      chart: { kind: 'bar', categories: units, series: apps.map((a) => ({ name: a, data: units.map((u) => cell.get(`${u}|${a}`) ?? 0) })) },
    };
  }
  // uc_rpt_user_active: sessions alive now and distinct users signed in within the range, per unit.
  const now = deps.now();
  const unitId = unitFilter(access, input);
  const [sessions, rows] = await Promise.all([
    deps.db.session.findMany({ where: { revokedAt: null, expiresAt: { gt: now }, unitId }, select: { unitId: true, userId: true } }),
    logRows(deps, access, input),
  ]);
  const names = await unitCodes(deps, access, [...sessions.map((s) => s.unitId), ...rows.map((r) => r.unitId)]);
  const live = new Map<string, number>();
  for (const s of sessions) live.set(names.get(s.unitId)!, (live.get(names.get(s.unitId)!) ?? 0) + 1);
  const users = new Map<string, Set<number>>();
  for (const r of rows) {
    if (r.result !== 'SUCCESS' || r.userId === null || r.unitId === null) continue;
    const u = names.get(r.unitId)!;
    users.set(u, (users.get(u) ?? new Set()).add(r.userId));
  }
  const units = [...new Set([...live.keys(), ...users.keys()])].sort();
  return {
    code: input.code,
    columns: ['unit', 'sessions', 'activeUsers'],
    rows: units.map((u) => ({ unit: u, sessions: live.get(u) ?? 0, activeUsers: users.get(u)?.size ?? 0 })),
    chart: {
      kind: 'bar',
      categories: units,
      series: [
        { name: t('col.sessions'), data: units.map((u) => live.get(u) ?? 0) },
        { name: t('col.activeUsers'), data: units.map((u) => users.get(u)?.size ?? 0) },
      ],
    },
  };
}

export async function reportData(deps: BuiltinDeps, access: Access, input: ConsoleInput<'reportData'>): Promise<ConsoleOutput<'reportData'>> {
  await reportByToken(deps, access, { code: input.code });
  return compute(deps, access, input);
}

export async function exportReport(deps: BuiltinDeps, access: Access, input: ConsoleInput<'exportReport'>): Promise<ConsoleOutput<'exportReport'>> {
  const report = await reportByToken(deps, access, { code: input.code });
  const data = await compute(deps, access, input);
  const t = await getTranslator(access.ctx.locale, 'console.reports');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  const known = new Set(['day', 'unit', 'failed', 'lockouts', 'sessions', 'activeUsers']);
  sheet.addRow(data.columns.map((c) => (known.has(c) ? t(`col.${c}`) : c)));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 18));
  for (const row of data.rows) sheet.addRow(data.columns.map((c) => row[c] ?? ''));
  const buffer = await workbook.xlsx.writeBuffer();
  return { fileName: `${input.code}-${input.dateStart}-${input.dateEnd}.xlsx`, base64: Buffer.from(buffer as ArrayBuffer).toString('base64') };
}
