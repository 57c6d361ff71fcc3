/**
 * The provider's accounts are Concierge's users (docs/decisions/105): accountId is the user's id,
 * claims are read from the user, the unit and the roles at the moment they are asked for, so a
 * disabled or locked user has no account and a changed name shows at the next userinfo call.
 */
import type { Account, ClaimsParameterMember, FindAccount } from 'oidc-provider';
import type { Db } from '@/lib/db/client';

/** Claims per scope (oidc-provider's `claims` option). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'preferred_username', 'updated_at'],
  email: ['email', 'email_verified'],
  unit: ['unit_code', 'unit_name', 'user_code', 'roles'],
} as const;

type AccountDb = Pick<Db, 'user' | 'userRole' | 'userRoleGroup' | 'departmentRole' | 'role' | 'application'>;

/** Codes of the enabled roles the user holds (directly, through role groups or the department) for an application. */
export async function rolesForApp(db: AccountDb, user: { id: number; deptId: number | null; useDeptRole: boolean }, appCode: string): Promise<string[]> {
  const app = await db.application.findUnique({ where: { code: appCode }, select: { id: true } });
  if (!app) return [];
  const [userRoles, groups, deptRoles] = await Promise.all([
    db.userRole.findMany({ where: { userId: user.id }, select: { roleId: true } }),
    db.userRoleGroup.findMany({ where: { userId: user.id }, select: { groupId: true } }),
    user.useDeptRole && user.deptId ? db.departmentRole.findMany({ where: { deptId: user.deptId }, select: { roleId: true } }) : Promise.resolve([]),
  ]);
  const ids = [...new Set([...userRoles, ...deptRoles].map((r) => r.roleId))];
  const groupIds = groups.map((g) => g.groupId);
  if (!ids.length && !groupIds.length) return [];
  const roles = await db.role.findMany({
    where: { status: 'ENABLED', appId: app.id, OR: [{ id: { in: ids } }, { groupId: { in: groupIds } }] },
    select: { code: true },
    orderBy: { code: 'asc' },
  });
  return [...new Set(roles.map((r) => r.code))];
}

/** The user behind an accountId when the user may sign in (enabled, not locked, not expired). */
export async function liveUser(db: AccountDb, accountId: string, now: Date) {
  if (!/^\d{1,12}$/.test(accountId)) return undefined;
  const user = await db.user.findUnique({ where: { id: Number(accountId) }, include: { unit: true } });
  if (!user || user.status !== 'ENABLED' || user.locked || (user.expiresAt && user.expiresAt <= now) || user.unit.status !== 'ENABLED') return undefined;
  return user;
}

export function findAccountOn(db: AccountDb, now: () => Date): FindAccount {
  return async (ctx, sub): Promise<Account | undefined> => {
    const user = await liveUser(db, sub, now());
    if (!user) return undefined;
    const clientId = ctx.oidc.client?.clientId;
    return {
      accountId: sub,
      async claims(_use: string, scope: string, _claims: { [key: string]: null | ClaimsParameterMember }, _rejected: string[]) {
        const scopes = new Set(scope.split(' '));
        const claims: { sub: string; [key: string]: unknown } = { sub };
        if (scopes.has('profile')) Object.assign(claims, { name: user.name, preferred_username: user.code, updated_at: Math.floor(user.updatedAt.getTime() / 1000) });
        if (scopes.has('email') && user.email) Object.assign(claims, { email: user.email, email_verified: Boolean(user.emailVerifiedAt) });
        if (scopes.has('unit')) {
          Object.assign(claims, {
            unit_code: user.unit.code,
            unit_name: user.unit.name,
            user_code: user.code,
            roles: clientId ? await rolesForApp(db, user, clientId) : [],
          });
        }
        return claims;
      },
    };
  };
}
