/**
 * The sign-in registry and the logout fan-out (docs/decisions/107): every way sessions end reaches
 * the applications the sign-in signed into, through the outbox; a failing application is retried
 * with backoff and never holds the logout up; concurrent senders deliver a row once. A local HTTP
 * receiver plays the application; the deliverer here is a test one for protocol SPEC (the CAS and
 * OIDC deliverers have their own tests).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { egressAllowing } from '@/tests/support/egress';
import { httpReason } from '@/lib/infra/egress';
import { createSession } from '@/lib/backend/builtin/services/session/create-session';
import { revokeSessions } from '@/lib/backend/builtin/services/session/revoke-sessions';
import { endSignIns, logoutDeliveriesSettled, MAX_ATTEMPTS, recordSignIn, registerLogoutDeliverer, RETRY_DELAYS_MS, runDueDeliveries, sweepEndedFamilies } from '.';

let h: Harness;
let server: http.Server;
let base: string;
let status = 200;
let delayMs = 0;
const received: { path: string; body: string; at: number }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body, at: Date.now() });
      setTimeout(() => res.writeHead(status).end('ok'), delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h = await createHarness({ egress: egressAllowing(base) });
  registerLogoutDeliverer('SPEC', async (deps, signIn) => {
    const res = await deps.egress.fetch(signIn.logoutUri!, { method: 'POST', body: new URLSearchParams({ sid: signIn.sid }) }, { purpose: 'test-logout', timeoutMs: 2_000, maxBytes: 1_000, maxRedirects: 0 });
    if (res.status >= 300) throw Object.assign(new Error(httpReason(res.status)));
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  server?.close();
});
beforeEach(() => {
  status = 200;
  delayMs = 0;
  received.length = 0;
});

async function signedIn(userCode = 'admin', unitCode = 'HQ') {
  const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: userCode, unit: { code: unitCode } } });
  const { session } = await createSession(h.deps, { userId: user.id, unitId: user.unitId, kind: 'SSO', appCode: 'SSO', method: 'PASSWORD', host: 'sso.localhost', ip: '127.0.0.1', userAgent: 'vitest' });
  return { user, session };
}

let n = 0;
async function signInto(familyId: string, userId: number, path = '/slo') {
  return recordSignIn(h.deps, { familyId, userId, protocol: 'SPEC', clientCode: 'DEMO', sid: `sid-${++n}-${Date.now()}`, logoutUri: `${base}${path}` });
}

describe('logout fan-out', () => {
  it('a logout of the family ends its sign-ins and the application hears of it at once', async () => {
    const { user, session } = await signedIn();
    const a = await signInto(session.familyId, user.id, '/a');
    const b = await signInto(session.familyId, user.id, '/b');
    const started = Date.now();
    await revokeSessions(h.deps, { familyId: session.familyId }, 'LOGOUT');
    await logoutDeliveriesSettled(h.deps);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(received.map((r) => r.path).sort()).toEqual(['/a', '/b']);
    expect(received.find((r) => r.path === '/a')!.body).toBe(`sid=${a.sid}`);
    const rows = await h.db.prisma.appSignIn.findMany({ where: { id: { in: [a.id, b.id] } }, include: { deliveries: true } });
    for (const row of rows) {
      expect(row.endedAt).not.toBeNull();
      expect(row.endReason).toBe('LOGOUT');
      expect(row.deliveries).toHaveLength(1);
      expect(row.deliveries[0]!.deliveredAt).not.toBeNull();
      expect(row.deliveries[0]!.attempts).toBe(1);
    }
  });

  it('a failing application does not hold the logout up; it is retried with backoff until it takes it', async () => {
    const { user, session } = await signedIn();
    const a = await signInto(session.familyId, user.id);
    status = 500;
    delayMs = 300;
    const started = Date.now();
    await revokeSessions(h.deps, { familyId: session.familyId }, 'LOGOUT');
    // The logout returned before the application answered.
    expect(Date.now() - started).toBeLessThan(250);
    expect(await h.db.prisma.session.count({ where: { familyId: session.familyId, revokedAt: null } })).toBe(0);
    await logoutDeliveriesSettled(h.deps);
    let d = await h.db.prisma.logoutDelivery.findFirstOrThrow({ where: { signInId: a.id } });
    expect(d.deliveredAt).toBeNull();
    expect(d.attempts).toBe(1);
    expect(d.lastError).toBe('http_500');
    expect(d.nextAt.getTime() - h.deps.now().getTime()).toBeGreaterThan(RETRY_DELAYS_MS[0] - 500);
    // Not due yet: nothing sent.
    expect(await runDueDeliveries(h.deps)).toEqual({ delivered: 0, failed: 0 });
    status = 200;
    delayMs = 0;
    h.advance(RETRY_DELAYS_MS[0]);
    expect(await runDueDeliveries(h.deps)).toEqual({ delivered: 1, failed: 0 });
    d = await h.db.prisma.logoutDelivery.findFirstOrThrow({ where: { signInId: a.id } });
    expect(d.deliveredAt).not.toBeNull();
    expect(d.attempts).toBe(2);
    expect(received).toHaveLength(2);
  });

  it('gives up after the last attempt', async () => {
    const { user, session } = await signedIn();
    const a = await signInto(session.familyId, user.id);
    status = 503;
    await revokeSessions(h.deps, { familyId: session.familyId }, 'LOGOUT');
    await logoutDeliveriesSettled(h.deps);
    for (const wait of RETRY_DELAYS_MS) {
      h.advance(wait);
      await runDueDeliveries(h.deps);
    }
    const d = await h.db.prisma.logoutDelivery.findFirstOrThrow({ where: { signInId: a.id } });
    expect(d.attempts).toBe(MAX_ATTEMPTS);
    expect(d.abandonedAt).not.toBeNull();
    h.advance(24 * 3_600_000);
    expect(await runDueDeliveries(h.deps)).toEqual({ delivered: 0, failed: 0 });
  });

  it('senders running at once deliver each row exactly once', async () => {
    const { user, session } = await signedIn();
    const a = await signInto(session.familyId, user.id);
    // Rows queued by endSignIns without the kick racing us: end them directly, then race senders.
    status = 500;
    await revokeSessions(h.deps, { familyId: session.familyId }, 'LOGOUT');
    await logoutDeliveriesSettled(h.deps);
    received.length = 0;
    status = 200;
    delayMs = 100;
    h.advance(RETRY_DELAYS_MS[0]);
    const results = await Promise.all(Array.from({ length: 6 }, () => runDueDeliveries(h.deps)));
    expect(results.reduce((s, r) => s + r.delivered, 0)).toBe(1);
    expect(received).toHaveLength(1);
    expect((await h.db.prisma.logoutDelivery.findFirstOrThrow({ where: { signInId: a.id } })).attempts).toBe(2);
  });

  it('a password change ends every sign-in of the user; ending all but one keeps that one', async () => {
    const one = await signedIn('frontdesk', 'H001');
    const two = await signedIn('frontdesk', 'H001');
    const three = await signedIn('frontdesk', 'H001');
    const a = await signInto(one.session.familyId, one.user.id);
    const b = await signInto(two.session.familyId, one.user.id);
    const c = await signInto(three.session.familyId, one.user.id);
    await revokeSessions(h.deps, { userId: one.user.id, exceptFamilyId: three.session.familyId }, 'ADMIN');
    await logoutDeliveriesSettled(h.deps);
    const ended = async (id: string) => (await h.db.prisma.appSignIn.findUniqueOrThrow({ where: { id } })).endedAt !== null;
    expect([await ended(a.id), await ended(b.id), await ended(c.id)]).toEqual([true, true, false]);
    await revokeSessions(h.deps, { userId: one.user.id }, 'PASSWORD_CHANGED');
    await logoutDeliveriesSettled(h.deps);
    expect(await ended(c.id)).toBe(true);
    expect((await h.db.prisma.appSignIn.findUniqueOrThrow({ where: { id: c.id } })).endReason).toBe('PASSWORD_CHANGED');
    expect(received).toHaveLength(3);
  });

  it('a sign-in recorded after its family ended is ended and notified at once', async () => {
    const { user, session } = await signedIn();
    await revokeSessions(h.deps, { familyId: session.familyId }, 'LOGOUT');
    const late = await signInto(session.familyId, user.id);
    await logoutDeliveriesSettled(h.deps);
    expect((await h.db.prisma.appSignIn.findUniqueOrThrow({ where: { id: late.id } })).endedAt).not.toBeNull();
    expect(received).toHaveLength(1);
  });

  it('the sweep ends sign-ins whose family expired, and a second ending of the same rows queues nothing', async () => {
    const { user, session } = await signedIn();
    const a = await signInto(session.familyId, user.id);
    await h.db.prisma.session.updateMany({ where: { familyId: session.familyId }, data: { expiresAt: new Date(h.deps.now().getTime() - 1_000) } });
    expect(await sweepEndedFamilies(h.deps)).toBeGreaterThanOrEqual(1);
    expect(await endSignIns(h.deps, { ids: [a.id] }, 'LOGOUT')).toEqual([]);
    await logoutDeliveriesSettled(h.deps);
    const row = await h.db.prisma.appSignIn.findUniqueOrThrow({ where: { id: a.id }, include: { deliveries: true } });
    expect(row.endReason).toBe('EXPIRED');
    expect(row.deliveries).toHaveLength(1);
    expect(received.filter((r) => r.body === `sid=${a.sid}`)).toHaveLength(1);
  });
});
