/**
 * The grant ceiling (docs/decisions/040, 090): nobody creates, edits or hands out a user-center menu
 * or button carrying a permission they do not hold, platform permissions come only from platform
 * operators, and rights follow every change at the next call. Replays case 1 of the security
 * review: an application administrator's cascading menu carrying `uc:param:edit`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import type { Browser } from '@/tests/support/bff-client';
import { okOf, refusedWith, signIn, signInConsoleUsers } from '@/tests/support/console';
import { changedTables, snapshotDatabase } from '@/tests/support/db-snapshot';
import { flushLoginWrites } from '@/lib/backend/builtin/services/auth/login-write-behind';
import type { ResourceRow } from '@/lib/contracts/resources';
import type { GrantNode } from '@/lib/contracts/users';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let appadmin: Browser;
let UC: number;
let HQ: number;

beforeAll(async () => {
  h = await createHarness();
  [[admin, h001admin, frontdesk], appadmin] = await Promise.all([signInConsoleUsers(), signIn('HQ', 'appadmin')]);
  UC = (await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'UC' } })).id;
  HQ = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } })).id;
  await flushLoginWrites(h.db.prisma);
});
afterAll(async () => h?.close());

const permissionsOf = async (b: Browser) => okOf(await b.api<{ permissions: string[] }>('GET', '/user/consoleAccess')).permissions;
const paramMenu = { kind: 'MENU', winType: 'CURRENTPAGE', parentId: null, code: 'uc_param_everyone', name: 'param_everyone', title: '参数（人人）', address: '/config/parameter-config', permission: 'uc:param:edit', cascade: true };

describe('the grant ceiling', () => {
  it('case 1: an application administrator cannot give everyone of the group the parameters through a cascading menu; nothing changes', async () => {
    const strategy = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } });
    const before = await snapshotDatabase(h.db.prisma);
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...paramMenu, appId: UC, ownerUnitId: HQ } }), 40304);
    expect(changedTables(before, await snapshotDatabase(h.db.prisma))).toEqual([]);
    // The front desk holds no parameter permission and cannot weaken the group's password strategy.
    expect((await permissionsOf(frontdesk)).filter((p) => p.startsWith('uc:param') || p.startsWith('uc:style'))).toEqual([]);
    refusedWith(await frontdesk.api('POST', '/sysOption/updateValue', { body: { id: strategy.id, value: '^.{1,}$' } }), 40300);
    expect((await h.db.prisma.systemOption.findUniqueOrThrow({ where: { id: strategy.id } })).value).toBe(strategy.value);
  });

  it('an existing menu carrying a permission above the caller is not theirs to edit or delete', async () => {
    const paramList = await h.db.prisma.resource.findFirstOrThrow({ where: { appId: UC, permission: 'uc:param:list' } });
    const row = okOf(await admin.api<ResourceRow>('GET', '/resource/getResource', { query: { id: String(paramList.id) } }));
    refusedWith(await appadmin.api('PUT', '/updateResource', { body: { ...row, appId: UC, id: row.id, name: 'renamed', parentId: row.parentId, ownerUnitId: row.ownerUnitId } }), 40304);
    refusedWith(await appadmin.api('DELETE', `/resource/${paramList.id}`), 40304);
    expect((await h.db.prisma.resource.findUniqueOrThrow({ where: { id: paramList.id } })).name).toBe(paramList.name);
  });

  it('a hotel administrator holds the login limits by type but cannot hand out the menu: a platform permission', async () => {
    const cashier = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'cashier', unit: { code: 'H001' } } });
    const limits = await h.db.prisma.resource.findFirstOrThrow({ where: { appId: UC, permission: 'uc:limit:list' } });
    const users = await h.db.prisma.resource.findFirstOrThrow({ where: { appId: UC, permission: 'uc:user:list' } });
    expect(await permissionsOf(h001admin)).toContain('uc:limit:list');
    refusedWith(await h001admin.api('POST', '/user/grantTree', { body: { id: cashier.id, appId: UC, kind: 'menu', ids: [limits.id] } }), 40304);
    // A menu of their own units' business they may pass on.
    const given = okOf(await h001admin.api<GrantNode[]>('POST', '/user/grantTree', { body: { id: cashier.id, appId: UC, kind: 'menu', ids: [users.id] } }));
    const flat = (n: GrantNode[]): GrantNode[] => n.flatMap((x) => [x, ...flat(x.children)]);
    expect(flat(given).filter((n) => n.checked).map((n) => n.id)).toContain(users.id);
    expect(flat(given).filter((n) => n.checked).map((n) => n.id)).not.toContain(limits.id);
  });

  it('a platform operator may; rights follow the change at the next call, and its withdrawal too (no stale widening)', async () => {
    const strategy = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } });
    const made = okOf(await admin.api<ResourceRow>('POST', '/resource', { body: { ...paramMenu, appId: UC, ownerUnitId: HQ } }));
    expect(await permissionsOf(frontdesk)).toContain('uc:param:edit');
    // The operator takes the cascade back: the next call is refused again.
    okOf(await admin.api('PUT', '/updateResource', { body: { ...paramMenu, appId: UC, ownerUnitId: HQ, id: made.id, cascade: false } }));
    expect(await permissionsOf(frontdesk)).not.toContain('uc:param:edit');
    refusedWith(await frontdesk.api('POST', '/sysOption/updateValue', { body: { id: strategy.id, value: '^.{1,}$' } }), 40300);
    expect((await h.db.prisma.systemOption.findUniqueOrThrow({ where: { id: strategy.id } })).value).toBe(strategy.value);
  });
});
