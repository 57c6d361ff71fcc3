/**
 * What a sign-in reads from caches (the unit by code, the user's grants and their shared parts,
 * docs/decisions/113) never lets a changed account or unit through: each test signs in first, so
 * the caches are warm, changes the account or its unit through the console call an administrator
 * uses, and signs in again at once. SQLite + memory store by default; PostgreSQL + Redis with
 * TEST_DATABASE=postgresql TEST_STORE=redis (across two server processes:
 * login-freshness.multi-instance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { UserRow } from '@/lib/contracts/users';
import type { UnitRow } from '@/lib/contracts/units';
import type { LoginResult, MenuNode } from '@/lib/contracts/auth';
import { DEFAULT_DEMO_PASSWORD } from '@/prisma/seed/users';
import { consoleSuite, okOf, type ConsoleSuite } from '@/tests/support/console';
import { loginWithPassword } from './login-with-password';

let s: ConsoleSuite;
consoleSuite((suite) => {
  s = suite;
});

function signInResult(unitCode: string, userCode: string, password = DEFAULT_DEMO_PASSWORD, appCode = 'UC'): Promise<LoginResult> {
  return loginWithPassword(s.h.deps, {
    unitCode,
    userCode,
    password,
    appCode,
    kind: 'APP',
    method: 'PASSWORD',
    ip: '10.30.0.1',
    userAgent: 'vitest',
    host: 'uc.localhost:3000',
    locale: 'zh-CN',
  });
}

/** 0 for a sign-in that succeeds, else its error code. */
async function attempt(unitCode: string, userCode: string, password: string): Promise<number> {
  try {
    expect((await signInResult(unitCode, userCode, password)).userCode).toBe(userCode);
    return 0;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
}

async function userId(unitCode: string, code: string): Promise<number> {
  return (await s.h.db.prisma.user.findFirstOrThrow({ where: { code, unit: { code: unitCode } }, select: { id: true } })).id;
}

describe('a sign-in right after an administrator changed the account or its unit', () => {
  it('a password reset: the old password is refused and the new one accepted at once', async () => {
    expect(await attempt('H001', 'cashier', DEFAULT_DEMO_PASSWORD)).toBe(0);
    const id = await userId('H001', 'cashier');
    okOf(await s.h001admin.api('POST', '/user/resetPasswordByAdmin', { body: { id, password: 'Fresh#2026ab', passwordCheck: 'Fresh#2026ab' } }));
    expect(await attempt('H001', 'cashier', DEFAULT_DEMO_PASSWORD)).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(await attempt('H001', 'cashier', 'Fresh#2026ab')).toBe(0);
  });

  it('a lock: refused with 40101 at once, and let in again once unlocked', async () => {
    expect(await attempt('H001', 'fomanager', DEFAULT_DEMO_PASSWORD)).toBe(0);
    const id = await userId('H001', 'fomanager');
    expect(okOf(await s.h001admin.api<UserRow>('POST', '/user/lock', { body: { id } })).locked).toBe(true);
    expect(await attempt('H001', 'fomanager', DEFAULT_DEMO_PASSWORD)).toBe(ErrorCode.ACCOUNT_LOCKED);
    okOf(await s.h001admin.api('POST', '/user/unlock', { body: { id } }));
    expect(await attempt('H001', 'fomanager', DEFAULT_DEMO_PASSWORD)).toBe(0);
  });

  it('a disabled user: refused with 40102 at once, and let in again once enabled', async () => {
    expect(await attempt('H001', 'newbie', 'Newbie@2026')).toBe(0);
    const id = await userId('H001', 'newbie');
    expect(okOf(await s.h001admin.api<UserRow>('POST', '/user/updateLogin', { body: { id, status: 'DISABLED' } })).status).toBe('DISABLED');
    expect(await attempt('H001', 'newbie', 'Newbie@2026')).toBe(ErrorCode.ACCOUNT_DISABLED);
    okOf(await s.h001admin.api('POST', '/user/updateLogin', { body: { id, status: 'ENABLED' } }));
    expect(await attempt('H001', 'newbie', 'Newbie@2026')).toBe(0);
  });

  it('a disabled unit: its users are refused with 40104 at once (the unit read by code is cached), and let in again once enabled', async () => {
    // Twice: the second sign-in reads the unit from the cache the first one filled.
    expect(await attempt('H003', 'fd03', DEFAULT_DEMO_PASSWORD)).toBe(0);
    expect(await attempt('h003', 'fd03', DEFAULT_DEMO_PASSWORD)).toBe(0);
    const unit = await s.h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H003' } });
    const save = (status: 'ENABLED' | 'DISABLED') =>
      s.admin.api<UnitRow>('PUT', '/org/updateUnit', { body: { id: unit.id, code: unit.code, name: unit.name, type: unit.type, parentId: unit.parentId, status } });
    expect(okOf(await save('DISABLED')).status).toBe('DISABLED');
    expect(await attempt('H003', 'fd03', DEFAULT_DEMO_PASSWORD)).toBe(ErrorCode.UNIT_DISABLED);
    expect(await attempt('h003', 'fd03', DEFAULT_DEMO_PASSWORD)).toBe(ErrorCode.UNIT_DISABLED);
    okOf(await save('ENABLED'));
    expect(await attempt('H003', 'fd03', DEFAULT_DEMO_PASSWORD)).toBe(0);
  });

  it('grants: a department role switched off for the user, and a role disabled, take their menus away at the next sign-in', async () => {
    // hk01 holds the DEMO application's housekeeping menu only through the HK role of their department.
    const names = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children)]);
    const menusOf = async () => names((await signInResult('H001', 'hk01', DEFAULT_DEMO_PASSWORD, 'DEMO')).menus);
    const HK_MENU = 'demo_room_clean';
    expect(await menusOf()).toContain(HK_MENU);
    const id = await userId('H001', 'hk01');
    okOf(await s.h001admin.api('POST', '/user/roles', { body: { id, roleIds: [], roleGroupIds: [], useDeptRole: false } }));
    expect(await menusOf()).not.toContain(HK_MENU);
    okOf(await s.h001admin.api('POST', '/user/roles', { body: { id, roleIds: [], roleGroupIds: [], useDeptRole: true } }));
    expect(await menusOf()).toContain(HK_MENU);
    // The role's resources are cached per set of roles, shared by everyone holding that set: a role's change drops it.
    const role = await s.h.db.prisma.role.findFirstOrThrow({ where: { code: 'HK', unit: { code: 'H001' } } });
    const saveRole = (status: 'ENABLED' | 'DISABLED') =>
      s.admin.api('PUT', '/role', { body: { id: role.id, unitId: role.unitId, groupId: role.groupId, code: role.code, descript: role.descript, sort: role.sort, isTemplate: role.isTemplate, appId: role.appId, status } });
    okOf(await saveRole('DISABLED'));
    expect(await menusOf()).not.toContain(HK_MENU);
    okOf(await saveRole('ENABLED'));
    expect(await menusOf()).toContain(HK_MENU);
  });
});
