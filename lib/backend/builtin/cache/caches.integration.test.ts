/**
 * The principal and derived caches against a real database: a warm token check reads nothing,
 * revocations and writes drop what they touch at once, and while the bus could miss an event
 * (unhealthy, or after a gap) every check reads the database. Cross-instance delivery is in
 * sessions.multi-instance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ControlledBus } from '@/tests/support/controlled-bus';
import type { MessageBus } from '@/lib/infra/bus';
import { createBuiltinBackend } from '@/lib/backend/builtin';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Backend, CallContext } from '@/lib/backend/types';
import type { Db } from '@/lib/db/client';
import { ErrorCode } from '@/lib/errors/codes';
import { Browser } from '@/tests/support/bff-client';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf } from '@/tests/support/console';
import type { ConsoleAccess } from '@/lib/contracts/access';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import type { UserRow } from '@/lib/contracts/users';
import { cachesOf } from './caches';
import { AUTH_REVOKED_CHANNEL } from './events';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => h?.close());

const UC = 'uc.localhost:3000';

/** A backend whose database client counts every query it sends (transactions included). */
function counted(bus?: MessageBus): { backend: Backend; deps: BuiltinDeps; queries: () => number; reset: () => void } {
  let n = 0;
  const db = (h.deps.db as unknown as { $extends(x: unknown): unknown }).$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }: { args: unknown; query: (a: unknown) => Promise<unknown> }) {
          n++;
          return query(args);
        },
      },
    },
  }) as Db;
  const deps: BuiltinDeps = { ...h.deps, db, bus: bus ?? h.deps.bus };
  return { backend: createBuiltinBackend({ deps }), deps, queries: () => n, reset: () => void (n = 0) };
}


/** With Redis (the PostgreSQL layer) the caches are trusted once the instance's heartbeat has come back. */
async function untilTrusted(bus: MessageBus): Promise<void> {
  const set = cachesOf(bus);
  for (let i = 0; i < 200 && !set.trusted(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(set.trusted()).toBe(true);
}

async function signIn(backend: Backend, unitCode: string, userCode: string, password: string): Promise<string> {
  const result = await backend.auth.ssoLogin(h.call(), { unitCode, userCode, password, appCode: 'SSO' } as never);
  return result.jwtToken;
}

/** A browser signed in to the user center through the BFF. */
async function browserOf(unitCode: string, userCode: string, password: string): Promise<Browser> {
  const b = new Browser(UC);
  const res = await b.api('POST', '/login', { body: { unitCode, userCode, password } });
  expect(res.body.result).toBe(0);
  return b;
}

const call = (token: string, over: Partial<CallContext> = {}) => h.call({ token, appCode: 'UC', host: UC, ...over });

async function codeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 0;
  } catch (e) {
    return (e as { code: number }).code;
  }
}

describe('a warm token check reads no database', () => {
  it('availability, the login result and a console permission check, after one warm-up call each', async () => {
    const c = counted();
    const admin = await signIn(c.backend, 'H001', 'h001admin', 'Demo@2026');
    const warm = async () => {
      await c.backend.auth.available(call(admin), { appCode: 'DEMO' });
      await c.backend.auth.getLoginByToken(call(admin, { appCode: 'DEMO', host: 'demo.localhost:3000' }), {} as never);
      await c.backend.access.require(call(admin), 'uc:user:list');
    };
    await untilTrusted(c.deps.bus);
    await warm();
    c.reset();
    for (let i = 0; i < 20; i++) await warm();
    expect(c.queries()).toBe(0);
  });

  it('a cold check costs what it did before the cache, not more', async () => {
    const c = counted();
    const token = await signIn(c.backend, 'HQ', 'zhangwei', 'Demo@2026');
    c.reset();
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    // The session with its user and unit in one read, and the unit's opened applications.
    expect(c.queries()).toBeLessThanOrEqual(2);
  });
});

describe('revocations and writes drop what they touch at once', () => {
  it('logout ends the family: the next check is refused without waiting', async () => {
    const c = counted();
    const token = await signIn(c.backend, 'HQ', 'liuyang', 'Demo@2026');
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    await c.backend.auth.logout(call(token));
    expect(await codeOf(c.backend.auth.available(call(token), { appCode: 'UC' }))).toBe(ErrorCode.SSO_TOKEN_INVALID);
    expect(await codeOf(c.backend.access.require(call(token), 'uc:user:list'))).toBe(ErrorCode.SESSION_INVALID);
  });

  it('a revocation heard on the bus from another instance drops the cached principal', async () => {
    const c = counted();
    const token = await signIn(c.backend, 'HQ', 'appadmin', 'Demo@2026');
    await untilTrusted(c.deps.bus);
    await c.backend.access.require(call(token), 'uc:resource:list');
    // Another instance revoked the rows and published; this one only hears the event.
    const row = await h.db.prisma.session.findFirstOrThrow({ where: { user: { code: 'appadmin' }, revokedAt: null } });
    await h.db.prisma.session.updateMany({ where: { familyId: row.familyId }, data: { revokedAt: new Date(), revokeReason: 'LOGOUT' } });
    expect(await codeOf(c.backend.access.require(call(token), 'uc:resource:list'))).toBe(0);
    await h.deps.bus.publish(AUTH_REVOKED_CHANNEL, JSON.stringify({ scope: 'family', familyId: row.familyId, reason: 'LOGOUT' }));
    // In process at once; through Redis (the PostgreSQL layer) within milliseconds.
    const sent = Date.now();
    let code = await codeOf(c.backend.access.require(call(token), 'uc:resource:list'));
    while (code === 0 && Date.now() - sent < 1000) {
      await new Promise((r) => setTimeout(r, 5));
      code = await codeOf(c.backend.access.require(call(token), 'uc:resource:list'));
    }
    expect(code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('a unit switch replaces the session: the old token is refused at once, the new one works', async () => {
    const c = counted();
    const token = await signIn(c.backend, 'HQ', 'support', 'Support@2026');
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    const units = await c.backend.self.possibleLoginUnits(call(token), { search: '' });
    const target = units.find((u) => u.code !== 'HQ');
    expect(target).toBeDefined();
    const { jwtToken } = await c.backend.auth.changeLoginInfo(call(token), { orgCode: target!.code, appCode: 'UC' });
    expect(await codeOf(c.backend.auth.available(call(token), { appCode: 'UC' }))).toBe(ErrorCode.SSO_TOKEN_INVALID);
    expect(await codeOf(c.backend.auth.available(call(jwtToken), { appCode: 'UC' }))).toBe(0);
  });

  it('a user write through the console is seen on the next call, and a lock refuses the user at once', async () => {
    const [target, admin] = await Promise.all([browserOf('H002', 'h002admin', 'Demo@2026'), browserOf('HQ', 'admin', 'Admin@2026')]);
    const access = async () => okOf(await target.api<ConsoleAccess>('GET', '/user/consoleAccess'));
    const token = async () => okOf(await target.api<PublicLoginResult>('GET', '/user/getLoginByToken'));
    const diagnose = async () => (await target.api('GET', '/resource/diagnosis', { query: { unitCode: 'H002', userCode: 'h002_temp', appCode: 'DEMO', resource: 'cas_l3' } })).body.result;
    // Twice each: the second answers come from the caches, which the write below must drop.
    for (let i = 0; i < 2; i++) {
      expect((await access()).user).toMatchObject({ type: 'UNIT_ADMIN', name: '西湖酒店管理员' });
      expect((await access()).permissions).toContain('uc:resource:diagnosis');
      expect((await token()).username).toBe('西湖酒店管理员');
      expect(await diagnose()).toBe(0);
    }

    const id = (await access()).user.id;
    const row = okOf(await admin.api<UserRow>('GET', `/user/${id}`));
    const save = (name: string, type: string) => admin.api<UserRow>('POST', '/user/updateUser', { body: { id, code: row.code, name, type, deptId: row.deptId, mobile: row.mobile || null } });
    okOf(await save('西湖值班经理', 'ORDINARY'));
    expect((await access()).user).toMatchObject({ type: 'ORDINARY', name: '西湖值班经理' });
    expect(await token()).toMatchObject({ username: '西湖值班经理', user: expect.objectContaining({ type: 'ORDINARY' }) });
    // The diagnosis is an administrator's by type: the check of the next call refuses it.
    expect(await diagnose()).toBe(ErrorCode.FORBIDDEN);
    const fresh = await browserOf('H002', 'h002admin', 'Demo@2026');
    expect((await access()).permissions).toEqual(okOf(await fresh.api<ConsoleAccess>('GET', '/user/consoleAccess')).permissions);

    okOf(await admin.api('POST', '/user/lock', { body: { id } }));
    expect((await target.api('GET', '/user/consoleAccess')).body.result).toBe(ErrorCode.SESSION_INVALID);
    // As it was, for the tests below.
    okOf(await admin.api('POST', '/user/unlock', { body: { id } }));
    okOf(await save(row.name, row.type));
  });
});

describe('revocations are announced on auth.revoked, in the shape the live channel reads', () => {
  it('logout (family), overwrite (the older families), password change (user)', async () => {
    const heard: unknown[] = [];
    const stop = h.deps.bus.subscribe(AUTH_REVOKED_CHANNEL, (m) => heard.push(JSON.parse(m)));
    try {
      const c = counted();
      const token = await signIn(c.backend, 'H001', 'newbie', 'Newbie@2026');
      const first = await h.db.prisma.session.findFirstOrThrow({ where: { tokenHash: { not: '' }, user: { code: 'newbie' }, revokedAt: null } });
      // H001 ends other sign-ins of the account on a new one.
      const second = await signIn(c.backend, 'H001', 'newbie', 'Newbie@2026');
      // Through Redis (the PostgreSQL layer) the publication arrives a moment later (seconds on a loaded machine: this checks the shape, not the speed).
      await vi.waitFor(() => expect(heard).toContainEqual({ scope: 'family', familyId: first.familyId, reason: 'OVERWRITTEN' }), { timeout: 5000 });
      expect(await codeOf(c.backend.auth.checkOverwrite(call(token)))).toBe(ErrorCode.REPEAT_LOGIN);
      const live = await h.db.prisma.session.findFirstOrThrow({ where: { user: { code: 'newbie' }, revokedAt: null } });
      await c.backend.auth.logout(call(second));
      // Through Redis (the PostgreSQL layer) the publication arrives a moment later (seconds on a loaded machine: this checks the shape, not the speed).
      await vi.waitFor(() => expect(heard).toContainEqual({ scope: 'family', familyId: live.familyId, reason: 'LOGOUT' }), { timeout: 5000 });
      const third = await signIn(c.backend, 'H001', 'newbie', 'Newbie@2026');
      await c.backend.self.updateUserPassword(call(third), { passwdOld: 'Newbie@2026', passwd: 'Newbie#2026x' });
      // Through Redis (the PostgreSQL layer) the publication arrives a moment later (seconds on a loaded machine: this checks the shape, not the speed).
      await vi.waitFor(() => expect(heard).toContainEqual({ scope: 'user', userId: live.userId, reason: 'PASSWORD_CHANGED' }), { timeout: 5000 });
      expect(await codeOf(c.backend.auth.available(call(third), { appCode: 'UC' }))).toBe(ErrorCode.SSO_TOKEN_INVALID);
    } finally {
      stop();
    }
  });
});

describe('no stale acceptance while the bus could miss an event', () => {
  it('an unhealthy bus: every check reads the database, and a revocation nobody announced is seen', async () => {
    const bus = new ControlledBus();
    const c = counted(bus);
    const token = await signIn(c.backend, 'H003', 'fd03', 'Demo@2026');
    await untilTrusted(bus);
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    c.reset();
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    expect(c.queries()).toBe(0);

    bus.up = false;
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    expect(c.queries()).toBeGreaterThan(0);
    await h.db.prisma.session.updateMany({ where: { user: { code: 'fd03' }, revokedAt: null }, data: { revokedAt: new Date(), revokeReason: 'LOGOUT' } });
    expect(await codeOf(c.backend.auth.available(call(token), { appCode: 'UC' }))).toBe(ErrorCode.SSO_TOKEN_INVALID);
  });

  it('a gap (reconnect) clears the caches: a revocation published while disconnected cannot keep a token alive', async () => {
    const bus = new ControlledBus();
    const c = counted(bus);
    const token = await signIn(c.backend, 'H003', 'h003admin', 'Demo@2026');
    await untilTrusted(bus);
    await c.backend.auth.available(call(token), { appCode: 'UC' });
    // Revoked elsewhere while this instance was cut off: the event never arrived.
    await h.db.prisma.session.updateMany({ where: { user: { code: 'h003admin' }, revokedAt: null }, data: { revokedAt: new Date(), revokeReason: 'ADMIN' } });
    expect(await codeOf(c.backend.auth.available(call(token), { appCode: 'UC' }))).toBe(0);
    bus.gap();
    expect(await codeOf(c.backend.auth.available(call(token), { appCode: 'UC' }))).toBe(ErrorCode.SSO_TOKEN_INVALID);
  });
});

describe('POST /user/endSessions', () => {
  it('a unit administrator ends a user of their unit: every session refused at once, an audit row written', async () => {
    const target = await browserOf('H001', 'cashier', 'Demo@2026');
    expect((await target.api('GET', '/sso/available', { query: { appCode: 'UC' } })).body.result).toBe(0);
    const admin = await browserOf('H001', 'h001admin', 'Demo@2026');
    const cashier = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'cashier', unit: { code: 'H001' } } });
    const res = await admin.api<{ ended: number }>('POST', '/user/endSessions', { body: { id: cashier.id } });
    expect(res.body).toEqual({ result: 0, msg: expect.any(String), retVal: { ended: 1 } });
    expect((await target.api('GET', '/sso/available', { query: { appCode: 'UC' } })).body.result).toBe(ErrorCode.SSO_TOKEN_INVALID);
    // The holder is told why (50001's retVal), so the page they land on can say it.
    expect((await target.api('GET', '/user/getBackgroundUnit')).body).toMatchObject({ result: ErrorCode.SESSION_INVALID, retVal: { reason: 'ADMIN' } });
    const audit = await h.db.prisma.auditLog.findFirst({ where: { action: 'REVOKE', objectType: 'UserSessions', objectId: String(cashier.id) } });
    expect(audit).toMatchObject({ actorCode: 'h001admin', detail: expect.stringContaining('"ended":1') });
  });

  it('refuses a user outside the caller\'s units, the caller themselves and a caller without the permission; nothing ends', async () => {
    const admin = await browserOf('H002', 'h002admin', 'Demo@2026');
    const helperBrowser = await browserOf('H002', 'helper', 'Helper@2026');
    const [self, other] = await Promise.all([
      h.db.prisma.user.findFirstOrThrow({ where: { code: 'h002admin' } }),
      h.db.prisma.user.findFirstOrThrow({ where: { code: 'fomanager' } }),
    ]);
    const before = await h.db.prisma.auditLog.count({ where: { objectType: 'UserSessions' } });
    for (const id of [other.id, self.id]) {
      const res = await admin.api('POST', '/user/endSessions', { body: { id } });
      expect([res.status, res.body.result]).toEqual([403, ErrorCode.FORBIDDEN]);
    }
    const byHelper = await helperBrowser.api('POST', '/user/endSessions', { body: { id: self.id } });
    expect(byHelper.body.result).toBe(ErrorCode.FORBIDDEN);
    const bad = await admin.api('POST', '/user/endSessions', { body: { id: 'x' } });
    expect(bad.body.result).toBe(ErrorCode.VALIDATION);
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'UserSessions' } })).toBe(before);
    expect((await helperBrowser.api('GET', '/sso/available', { query: { appCode: 'UC' } })).body.result).toBe(0);
  });
});
