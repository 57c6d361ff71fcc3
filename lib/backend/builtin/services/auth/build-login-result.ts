/** The spec's login result for a principal: user, unit, the apps they may open and the app's menu tree. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { LoginResult, RepeatLoginInfo, SessionUser } from '@/lib/contracts/auth';
import { userTypeSchema } from '@/lib/contracts/auth';
import { toFlag } from '@/lib/contracts/envelope';
import { buildMenuTree } from '@/lib/backend/builtin/services/menu/build-menu-tree';
import { listUserApps } from '@/lib/backend/builtin/services/menu/list-user-apps';
import { findOption } from '@/lib/backend/builtin/services/options/find-option';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';

/** Days after which a password must be changed (unit or system option); 0 or absent: never. */
export const PASSWORD_MAX_AGE_OPTION = 'PASSWORD_MAX_AGE_DAYS';

export async function passwordChangeDue(deps: BuiltinDeps, p: Principal): Promise<boolean> {
  if (p.user.passwordChangeRequired) return true;
  const option = await findOption(deps, p.user.unitId, PASSWORD_MAX_AGE_OPTION);
  const days = Number(option?.value ?? 0);
  if (!Number.isFinite(days) || days <= 0) return false;
  const since = p.user.passwordChangedAt ?? p.user.createdAt;
  return deps.now().getTime() - since.getTime() > days * 86_400_000;
}

export function toSessionUser(p: Principal, pwdChange: boolean): SessionUser {
  const u = p.user;
  const type = userTypeSchema.safeParse(u.type);
  return {
    id: u.id,
    code: u.code,
    name: u.name,
    type: type.success ? type.data : 'ORDINARY',
    deptName: u.dept?.name ?? '',
    firstLogin: toFlag(u.firstLogin),
    isBackdoor: toFlag(u.isBackdoor),
    canUseBackdoor: toFlag(u.canUseBackdoor),
    receiveMessage: toFlag(u.receiveMessage),
    email: u.email ?? '',
    pwdChange: toFlag(pwdChange),
  };
}

export async function buildLoginResult(
  deps: BuiltinDeps,
  p: Principal,
  args: { token: string; appCode: string; host: string; repeatLogin?: RepeatLoginInfo | null },
): Promise<LoginResult> {
  const [apps, menus, pwdChange] = await Promise.all([
    listUserApps(deps, p, args.host),
    buildMenuTree(deps, p, args.appCode),
    passwordChangeDue(deps, p),
  ]);
  const unit = p.unit;
  return {
    jwtToken: args.token,
    apps,
    menus,
    userCode: p.user.code,
    username: p.user.name,
    unitId: unit.uuid,
    unitCode: unit.code,
    unitName: unit.name,
    unitLogo: unit.logo ?? '',
    deptName: p.user.dept?.name ?? '',
    userPkId: p.user.id,
    unitPkId: unit.id,
    pwdChange: toFlag(pwdChange),
    user: toSessionUser(p, pwdChange),
    unit: { id: unit.id, uuid: unit.uuid, code: unit.code, name: unit.name, logo: unit.logo ?? '', type: unit.type, theme: unit.theme ?? '' },
    repeatLogin: args.repeatLogin ?? null,
  };
}
