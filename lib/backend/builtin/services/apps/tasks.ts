/** Opening tasks (/apply/open-task-list): list, add, update, batch, delete, complete, transfer, halt, retry, logs. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit, type AuditAction } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { namedUser } from '@/lib/backend/builtin/services/users/user-row';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { advance, logTask, taskInclude, toTaskRow, type TaskWith } from './opening';
import { getTranslator, type Translate } from '@/lib/i18n/translate';
import { STEP_MESSAGE_MARK } from './run-step';

async function taskOf(deps: BuiltinDeps, id: number): Promise<TaskWith> {
  const task = await deps.db.openingTask.findUnique({ where: { id }, include: taskInclude });
  if (!task) throw new AppError(ErrorCode.NOT_FOUND);
  return task;
}

async function reload(deps: BuiltinDeps, id: number) {
  return toTaskRow(await deps.db.openingTask.findUniqueOrThrow({ where: { id }, include: taskInclude }));
}

async function audit(deps: BuiltinDeps, access: Access, action: AuditAction, task: TaskWith, after?: unknown) {
  await writeAudit(deps.db, access, { action, objectType: 'OpeningTask', objectId: task.id, unitId: task.unitId, before: toTaskRow(task), after });
}

export async function openTasks(deps: BuiltinDeps, access: Access, input: ConsoleInput<'openTasks'>): Promise<ConsoleOutput<'openTasks'>> {
  const where: Prisma.OpeningTaskWhereInput = { unitId: input.unitId ?? access.unitIdFilter(), appId: input.appId, state: input.state, transferredTo: input.transferredTo };
  return listPage(input, {
    // The id last: steps of one application may share an order, and a deep page is read backwards.
    orderBy: [{ unitId: 'asc' }, { appId: 'asc' }, { step: { order: 'asc' } }, { id: 'asc' }] as Prisma.OpeningTaskOrderByWithRelationInput[],
    sortBy: { updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.openingTask.count({ where }),
    ids: (page) => deps.db.openingTask.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.openingTask.findMany({ where: { id: { in: ids } }, include: taskInclude }),
    map: toTaskRow,
  });
}

export async function addTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addTask'>): Promise<ConsoleOutput<'addTask'>> {
  const step = await deps.db.applicationStep.findUnique({ where: { id: input.stepId } });
  if (!step || step.appId !== input.appId) throw AppError.validation({ stepId: ['invalid'] });
  if (!(await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId: input.unitId, appId: input.appId } } }))) throw AppError.validation({ appId: ['not_opening'] });
  if (await deps.db.openingTask.findUnique({ where: { unitId_stepId: { unitId: input.unitId, stepId: step.id } } })) throw new AppError(ErrorCode.CONFLICT);
  let task: TaskWith;
  try {
    task = await deps.db.openingTask.create({ data: { unitId: input.unitId, appId: input.appId, stepId: step.id, executor: step.executor, createdBy: access.principal.user.code }, include: taskInclude });
  } catch (e) {
    // Two operators adding the same step at once both pass the check above; the unique key
    // (unit, step) refuses the later one, which is the same conflict, not an internal error.
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT);
    throw e;
  }
  await logTask(deps, task.id, { action: 'OPEN', toState: 'NOT_STARTED', actor: access.principal.user.code });
  await writeAudit(deps.db, access, { action: 'CREATE', objectType: 'OpeningTask', objectId: task.id, unitId: task.unitId, after: toTaskRow(task) });
  return toTaskRow(task);
}

/**
 * An operator's correction of a task's state (e.g. marking a stuck step unknown), logged. Completing
 * this way clears the last error, as /open/task/complete and a successful automatic run do: a
 * complete task does not show a stale failure.
 */
export async function updateTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateTask'>): Promise<ConsoleOutput<'updateTask'>> {
  const task = await taskOf(deps, input.id);
  const actor = access.principal.user.code;
  await deps.db.openingTask.update({ where: { id: task.id }, data: { state: input.state, completedAt: input.state === 'COMPLETE' ? deps.now() : null, lastError: input.state === 'UNKNOWN' ? (input.message ?? task.lastError) : input.state === 'COMPLETE' ? null : task.lastError } });
  await logTask(deps, task.id, { action: input.state === 'COMPLETE' ? 'COMPLETE' : 'UPDATE', fromState: task.state, toState: input.state, actor, message: input.message ?? undefined });
  await audit(deps, access, 'UPDATE', task, { state: input.state });
  if (input.state === 'COMPLETE') await advance(deps, task.unitId, task.appId, actor);
  return reload(deps, task.id);
}

export async function completeTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'completeTask'>): Promise<ConsoleOutput<'completeTask'>> {
  const task = await taskOf(deps, input.id);
  if (task.state === 'COMPLETE' || task.halted) throw new AppError(ErrorCode.TASK_STATE);
  const actor = access.principal.user.code;
  // Only one of two operators completing at once gets through.
  const done = await deps.db.openingTask.updateMany({ where: { id: task.id, state: task.state }, data: { state: 'COMPLETE', completedAt: deps.now(), lastError: null } });
  if (done.count === 0) throw new AppError(ErrorCode.TASK_STATE);
  await logTask(deps, task.id, { action: 'COMPLETE', fromState: task.state, toState: 'COMPLETE', actor, message: input.message ?? undefined });
  await audit(deps, access, 'COMPLETE', task, { state: 'COMPLETE' });
  await advance(deps, task.unitId, task.appId, actor);
  return reload(deps, task.id);
}

export async function retryTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'retryTask'>): Promise<ConsoleOutput<'retryTask'>> {
  const task = await taskOf(deps, input.id);
  if (task.state === 'COMPLETE' || task.halted) throw new AppError(ErrorCode.TASK_STATE);
  const actor = access.principal.user.code;
  const reset = await deps.db.openingTask.updateMany({ where: { id: task.id, state: task.state, attempts: task.attempts }, data: { state: 'NOT_STARTED' } });
  if (reset.count === 0) throw new AppError(ErrorCode.TASK_STATE);
  await logTask(deps, task.id, { action: 'RETRY', fromState: task.state, toState: 'NOT_STARTED', actor });
  await audit(deps, access, 'RETRY', task);
  await advance(deps, task.unitId, task.appId, actor);
  return reload(deps, task.id);
}

export async function haltTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'haltTask'>): Promise<ConsoleOutput<'haltTask'>> {
  const task = await taskOf(deps, input.id);
  if (task.state === 'COMPLETE') throw new AppError(ErrorCode.TASK_STATE);
  const actor = access.principal.user.code;
  await deps.db.openingTask.update({ where: { id: task.id }, data: { halted: input.halted } });
  await logTask(deps, task.id, { action: input.halted ? 'HALT' : 'RESUME', fromState: task.state, toState: task.state, actor });
  await audit(deps, access, 'HALT', task, { halted: input.halted });
  if (!input.halted) await advance(deps, task.unitId, task.appId, actor);
  return reload(deps, task.id);
}

export async function transferTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'transferTask'>): Promise<ConsoleOutput<'transferTask'>> {
  const task = await taskOf(deps, input.id);
  if (task.state === 'COMPLETE') throw new AppError(ErrorCode.TASK_STATE);
  const to = await namedUser(deps, input.userId);
  await deps.db.openingTask.update({ where: { id: task.id }, data: { transferredTo: to.code } });
  await logTask(deps, task.id, { action: 'TRANSFER', fromState: task.state, toState: task.state, actor: access.principal.user.code, message: `${task.transferredTo ?? ''} -> ${to.code}` });
  await audit(deps, access, 'TRANSFER', task, { transferredTo: to.code });
  return reload(deps, task.id);
}

export async function deleteTask(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteTask'>): Promise<ConsoleOutput<'deleteTask'>> {
  const task = await taskOf(deps, input.id);
  await deps.db.openingTask.delete({ where: { id: task.id } });
  await audit(deps, access, 'DELETE', task);
  // The remaining tasks may now all be complete.
  await advance(deps, task.unitId, task.appId, access.principal.user.code);
  return null;
}

export async function batchTasks(deps: BuiltinDeps, access: Access, input: ConsoleInput<'batchTasks'>): Promise<ConsoleOutput<'batchTasks'>> {
  if (input.action === 'RETRY') access.require('uc:open:retry');
  let done = 0;
  let refused = 0;
  for (const id of new Set(input.ids)) {
    try {
      if (input.action === 'COMPLETE') await completeTask(deps, access, { id, message: null });
      else if (input.action === 'RETRY') await retryTask(deps, access, { id });
      else await haltTask(deps, access, { id, halted: input.action === 'HALT' });
      done++;
    } catch (e) {
      // A task of another unit is refused like any other call; the batch never crosses a boundary.
      if (!isAppError(e) || e.code === ErrorCode.FORBIDDEN) throw e;
      refused++;
    }
  }
  return { done, refused };
}

export async function taskLogs(deps: BuiltinDeps, access: Access, input: ConsoleInput<'taskLogs'>): Promise<ConsoleOutput<'taskLogs'>> {
  await taskOf(deps, input.taskId);
  const logs = await deps.db.openingTaskLog.findMany({ where: { taskId: input.taskId }, orderBy: [{ at: 'asc' }, { id: 'asc' }] });
  const t = await getTranslator(access.ctx.locale, 'console.opening.stepMessages');
  return logs.map((l) => ({ id: l.id, at: formatDateTime(l.at), action: l.action, fromState: l.fromState ?? '', toState: l.toState ?? '', actorCode: l.actorCode ?? '', message: inWords(l.message ?? '', t) }));
}

/** A built-in step's `§key {values}` in the reader's language; anything else as written. */
function inWords(message: string, t: Translate): string {
  if (!message.startsWith(STEP_MESSAGE_MARK)) return message;
  const space = message.indexOf(' ');
  const key = message.slice(STEP_MESSAGE_MARK.length, space < 0 ? undefined : space);
  let values: Record<string, string | number> = {};
  try {
    values = space < 0 ? {} : (JSON.parse(message.slice(space + 1)) as Record<string, string | number>);
  } catch {
    return message;
  }
  const words = t(key, values);
  return words === key || words.endsWith(`stepMessages.${key}`) ? message : words;
}
