/**
 * Opening an application for a unit through its steps. Opening creates a task per enabled step
 * (not started) and the unit's entry (OPENING); then the tasks advance in step order: an automatic
 * step runs and completes, or ends UNKNOWN with its answer (retry runs it again); a manual step
 * waits PROCESSING until an operator completes it; a halted task stops the advance. When every
 * task is complete the application is open (entry ENABLED).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Opening, OpeningTaskRow } from '@/lib/contracts/apps';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { runStep } from './run-step';

export const taskInclude = { unit: { select: { code: true, name: true } }, app: { select: { code: true, name: true } }, step: true } satisfies Prisma.OpeningTaskInclude;
export type TaskWith = Prisma.OpeningTaskGetPayload<{ include: typeof taskInclude }>;

const at = (d: Date | null) => (d ? formatDateTime(d) : '');

export function toTaskRow(t: TaskWith): OpeningTaskRow {
  return {
    id: t.id,
    unitId: t.unitId,
    unitCode: t.unit.code,
    unitName: t.unit.name,
    appId: t.appId,
    appCode: t.app.code,
    appName: t.app.name ?? t.app.code,
    stepId: t.stepId,
    stepOrder: t.step.order,
    stepName: t.step.name,
    url: t.step.url ?? '',
    state: t.state,
    executor: t.executor,
    attempts: t.attempts,
    transferredTo: t.transferredTo ?? '',
    halted: t.halted,
    lastError: t.lastError ?? '',
    startedAt: at(t.startedAt),
    completedAt: at(t.completedAt),
    updatedAt: at(t.updatedAt),
  };
}

export async function logTask(deps: BuiltinDeps, taskId: number, entry: { action: string; fromState?: string; toState?: string; actor: string; message?: string }): Promise<void> {
  await deps.db.openingTaskLog.create({ data: { taskId, at: deps.now(), action: entry.action, fromState: entry.fromState ?? null, toState: entry.toState ?? null, actorCode: entry.actor, message: entry.message?.slice(0, 2000) ?? null } });
}

export async function openingOf(deps: BuiltinDeps, unitId: number, appId: number): Promise<Opening> {
  const entry = await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId, appId } }, include: { unit: { select: { code: true, name: true } }, app: { select: { code: true, name: true, descript: true } } } });
  if (!entry) throw new AppError(ErrorCode.NOT_FOUND);
  const tasks = await deps.db.openingTask.groupBy({ by: ['state'], where: { unitId, appId }, _count: { _all: true } });
  const count = (s?: string) => tasks.filter((t) => !s || t.state === s).reduce((n, t) => n + t._count._all, 0);
  return {
    unitId,
    unitCode: entry.unit.code,
    unitName: entry.unit.name,
    appId,
    appCode: entry.app.code,
    appName: entry.app.name ?? entry.app.descript,
    status: entry.status,
    openedAt: at(entry.openedAt),
    tasks: count(),
    complete: count('COMPLETE'),
    unknown: count('UNKNOWN'),
  };
}

/** Moves the opening of `appId` for `unitId` as far as it can go now. */
export async function advance(deps: BuiltinDeps, unitId: number, appId: number, actor: string): Promise<void> {
  const tasks = await deps.db.openingTask.findMany({ where: { unitId, appId }, include: { step: true }, orderBy: [{ step: { order: 'asc' } }, { id: 'asc' }] });
  for (const task of tasks) {
    if (task.state === 'COMPLETE') continue;
    if (task.halted) return;
    if (task.executor === 'MANUAL') {
      if (task.state === 'NOT_STARTED') {
        await deps.db.openingTask.update({ where: { id: task.id }, data: { state: 'PROCESSING', startedAt: deps.now() } });
        await logTask(deps, task.id, { action: 'START', fromState: task.state, toState: 'PROCESSING', actor });
      }
      return;
    }
    // An automatic step that failed waits for a retry.
    if (task.state === 'UNKNOWN') return;
    // Claimed by one caller only: two advances at once do not run a step twice.
    const claimed = await deps.db.openingTask.updateMany({ where: { id: task.id, state: task.state, attempts: task.attempts }, data: { state: 'PROCESSING', attempts: { increment: 1 }, startedAt: deps.now() } });
    if (claimed.count === 0) return;
    const [unit, app] = await Promise.all([
      deps.db.unit.findUniqueOrThrow({ where: { id: unitId }, select: { id: true, uuid: true, code: true, name: true } }),
      deps.db.application.findUniqueOrThrow({ where: { id: appId }, select: { id: true, code: true } }),
    ]);
    const answer = await runStep(deps, { unit, app, step: task.step, taskId: task.id, actor });
    const state = answer.ok ? 'COMPLETE' : 'UNKNOWN';
    await deps.db.openingTask.update({ where: { id: task.id }, data: { state, lastError: answer.ok ? null : answer.message, completedAt: answer.ok ? deps.now() : null } });
    await logTask(deps, task.id, { action: answer.ok ? 'COMPLETE' : 'FAIL', fromState: 'PROCESSING', toState: state, actor, message: answer.message });
    if (!answer.ok) return;
  }
  if (tasks.length > 0 || (await deps.db.openingTask.count({ where: { unitId, appId } })) === 0) {
    const remaining = await deps.db.openingTask.count({ where: { unitId, appId, state: { not: 'COMPLETE' } } });
    if (remaining === 0) {
      const entry = await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId, appId } } });
      if (entry && entry.status === 'OPENING') await deps.db.unitApplication.update({ where: { id: entry.id }, data: { status: 'ENABLED', openedAt: deps.now(), openedBy: actor } });
    }
  }
}

export async function openApp(deps: BuiltinDeps, access: Access, input: ConsoleInput<'openApp'>): Promise<ConsoleOutput<'openApp'>> {
  const app = await deps.db.application.findUnique({ where: { id: input.appId }, include: { steps: { where: { status: 'ENABLED' }, orderBy: { order: 'asc' } } } });
  if (!app || app.status !== 'ENABLED') throw AppError.validation({ appId: ['invalid'] });
  const entry = await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId: input.unitId, appId: app.id } } });
  if (entry?.status === 'ENABLED') throw new AppError(ErrorCode.TASK_STATE);
  const actor = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    if (entry) await tx.unitApplication.update({ where: { id: entry.id }, data: { status: 'OPENING' } });
    else await tx.unitApplication.create({ data: { unitId: input.unitId, appId: app.id, status: 'OPENING', openedBy: actor } });
    const existing = new Set((await tx.openingTask.findMany({ where: { unitId: input.unitId, appId: app.id }, select: { stepId: true } })).map((t) => t.stepId));
    for (const step of app.steps) {
      if (existing.has(step.id)) continue;
      const task = await tx.openingTask.create({ data: { unitId: input.unitId, appId: app.id, stepId: step.id, executor: step.executor, createdBy: actor } });
      await tx.openingTaskLog.create({ data: { taskId: task.id, at: deps.now(), action: 'OPEN', toState: 'NOT_STARTED', actorCode: actor } });
    }
    await writeAudit(tx, access, { action: 'OPEN', objectType: 'UnitApplication', unitId: input.unitId, after: { app: app.code, steps: app.steps.map((s) => s.name) } });
  });
  await advance(deps, input.unitId, app.id, actor);
  return openingOf(deps, input.unitId, app.id);
}

/**
 * Openings in the order of a sortable column (docs/decisions/104): the unit's code or the time the
 * application was opened (none yet sorts first), ties broken by unit and application id in the same
 * direction. They are gathered in memory (at most units x applications), so they are sorted there.
 */
async function sortOpenings<R extends { unitId: number; appId: number }>(deps: BuiltinDeps, rows: R[], field: 'unitCode' | 'openedAt', dir: 1 | -1): Promise<R[]> {
  if (!rows.length) return rows;
  const keyOf = new Map<string, string | number>();
  if (field === 'unitCode') {
    const units = await deps.db.unit.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.unitId))] } }, select: { id: true, code: true } });
    const codes = new Map(units.map((u) => [u.id, u.code]));
    for (const r of rows) keyOf.set(`${r.unitId}:${r.appId}`, codes.get(r.unitId) ?? '');
  } else {
    const entries = await deps.db.unitApplication.findMany({ where: { OR: rows.map((r) => ({ unitId: r.unitId, appId: r.appId })) }, select: { unitId: true, appId: true, openedAt: true } });
    for (const e of entries) keyOf.set(`${e.unitId}:${e.appId}`, e.openedAt?.getTime() ?? 0);
  }
  const key = (r: R) => keyOf.get(`${r.unitId}:${r.appId}`) ?? (field === 'unitCode' ? '' : 0);
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((a, b) => dir * (compare(key(a), key(b)) || a.unitId - b.unitId || a.appId - b.appId));
}

export async function openings(deps: BuiltinDeps, access: Access, input: ConsoleInput<'openings'>): Promise<ConsoleOutput<'openings'>> {
  const unitId = input.unitId ?? access.unitIdFilter();
  // An opening is a unit's application with opening tasks, or one still opening; there are at most
  // units x applications of them, so they are gathered and paged here.
  const [withTasks, opening] = await Promise.all([
    deps.db.openingTask.groupBy({ by: ['unitId', 'appId'], where: { unitId, appId: input.appId }, _max: { updatedAt: true } }),
    deps.db.unitApplication.findMany({ where: { unitId, appId: input.appId, status: 'OPENING' }, select: { unitId: true, appId: true, updatedAt: true } }),
  ]);
  const pairs = new Map<string, { unitId: number; appId: number; at: number }>();
  for (const t of withTasks) pairs.set(`${t.unitId}:${t.appId}`, { unitId: t.unitId, appId: t.appId, at: t._max.updatedAt?.getTime() ?? 0 });
  for (const e of opening) if (!pairs.has(`${e.unitId}:${e.appId}`)) pairs.set(`${e.unitId}:${e.appId}`, { unitId: e.unitId, appId: e.appId, at: e.updatedAt.getTime() });
  let rows = [...pairs.values()].sort((a, b) => b.at - a.at);
  if (input.status) {
    const entries = await deps.db.unitApplication.findMany({ where: { status: input.status, OR: rows.map((r) => ({ unitId: r.unitId, appId: r.appId })) }, select: { unitId: true, appId: true } });
    const keep = new Set(entries.map((e) => `${e.unitId}:${e.appId}`));
    rows = rows.filter((r) => keep.has(`${r.unitId}:${r.appId}`));
  }
  if (input.sortField) rows = await sortOpenings(deps, rows, input.sortField, input.sortOrder === 'descend' ? -1 : 1);
  const page = rows.slice(input.firstResult, input.firstResult + input.pageSize);
  const datas = [];
  for (const r of page) {
    try {
      datas.push(await openingOf(deps, r.unitId, r.appId));
    } catch {
      // Tasks left after the unit's entry was removed: not an opening any more.
    }
  }
  return { datas, totalRows: rows.length };
}
