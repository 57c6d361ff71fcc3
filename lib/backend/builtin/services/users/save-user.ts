/**
 * Adding and editing users with every field of console.md section 3 and its rules: unit required
 * ('unit cannot be empty'), code unique in the unit ('User cose already exists'), passwords equal
 * ('The passwords entered are inconsistent') and within the unit's rule, department and supplier
 * of the user's own unit, type never above the caller's own.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { assertCanSetUserType } from '@/lib/backend/builtin/services/access/grant-limits';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { changedFields, writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { assertPasswordAllowed, passwordRuleForUnit } from '@/lib/backend/builtin/services/password/password-rule-for-unit';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import { updateUser as writeUser } from '@/lib/backend/builtin/services/users/update-user';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Db } from '@/lib/db/client';
import { hashPassword } from '@/lib/security/password-hash';
import type { PasswordRule } from '@/lib/security/password-policy';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { endOfDay, namedUser, startOfDay, toUserRow, userInclude, userSnapshot } from './user-row';

type Fields = Omit<ConsoleInput<'updateUser'>, 'id' | 'code'>;

/** The rules a password the console sets must satisfy: the user center's and the unit's other applications'. */
export async function adminPasswordRules(deps: BuiltinDeps, unitId: number): Promise<PasswordRule[]> {
  const ls = deps.config.loginSystem;
  return [await passwordRuleForUnit(deps, unitId, ls.defaultAppCode), await passwordRuleForUnit(deps, unitId, ls.ssoAppCode)];
}

/** Every password the console sets must work in the user center and in the unit's other applications (`rules` read once for many passwords). */
export async function assertAdminPassword(deps: BuiltinDeps, access: Access, unitId: number, password: string, rules?: PasswordRule[]): Promise<void> {
  for (const rule of rules ?? (await adminPasswordRules(deps, unitId))) await assertPasswordAllowed(deps, password, rule, access.ctx.locale);
}

/** Department, supplier and agreement unit must fit the user's unit. */
async function checkRelations(deps: BuiltinDeps, unitId: number, f: Fields): Promise<void> {
  if (f.deptId !== null) {
    const dept = await deps.db.department.findUnique({ where: { id: f.deptId }, select: { unitId: true } });
    if (!dept || dept.unitId !== unitId) throw AppError.validation({ deptId: ['other_unit'] });
  }
  if (f.supplierId !== null) {
    const supplier = await deps.db.supplier.findUnique({ where: { id: f.supplierId }, select: { unitId: true, supplierUnitId: true } });
    const ancestors = await unitAncestorIds(deps, unitId);
    if (!supplier || !(ancestors.includes(supplier.unitId) || supplier.supplierUnitId === unitId)) throw AppError.validation({ supplierId: ['invalid'] });
  }
  if (f.agreementUnitId !== null && !(await deps.db.unit.findUnique({ where: { id: f.agreementUnitId }, select: { id: true } }))) {
    throw AppError.validation({ agreementUnitId: ['invalid'] });
  }
}

function fieldData(f: Fields) {
  return {
    name: f.name,
    sex: f.sex,
    birthday: startOfDay(f.birthday),
    mobile: f.mobile,
    email: f.email,
    idCard: f.idCard,
    address: f.address,
    type: f.type,
    deptId: f.deptId,
    useDeptRole: f.useDeptRole,
    status: f.status,
    supplierId: f.supplierId,
    agreementUnitId: f.agreementUnitId,
    expiresAt: endOfDay(f.expiresAt),
    pmsAccount: f.pmsAccount,
    receiveMessage: f.receiveMessage,
    isBackdoor: f.isBackdoor,
    canUseBackdoor: f.canUseBackdoor,
    remark: f.remark,
  };
}

async function codeTaken(deps: BuiltinDeps, unitId: number, code: string, exceptId?: number): Promise<boolean> {
  const found = await deps.db.user.findUnique({ where: { unitId_code: { unitId, code } }, select: { id: true } });
  return Boolean(found && found.id !== exceptId);
}

export async function checkUserCode(deps: BuiltinDeps, access: Access, input: ConsoleInput<'checkUserCode'>): Promise<ConsoleOutput<'checkUserCode'>> {
  return { exists: await codeTaken(deps, input.unitId, input.code, input.id) };
}

export async function getUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'getUser'>): Promise<ConsoleOutput<'getUser'>> {
  const user = await deps.db.user.findUnique({ where: { id: input.id }, include: userInclude });
  if (!user) throw new AppError(ErrorCode.NOT_FOUND);
  return toUserRow(user);
}

export async function addUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addUser'>): Promise<ConsoleOutput<'addUser'>> {
  if (input.unitId === undefined) throw new AppError(ErrorCode.UNIT_REQUIRED);
  const unitId = input.unitId;
  assertCanSetUserType(access, input.type);
  if (input.password !== input.passwordCheck) throw new AppError(ErrorCode.PASSWORD_MISMATCH);
  if (await codeTaken(deps, unitId, input.code)) throw new AppError(ErrorCode.USER_CODE_EXISTS);
  await checkRelations(deps, unitId, input);
  await assertAdminPassword(deps, access, unitId, input.password);
  const passwordHash = await hashPassword(input.password);
  const actor = access.principal.user.code;
  try {
    const user = await deps.db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { unitId, code: input.code, ...fieldData(input), passwordHash, firstLogin: true, wechatBound: false, createdBy: actor, updatedBy: actor },
        include: userInclude,
      });
      await writeAudit(tx, access, { action: 'CREATE', objectType: 'User', objectId: created.id, unitId, after: userSnapshot(created) });
      return created;
    });
    return toUserRow(user);
  } catch (e) {
    // Two administrators adding the same code at once: the unique index decides.
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.USER_CODE_EXISTS);
    throw e;
  }
}

export async function updateUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateUser'>): Promise<ConsoleOutput<'updateUser'>> {
  const before = await namedUser(deps, input.id);
  if (input.type !== before.type) {
    assertCanSetUserType(access, input.type);
    // Nobody changes their own type.
    if (before.id === access.principal.user.id) throw new AppError(ErrorCode.FORBIDDEN);
  }
  if (input.code !== before.code && (await codeTaken(deps, before.unitId, input.code, before.id))) throw new AppError(ErrorCode.USER_CODE_EXISTS);
  await checkRelations(deps, before.unitId, input);
  try {
    const after = await deps.db.$transaction(async (tx) => {
      // Through the one user-write path (it drops the cached principal), inside this transaction.
      const saved = await writeUser({ ...deps, db: tx as unknown as Db }, before.id, { code: input.code, ...fieldData(input), updatedBy: access.principal.user.code });
      await writeAudit(tx, access, {
        action: 'UPDATE',
        objectType: 'User',
        objectId: before.id,
        unitId: before.unitId,
        before: userSnapshot(before),
        after: userSnapshot(saved),
        detail: { fields: changedFields(userSnapshot(before), userSnapshot(saved)) },
      });
      return tx.user.findUniqueOrThrow({ where: { id: before.id }, include: userInclude });
    });
    usersChanged([before.id]);
    return toUserRow(after);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.USER_CODE_EXISTS);
    throw e;
  }
}
