/**
 * One resolver per record kind: which unit owns each record a call's input names
 * (lib/contracts/scope.ts). The authorisation step (authorize.ts) reads owners from here and nothing
 * else decides whose a record is.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { RecordKind } from '@/lib/contracts/scope';
import { USER_TYPE_RANK, type UserType } from '@/lib/contracts/permissions';

/**
 * Units: any one of them in scope lets the call act on the record. PLATFORM: owned by no unit, the
 * permission decides. TOP: system-wide, for callers who administer every unit.
 * `rank`: a user's type rank (nobody acts on a user of a type above their own).
 * `orAboveCaller`: a unit above the caller's own also qualifies (a hotel reads its group's pickers).
 */
export type Owner = { units: readonly number[]; rank?: number; orAboveCaller?: boolean } | 'PLATFORM' | 'TOP';
export type Key = number | string;

type Resolver = (deps: BuiltinDeps, keys: Key[]) => Promise<Map<Key, Owner>>;

const nums = (keys: Key[]) => keys.filter((k): k is number => typeof k === 'number');
const strs = (keys: Key[]) => keys.filter((k): k is string => typeof k === 'string');
const unitOwner = (unitId: number | null, nullMeans: 'PLATFORM' | 'TOP'): Owner => (unitId === null ? nullMeans : { units: [unitId] });

/** A resolver for a table with an `id` and a `unitId` column. */
function byUnitColumn(read: (deps: BuiltinDeps, ids: number[]) => Promise<{ id: number; unitId: number | null }[]>, nullMeans: 'PLATFORM' | 'TOP' = 'TOP'): Resolver {
  return async (deps, keys) => new Map((await read(deps, nums(keys))).map((r) => [r.id, unitOwner(r.unitId, nullMeans)]));
}

/** Records owned by no unit: only their existence is checked. */
function platform(read: (deps: BuiltinDeps, ids: number[]) => Promise<{ id: number }[]>): Resolver {
  return async (deps, keys) => new Map((await read(deps, nums(keys))).map((r) => [r.id, 'PLATFORM' as const]));
}

const rankOf = (type: string) => USER_TYPE_RANK[type as UserType] ?? 0;
const idUnit = { id: true, unitId: true } as const;

const RESOLVERS: Record<RecordKind, Resolver> = {
  unit: async (deps, keys) => new Map((await deps.db.unit.findMany({ where: { id: { in: nums(keys) } }, select: { id: true } })).map((u) => [u.id, { units: [u.id] }])),
  unitUuid: async (deps, keys) => new Map((await deps.db.unit.findMany({ where: { uuid: { in: strs(keys) } }, select: { id: true, uuid: true } })).map((u) => [u.uuid, { units: [u.id] }])),
  // Unit codes are kept upper-case and typed in any case.
  unitCode: async (deps, keys) => {
    const found = new Map((await deps.db.unit.findMany({ where: { code: { in: strs(keys).map((k) => k.toUpperCase()) } }, select: { id: true, code: true } })).map((u) => [u.code, u.id]));
    return new Map(strs(keys).flatMap((k) => (found.has(k.toUpperCase()) ? [[k, { units: [found.get(k.toUpperCase())!] }] as const] : [])));
  },
  unitParent: async (deps, keys) =>
    new Map((await deps.db.unit.findMany({ where: { id: { in: nums(keys) } }, select: { id: true, parentId: true } })).map((u) => [u.id, unitOwner(u.parentId, 'TOP')])),
  pickerUnit: async (deps, keys) => new Map((await deps.db.unit.findMany({ where: { id: { in: nums(keys) } }, select: { id: true } })).map((u) => [u.id, { units: [u.id], orAboveCaller: true }])),
  user: async (deps, keys) =>
    new Map((await deps.db.user.findMany({ where: { id: { in: nums(keys) } }, select: { id: true, unitId: true, type: true } })).map((u) => [u.id, { units: [u.unitId], rank: rankOf(u.type) }])),
  wechatBinding: async (deps, keys) =>
    new Map(
      (await deps.db.thirdPartyBinding.findMany({ where: { id: { in: nums(keys) } }, select: { id: true, user: { select: { unitId: true, type: true } } } })).map((b) => [
        b.id,
        { units: [b.user.unitId], rank: rankOf(b.user.type) },
      ]),
    ),
  dept: byUnitColumn((deps, ids) => deps.db.department.findMany({ where: { id: { in: ids } }, select: idUnit })),
  role: byUnitColumn((deps, ids) => deps.db.role.findMany({ where: { id: { in: ids } }, select: idUnit })),
  grantableRole: async (deps, keys) =>
    new Map(
      (await deps.db.role.findMany({ where: { id: { in: nums(keys) } }, select: { id: true, unitId: true, dispatches: { select: { unitId: true } } } })).map((r) => [
        r.id,
        { units: [r.unitId, ...r.dispatches.map((d) => d.unitId)] },
      ]),
    ),
  roleUuid: async (deps, keys) => new Map((await deps.db.role.findMany({ where: { uuid: { in: strs(keys) } }, select: { uuid: true, unitId: true } })).map((r) => [r.uuid, { units: [r.unitId] }])),
  roleGroup: byUnitColumn((deps, ids) => deps.db.roleGroup.findMany({ where: { id: { in: ids } }, select: idUnit })),
  tag: byUnitColumn((deps, ids) => deps.db.managedTag.findMany({ where: { id: { in: ids } }, select: idUnit })),
  dataAuthGroup: byUnitColumn((deps, ids) => deps.db.dataAuthGroup.findMany({ where: { id: { in: ids } }, select: idUnit })),
  // A platform menu (no owner) is the application administrators' catalogue; a unit's own menu is that unit's.
  resource: async (deps, keys) =>
    new Map((await deps.db.resource.findMany({ where: { id: { in: nums(keys) } }, select: { id: true, ownerUnitId: true } })).map((r) => [r.id, unitOwner(r.ownerUnitId, 'PLATFORM')])),
  canary: byUnitColumn((deps, ids) => deps.db.canaryMenuConfig.findMany({ where: { id: { in: ids } }, select: idUnit })),
  app: platform((deps, ids) => deps.db.application.findMany({ where: { id: { in: ids } }, select: { id: true } })),
  appCode: async (deps, keys) => new Map((await deps.db.application.findMany({ where: { code: { in: strs(keys) } }, select: { code: true } })).map((a) => [a.code, 'PLATFORM' as const])),
  appStep: platform((deps, ids) => deps.db.applicationStep.findMany({ where: { id: { in: ids } }, select: { id: true } })),
  macro: platform((deps, ids) => deps.db.macroConfig.findMany({ where: { id: { in: ids } }, select: { id: true } })),
  codeBox: platform((deps, ids) => deps.db.dictionaryEntry.findMany({ where: { id: { in: ids } }, select: { id: true } })),
  domain: platform((deps, ids) => deps.db.domainSetting.findMany({ where: { id: { in: ids } }, select: { id: true } })),
  task: byUnitColumn((deps, ids) => deps.db.openingTask.findMany({ where: { id: { in: ids } }, select: idUnit })),
  pmsMapping: byUnitColumn((deps, ids) => deps.db.pmsUserMapping.findMany({ where: { id: { in: ids } }, select: idUnit })),
  ipWhiteGroup: byUnitColumn((deps, ids) => deps.db.ipWhiteGroup.findMany({ where: { id: { in: ids } }, select: idUnit })),
  exemptUser: byUnitColumn((deps, ids) => deps.db.loginExemptUser.findMany({ where: { id: { in: ids } }, select: idUnit })),
  smsUser: byUnitColumn((deps, ids) => deps.db.loginSmsUser.findMany({ where: { id: { in: ids } }, select: idUnit })),
  loginLimit: byUnitColumn((deps, ids) => deps.db.loginLimit.findMany({ where: { id: { in: ids } }, select: idUnit })),
  // A system-level parameter (no unit) is the parameter administrators' business (uc:param:*).
  systemOption: byUnitColumn((deps, ids) => deps.db.systemOption.findMany({ where: { id: { in: ids } }, select: idUnit }), 'PLATFORM'),
  // An operation-log row without a unit was written by a platform action: only those who see every unit read it.
  operationLog: byUnitColumn((deps, ids) => deps.db.operationLog.findMany({ where: { id: { in: ids } }, select: idUnit })),
  style: byUnitColumn((deps, ids) => deps.db.styleResource.findMany({ where: { id: { in: ids } }, select: idUnit })),
  // A message is its publisher's unit's; one without a publisher (a system tip, a deleted user's) is system-wide.
  message: async (deps, keys) =>
    new Map(
      (await deps.db.message.findMany({ where: { id: { in: nums(keys) } }, select: { id: true, srcUser: { select: { unitId: true } } } })).map((m) => [
        m.id,
        unitOwner(m.srcUser?.unitId ?? null, 'TOP'),
      ]),
    ),
};

/** The owners of the records `keys` name; a key missing from the answer names no record. */
export function resolveOwners(deps: BuiltinDeps, kind: RecordKind, keys: Key[]): Promise<Map<Key, Owner>> {
  return keys.length === 0 ? Promise.resolve(new Map()) : RESOLVERS[kind](deps, keys);
}
