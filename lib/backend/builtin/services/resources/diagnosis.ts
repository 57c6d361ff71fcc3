/**
 * User resource diagnosis (/resource/diagnosis, /apply/verification): why a user does or does not
 * see a menu. Every condition of the sign-in and menu path is checked in order and reported, with
 * each way the user holds the resource (super administrator, role, role group, department role,
 * direct grant, cascade).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Diagnosis } from '@/lib/contracts/resources';
import { nameCodeFormatter } from '@/lib/i18n/pairs';

export async function diagnosis(deps: BuiltinDeps, access: Access, input: ConsoleInput<'diagnosis'>): Promise<ConsoleOutput<'diagnosis'>> {
  const checks: Diagnosis['checks'] = [];
  const grants: Diagnosis['grants'] = [];
  const done = () => ({ visible: checks.every((c) => c.ok) && grants.length > 0, checks, grants });
  const now = deps.now();
  const nc = nameCodeFormatter(access.ctx.locale);

  const unit = await findUnitByCode(deps, input.unitCode);
  // A unit outside the caller's scope is answered as if it did not exist.
  if (!unit || !access.inScope(unit.id)) {
    checks.push({ key: 'unitExists', ok: false, detail: input.unitCode });
    return done();
  }
  checks.push({ key: 'unitExists', ok: true, detail: nc(unit.name, unit.code) });
  checks.push({ key: 'unitEnabled', ok: unit.status === 'ENABLED', detail: unit.status });

  const user = await deps.db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: input.userCode } }, include: { dept: true } });
  if (!user) {
    checks.push({ key: 'userExists', ok: false, detail: input.userCode });
    return done();
  }
  checks.push({ key: 'userExists', ok: true, detail: nc(user.name, user.code) });
  checks.push({ key: 'userEnabled', ok: user.status === 'ENABLED', detail: user.status });
  checks.push({ key: 'userUnlocked', ok: !user.locked, detail: user.locked ? (user.lockedReason ?? '') : '' });
  checks.push({ key: 'userNotExpired', ok: !user.expiresAt || user.expiresAt > now, detail: user.expiresAt?.toISOString().slice(0, 10) ?? '' });

  const app = await deps.db.application.findUnique({ where: { code: input.appCode } });
  if (!app) {
    checks.push({ key: 'appExists', ok: false, detail: input.appCode });
    return done();
  }
  checks.push({ key: 'appEnabled', ok: app.status === 'ENABLED', detail: app.status });
  const entry = await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId: unit.id, appId: app.id } } });
  checks.push({ key: 'appOpened', ok: Boolean(entry && entry.status === 'ENABLED' && (!entry.expiresAt || entry.expiresAt > now)), detail: entry ? entry.status : '' });

  const resource = await deps.db.resource.findFirst({ where: { appId: app.id, OR: [{ name: input.resource }, { code: input.resource }] } });
  if (!resource) {
    checks.push({ key: 'resourceExists', ok: false, detail: input.resource });
    return done();
  }
  checks.push({ key: 'resourceExists', ok: true, detail: nc(resource.title ?? resource.name, resource.code) });
  checks.push({ key: 'resourceEnabled', ok: resource.status === 'ENABLED', detail: resource.status });
  // A menu is reached through its parents: a disabled ancestor hides it.
  const disabledAbove: string[] = [];
  for (let parentId = resource.parentId, i = 0; parentId !== null && i < 8; i++) {
    const parent = await deps.db.resource.findUnique({ where: { id: parentId } });
    if (!parent) break;
    if (parent.status !== 'ENABLED') disabledAbove.push(parent.code);
    parentId = parent.parentId;
  }
  checks.push({ key: 'parentsEnabled', ok: disabledAbove.length === 0, detail: disabledAbove.join(', ') });

  if (user.type === 'SUPER_ADMIN') grants.push({ via: 'SUPER_ADMIN', detail: user.code });
  const [direct, userRoles, groups, deptRoles] = await Promise.all([
    deps.db.userResource.findUnique({ where: { userId_resourceId: { userId: user.id, resourceId: resource.id } } }),
    deps.db.userRole.findMany({ where: { userId: user.id, role: { status: 'ENABLED', resources: { some: { resourceId: resource.id } } } }, select: { role: { select: { code: true, descript: true } } } }),
    deps.db.userRoleGroup.findMany({ where: { userId: user.id }, select: { group: { select: { descript: true, roles: { where: { status: 'ENABLED', resources: { some: { resourceId: resource.id } } }, select: { code: true } } } } } }),
    user.useDeptRole && user.deptId
      ? deps.db.departmentRole.findMany({ where: { deptId: user.deptId, role: { status: 'ENABLED', resources: { some: { resourceId: resource.id } } } }, select: { role: { select: { code: true, descript: true } } } })
      : Promise.resolve([]),
  ]);
  for (const r of userRoles) grants.push({ via: 'ROLE', detail: nc(r.role.descript, r.role.code) });
  for (const g of groups) for (const r of g.group.roles) grants.push({ via: 'ROLE_GROUP', detail: `${g.group.descript} / ${r.code}` });
  for (const r of deptRoles) grants.push({ via: 'DEPT_ROLE', detail: `${user.dept?.name ?? ''} / ${nc(r.role.descript, r.role.code)}` });
  if (direct) grants.push({ via: 'DIRECT', detail: direct.createdBy ?? '' });
  if (resource.cascade && resource.ownerUnitId !== null && (await unitAncestorIds(deps, unit.id)).includes(resource.ownerUnitId)) {
    const owner = await deps.db.unit.findUnique({ where: { id: resource.ownerUnitId }, select: { code: true } });
    grants.push({ via: 'CASCADE', detail: owner?.code ?? '' });
  }
  checks.push({ key: 'granted', ok: grants.length > 0, detail: String(grants.length) });
  return done();
}
