/**
 * Users chosen for SMS validation at sign-in although their unit's SMS switch is off (/safety/sms,
 * docs/decisions/060). The sign-in reads these rows at every attempt (auth/security-setting.ts).
 * A choice is keyed by unit and user alone; a user without a mobile cannot be chosen.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime, maskMobile } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { addChosen, type ChosenTable, deleteChosen, listChosen, withUser } from './chosen-users';

/** An SMS choice has no key besides unit and user. */
type NoKey = Record<never, never>;

const table: ChosenTable<NoKey> = {
  objectType: 'LoginSmsUser',
  count: (db, where) => db.loginSmsUser.count({ where }),
  ids: (db, where, page) => db.loginSmsUser.findMany({ where, select: { id: true }, ...page }),
  rows: (db, ids) => db.loginSmsUser.findMany({ where: { id: { in: ids } }, include: withUser }),
  userIds: (db, where) => db.loginSmsUser.findMany({ where, select: { userId: true } }),
  find: (db, id) => db.loginSmsUser.findUnique({ where: { id }, include: withUser }),
  create: (db, data) => db.loginSmsUser.create({ data }),
  remove: (db, id) => db.loginSmsUser.deleteMany({ where: { id } }),
};

export async function listSmsUsers(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'listSmsUsers'>): Promise<ConsoleOutput<'listSmsUsers'>> {
  return listChosen(deps, table, input, {}, (r) => ({
    id: r.id,
    unitId: r.unitId,
    userId: r.userId,
    userCode: r.user.code,
    userName: r.user.name,
    mobile: r.user.mobile ? maskMobile(r.user.mobile) : '',
    remark: r.remark ?? '',
    createdAt: formatDateTime(r.createdAt),
    createdBy: r.createdBy ?? '',
  }));
}

export async function addSmsUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addSmsUsers'>): Promise<ConsoleOutput<'addSmsUsers'>> {
  return addChosen(deps, access, table, input, {}, (users) => {
    // The code goes to the mobile: choosing someone who has none would ask nothing at the sign-in.
    if (users.some((u) => !u.mobile)) throw AppError.validation({ userIds: ['mobile'] });
  });
}

export async function deleteSmsUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteSmsUser'>): Promise<ConsoleOutput<'deleteSmsUser'>> {
  return deleteChosen(deps, access, table, input.id);
}
