/**
 * A unit's applications (/org/unit/{id}/app, /{uuid}/openedapps) and opening or changing one
 * directly (without its steps). The flags isAdmin and isAgentAdmin of the user-center entry decide
 * the unit's admin mode (docs/decisions/040-permissions-and-unit-scope.md).
 */
import { unitsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { dataWords, type DataWords } from '@/lib/backend/builtin/services/translate/data-words';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { UnitApp } from '@/lib/contracts/units';
import type { Application, UnitApplication } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export function toUnitApp(e: UnitApplication & { app: Application }, words: DataWords = (_code, own) => own): UnitApp {
  return {
    appId: e.appId,
    appCode: e.app.code,
    appName: words(e.app.code, e.app.name ?? e.app.descript ?? e.app.code),
    isAdmin: e.isAdmin,
    isAgentAdmin: e.isAgentAdmin,
    status: e.status,
    openedAt: e.openedAt ? formatDateTime(e.openedAt) : '',
    openedBy: e.openedBy ?? '',
    expiresAt: e.expiresAt ? formatDateTime(e.expiresAt).slice(0, 10) : '',
  };
}

/** A unit's applications with their names in the caller's language (translations keyed by app code). */
export async function inWords(deps: BuiltinDeps, access: Access, rows: (UnitApplication & { app: Application })[]): Promise<UnitApp[]> {
  const words = await dataWords(deps, access.ctx.locale, rows.map((r) => r.app.code));
  return rows.map((r) => toUnitApp(r, words));
}

const order = [{ app: { sort: 'asc' as const } }, { appId: 'asc' as const }];

export async function unitApps(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitApps'>): Promise<ConsoleOutput<'unitApps'>> {
  const rows = await deps.db.unitApplication.findMany({ where: { unitId: input.id }, include: { app: true }, orderBy: order });
  return inWords(deps, access, rows);
}

export async function openedApps(deps: BuiltinDeps, access: Access, input: ConsoleInput<'openedApps'>): Promise<ConsoleOutput<'openedApps'>> {
  const unit = await deps.db.unit.findUnique({ where: { uuid: input.uuid }, select: { id: true } });
  if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
  const rows = await deps.db.unitApplication.findMany({ where: { unitId: unit.id, status: 'ENABLED', app: { status: 'ENABLED' } }, include: { app: true }, orderBy: order });
  return inWords(deps, access, rows);
}

export async function saveUnitApp(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUnitApp'>): Promise<ConsoleOutput<'saveUnitApp'>> {
  // Admin flags widen what the unit's administrators reach: only for callers who administer every unit.
  if ((input.isAdmin || input.isAgentAdmin) && access.scope !== 'ALL') throw new AppError(ErrorCode.GRANT_ABOVE_OWN);
  const app = await deps.db.application.findUnique({ where: { id: input.appId } });
  if (!app) throw new AppError(ErrorCode.NOT_FOUND);
  const before = await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId: input.id, appId: input.appId } } });
  const data = {
    isAdmin: input.isAdmin,
    isAgentAdmin: input.isAgentAdmin,
    status: input.status,
    expiresAt: input.expiresAt ? new Date(`${input.expiresAt}T23:59:59+08:00`) : null,
  };
  const saved = await deps.db.$transaction(async (tx) => {
    const row = before
      ? await tx.unitApplication.update({ where: { id: before.id }, data, include: { app: true } })
      : await tx.unitApplication.create({ data: { unitId: input.id, appId: input.appId, ...data, openedAt: deps.now(), openedBy: access.principal.user.code }, include: { app: true } });
    await writeAudit(tx, access, { action: before ? 'UPDATE' : 'OPEN', objectType: 'UnitApplication', objectId: row.id, unitId: input.id, before, after: { ...row, app: app.code } });
    return row;
  });
  unitsChanged([input.id]);
  return toUnitApp(saved);
}

export async function removeUnitApp(deps: BuiltinDeps, access: Access, input: ConsoleInput<'removeUnitApp'>): Promise<ConsoleOutput<'removeUnitApp'>> {
  const row = await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId: input.id, appId: input.appId } } });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.$transaction(async (tx) => {
    await tx.unitApplication.delete({ where: { id: row.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'UnitApplication', objectId: row.id, unitId: input.id, before: row });
  });
  unitsChanged([input.id]);
  return null;
}
