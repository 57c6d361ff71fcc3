/** Applications with every field (/app/apps, /app/save), their opening steps and macro configuration. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { changedFields, writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { AppRow } from '@/lib/contracts/apps';
import { insensitiveContains } from '@/lib/db/client';
import type { Application, ApplicationStep, MacroConfig, Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { inUse } from '@/lib/errors/in-use';
import { listPage } from '@/lib/backend/builtin/services/paging';

const counted = { _count: { select: { steps: true, unitApplications: true } } } as const;

export function toAppRow(a: Application & { _count: { steps: number; unitApplications: number } }): AppRow {
  return {
    id: a.id,
    code: a.code,
    name: a.name ?? '',
    descript: a.descript,
    remark: a.remark ?? '',
    thirdParty: a.thirdParty,
    type: a.type ?? '',
    href: a.href ?? '',
    navMode: a.navMode,
    authEnabled: a.authEnabled,
    authCode: a.authCode ?? '',
    mobile: a.mobile,
    exitApi: a.exitApi ?? '',
    sso: a.sso,
    icon: a.icon ?? '',
    iconColor: a.iconColor ?? '',
    logo: a.logo ?? '',
    sLogo: a.sLogo ?? '',
    img: a.img ?? '',
    sort: a.sort,
    status: a.status,
    steps: a._count.steps,
    units: a._count.unitApplications,
    createdAt: formatDateTime(a.createdAt),
  };
}

export const toStep = (s: ApplicationStep) => ({ id: s.id, appId: s.appId, order: s.order, name: s.name, executor: s.executor, url: s.url ?? '', remark: s.remark ?? '', status: s.status });
const toMacro = (m: MacroConfig & { app: { code: string } }) => ({ id: m.id, appId: m.appId, appCode: m.app.code, macroCode: m.macroCode, config: m.config, type: m.type ?? '', sort: m.sort, state: m.state, updatedAt: formatDateTime(m.updatedAt) });

export async function listApps(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'listApps'>): Promise<ConsoleOutput<'listApps'>> {
  const where: Prisma.ApplicationWhereInput = {
    code: input.code ? insensitiveContains(input.code) : undefined,
    descript: input.descript ? insensitiveContains(input.descript) : undefined,
    type: input.type,
    status: input.status,
  };
  return listPage(input, {
    orderBy: [{ sort: 'asc' }, { id: 'asc' }] as Prisma.ApplicationOrderByWithRelationInput[],
    sortBy: { code: (d) => ({ code: d }), descript: (d) => ({ descript: d }) },
    count: () => deps.db.application.count({ where }),
    ids: (page) => deps.db.application.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.application.findMany({ where: { id: { in: ids } }, include: counted }),
    map: toAppRow,
  });
}

export async function saveApp(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveApp'>): Promise<ConsoleOutput<'saveApp'>> {
  const { id, ...fields } = input;
  const by = access.principal.user.code;
  try {
    if (id === undefined) {
      const app = await deps.db.$transaction(async (tx) => {
        const a = await tx.application.create({ data: { ...fields, createdBy: by, updatedBy: by }, include: counted });
        await writeAudit(tx, access, { action: 'CREATE', objectType: 'Application', objectId: a.id, after: a });
        return a;
      });
      return toAppRow(app);
    }
    const before = await deps.db.application.findUnique({ where: { id } });
    if (!before) throw new AppError(ErrorCode.NOT_FOUND);
    const app = await deps.db.$transaction(async (tx) => {
      const a = await tx.application.update({ where: { id }, data: { ...fields, updatedBy: by }, include: counted });
      const { _count: _c, ...plain } = a;
      await writeAudit(tx, access, { action: 'UPDATE', objectType: 'Application', objectId: id, before, after: plain, detail: { fields: changedFields(before, plain) } });
      return a;
    });
    return toAppRow(app);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

export async function deleteApp(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteApp'>): Promise<ConsoleOutput<'deleteApp'>> {
  const app = await deps.db.application.findUnique({ where: { id: input.id }, include: { _count: { select: { unitApplications: true, resources: true, roles: true, operationObjects: true, reportCategories: true } } } });
  if (!app) throw new AppError(ErrorCode.NOT_FOUND);
  if (Object.values(app._count).some((n) => n > 0)) throw inUse(app._count);
  const { _count: _c, ...plain } = app;
  await deps.db.$transaction(async (tx) => {
    await tx.application.delete({ where: { id: app.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'Application', objectId: app.id, before: plain });
  });
  return null;
}

export async function appSteps(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'appSteps'>): Promise<ConsoleOutput<'appSteps'>> {
  return (await deps.db.applicationStep.findMany({ where: { appId: input.appId }, orderBy: [{ order: 'asc' }, { id: 'asc' }] })).map(toStep);
}

export async function saveStep(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveStep'>): Promise<ConsoleOutput<'saveStep'>> {
  if (!(await deps.db.application.findUnique({ where: { id: input.appId }, select: { id: true } }))) throw AppError.validation({ appId: ['invalid'] });
  if (input.executor === 'AUTO' && !input.url) throw AppError.validation({ url: ['required'] });
  const clash = await deps.db.applicationStep.findFirst({ where: { appId: input.appId, order: input.order, id: input.id === undefined ? undefined : { not: input.id } } });
  if (clash) throw AppError.validation({ order: ['taken'] });
  const { id, ...data } = input;
  if (id === undefined) {
    const s = await deps.db.applicationStep.create({ data: { ...data, createdBy: access.principal.user.code } });
    await writeAudit(deps.db, access, { action: 'CREATE', objectType: 'ApplicationStep', objectId: s.id, after: s });
    return toStep(s);
  }
  const before = await deps.db.applicationStep.findUnique({ where: { id } });
  if (!before || before.appId !== input.appId) throw new AppError(ErrorCode.NOT_FOUND);
  const s = await deps.db.applicationStep.update({ where: { id }, data });
  await writeAudit(deps.db, access, { action: 'UPDATE', objectType: 'ApplicationStep', objectId: s.id, before, after: s });
  return toStep(s);
}

export async function deleteStep(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteStep'>): Promise<ConsoleOutput<'deleteStep'>> {
  const step = await deps.db.applicationStep.findUnique({ where: { id: input.id } });
  if (!step) throw new AppError(ErrorCode.NOT_FOUND);
  const open = await deps.db.openingTask.count({ where: { stepId: step.id, state: { not: 'COMPLETE' } } });
  if (open) throw inUse({ tasks: open });
  await deps.db.applicationStep.delete({ where: { id: step.id } });
  await writeAudit(deps.db, access, { action: 'DELETE', objectType: 'ApplicationStep', objectId: step.id, before: step });
  return null;
}

export async function macroConfigs(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'macroConfigs'>): Promise<ConsoleOutput<'macroConfigs'>> {
  const where: Prisma.MacroConfigWhereInput = { appId: input.appId, macroCode: input.macroCode ? insensitiveContains(input.macroCode) : undefined, state: input.state, type: input.type };
  return listPage(input, {
    orderBy: [{ appId: 'asc' }, { sort: 'asc' }, { id: 'asc' }] as Prisma.MacroConfigOrderByWithRelationInput[],
    sortBy: { macroCode: (d) => ({ macroCode: d }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.macroConfig.count({ where }),
    ids: (page) => deps.db.macroConfig.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.macroConfig.findMany({ where: { id: { in: ids } }, include: { app: { select: { code: true } } } }),
    map: toMacro,
  });
}

export async function saveMacro(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveMacro'>): Promise<ConsoleOutput<'saveMacro'>> {
  if (!(await deps.db.application.findUnique({ where: { id: input.appId }, select: { id: true } }))) throw AppError.validation({ appId: ['invalid'] });
  const { id, ...data } = input;
  const by = access.principal.user.code;
  try {
    if (id === undefined) {
      const m = await deps.db.macroConfig.create({ data: { ...data, createdBy: by, updatedBy: by }, include: { app: { select: { code: true } } } });
      await writeAudit(deps.db, access, { action: 'CREATE', objectType: 'MacroConfig', objectId: m.id, after: m });
      return toMacro(m);
    }
    const before = await deps.db.macroConfig.findUnique({ where: { id } });
    if (!before) throw new AppError(ErrorCode.NOT_FOUND);
    const m = await deps.db.macroConfig.update({ where: { id }, data: { ...data, updatedBy: by }, include: { app: { select: { code: true } } } });
    await writeAudit(deps.db, access, { action: 'UPDATE', objectType: 'MacroConfig', objectId: m.id, before, after: m });
    return toMacro(m);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.macroCode } });
    throw e;
  }
}

export async function deleteMacro(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteMacro'>): Promise<ConsoleOutput<'deleteMacro'>> {
  const m = await deps.db.macroConfig.findUnique({ where: { id: input.id } });
  if (!m) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.macroConfig.delete({ where: { id: m.id } });
  await writeAudit(deps.db, access, { action: 'DELETE', objectType: 'MacroConfig', objectId: m.id, before: m });
  return null;
}
