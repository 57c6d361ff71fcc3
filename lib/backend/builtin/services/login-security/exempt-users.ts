/**
 * Users exempted from one login validation of a unit (or from all of them): a choice is keyed by
 * unit, user and the validation (kind), and each kind is the business of whoever manages it.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Permission } from '@/lib/contracts/permissions';
import { addChosen, type ChosenTable, deleteChosen, listChosen, withUser } from './chosen-users';

/** Exempting someone from a validation is the business of whoever manages that validation. */
const KIND_PERMISSION: Record<string, Permission> = {
  IP_WHITE: 'uc:safety:ip',
  MOBILE_VALIDATION: 'uc:safety:sms',
  OVERWRITE: 'uc:safety:repeat',
  LOGIN_LIMIT: 'uc:limit:edit',
  LOCK: 'uc:limit:edit',
  ALL: 'uc:safety:switch',
};

const table: ChosenTable<{ kind: string }> = {
  objectType: 'LoginExemptUser',
  count: (db, where) => db.loginExemptUser.count({ where }),
  ids: (db, where, page) => db.loginExemptUser.findMany({ where, select: { id: true }, ...page }),
  rows: (db, ids) => db.loginExemptUser.findMany({ where: { id: { in: ids } }, include: withUser }),
  userIds: (db, where) => db.loginExemptUser.findMany({ where, select: { userId: true } }),
  find: (db, id) => db.loginExemptUser.findUnique({ where: { id }, include: withUser }),
  create: (db, data) => db.loginExemptUser.create({ data }),
  remove: (db, id) => db.loginExemptUser.deleteMany({ where: { id } }),
};

export async function listExemptUsers(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'listExemptUsers'>): Promise<ConsoleOutput<'listExemptUsers'>> {
  return listChosen(deps, table, input, { kind: input.kind }, (r) => ({
    id: r.id,
    unitId: r.unitId,
    userId: r.userId,
    userCode: r.user.code,
    userName: r.user.name,
    kind: r.kind,
    remark: r.remark ?? '',
    createdAt: formatDateTime(r.createdAt),
    createdBy: r.createdBy ?? '',
  }));
}

export async function addExemptUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addExemptUsers'>): Promise<ConsoleOutput<'addExemptUsers'>> {
  access.require(KIND_PERMISSION[input.kind]!);
  return addChosen(deps, access, table, input, { kind: input.kind });
}

export async function deleteExemptUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteExemptUser'>): Promise<ConsoleOutput<'deleteExemptUser'>> {
  return deleteChosen(deps, access, table, input.id, (row) => access.require(KIND_PERMISSION[row.kind] ?? 'uc:safety:switch'));
}
