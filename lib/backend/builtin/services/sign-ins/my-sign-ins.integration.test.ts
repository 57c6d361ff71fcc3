/**
 * "My sessions" through the BFF (docs/decisions/107): the live sign-ins of the caller with their
 * devices and applications, ending one or all but this one; and the administrator's view of a user,
 * limited to the user's unit and refused on oneself, with an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { SignInFamily } from '@/lib/contracts/sessions';
import { recordSignIn } from '.';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => h?.close());

async function signInWith(unitCode: string, userCode: string, password: string, ua: string, ip: string): Promise<Browser> {
  const b = new Browser('uc.localhost:3000', ip);
  const res = await b.api('POST', '/login', { body: { unitCode, userCode, password }, headers: { 'user-agent': ua } });
  expect(res.body.result, res.body.msg).toBe(0);
  return b;
}
const mine = async (b: Browser) => okOf(await b.api<SignInFamily[]>('GET', '/user/mySignIns'));
const alive = async (b: Browser) => (await b.api('GET', '/user/getLoginByToken')).body.result === 0;

describe('my sessions', () => {
  it('lists my live sign-ins with browser, address and the applications each signed into', async () => {
    const a = await signInWith('H002', 'helper', 'Helper@2026', CHROME, '10.1.0.1');
    const b = await signInWith('H002', 'helper', 'Helper@2026', FIREFOX, '10.1.0.2');
    const list = await mine(a);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const own = list.find((f) => f.current === 'T')!;
    expect(own).toMatchObject({ browser: 'Chrome 131', os: 'Windows', ip: '10.1.0.1', host: 'uc.localhost:3000' });
    const other = list.find((f) => f.ip === '10.1.0.2')!;
    expect(other).toMatchObject({ current: 'F', browser: 'Firefox 133', os: 'Linux' });
    // An application the other sign-in signed into by CAS shows under it, by name.
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'helper' } });
    await recordSignIn(h.deps, { familyId: other.familyId, userId: user.id, protocol: 'CAS', clientCode: 'DEMO', sid: `ST-test-${Date.now()}`, logoutUri: null });
    const again = (await mine(a)).find((f) => f.familyId === other.familyId)!;
    expect(again.apps).toEqual([expect.objectContaining({ appCode: 'DEMO', appName: '演示应用', protocol: 'CAS' })]);
    expect(await alive(b)).toBe(true);
  });

  it('ends one of my sign-ins, not another user’s, and then all but this one', async () => {
    const a = await signInWith('H002', 'helper', 'Helper@2026', CHROME, '10.2.0.1');
    const b = await signInWith('H002', 'helper', 'Helper@2026', FIREFOX, '10.2.0.2');
    const c = await signInWith('H002', 'helper', 'Helper@2026', FIREFOX, '10.2.0.3');
    const stranger = await signIn('HQ', 'support');
    const familyOf = async (ip: string) => (await mine(a)).find((f) => f.ip === ip)!.familyId;
    const bFamily = await familyOf('10.2.0.2');
    // Someone else's sign-in is not found, and stays.
    refusedWith(await stranger.api('POST', '/user/endMySignIn', { body: { familyId: bFamily } }), 40400);
    refusedWith(await a.api('POST', '/user/endMySignIn', { body: { familyId: 'not-an-id' } }), 40400);
    refusedWith(await a.api('POST', '/user/endMySignIn', { body: { familyId: 'x'.repeat(65) } }), 40000);
    expect(await alive(b)).toBe(true);
    expect(okOf(await a.api<{ ended: number }>('POST', '/user/endMySignIn', { body: { familyId: bFamily } })).ended).toBe(1);
    expect(await alive(b)).toBe(false);
    expect(await alive(c)).toBe(true);
    expect(okOf(await a.api<{ ended: number }>('POST', '/user/endOtherSignIns', { body: {} })).ended).toBeGreaterThanOrEqual(1);
    expect(await alive(c)).toBe(false);
    expect(await alive(a)).toBe(true);
    expect((await mine(a)).map((f) => f.current)).toEqual(['T']);
  });
});

describe("an administrator's view of a user's sign-ins", () => {
  it('sees and ends one sign-in of a user of their unit, with an audit row; not outside it, not their own', async () => {
    const desk = await signInWith('H001', 'frontdesk', 'Hotel@2026', CHROME, '10.3.0.1');
    const h001admin = await signIn('H001', 'h001admin');
    const admin = await signIn('HQ', 'admin');
    const helperAdmin = await signIn('H002', 'helper');
    const frontdesk = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'frontdesk', unit: { code: 'H001' } } });
    const list = okOf(await h001admin.api<SignInFamily[]>('GET', '/user/userSignIns', { query: { userId: String(frontdesk.id) } }));
    const family = list.find((f) => f.ip === '10.3.0.1')!;
    expect(family).toMatchObject({ current: 'F', browser: 'Chrome 131' });
    // Another unit's user (H002's helper holds no right over H001's users).
    refusedWith(await helperAdmin.api('GET', '/user/userSignIns', { query: { userId: String(frontdesk.id) } }), 40300);
    refusedWith(await helperAdmin.api('POST', '/user/endUserSignIn', { body: { userId: frontdesk.id, familyId: family.familyId } }), 40300);
    expect(await alive(desk)).toBe(true);
    expect(okOf(await admin.api<{ ended: number }>('POST', '/user/endUserSignIn', { body: { userId: frontdesk.id, familyId: family.familyId } })).ended).toBe(1);
    expect(await alive(desk)).toBe(false);
    const audit = await h.db.prisma.auditLog.findFirst({ where: { objectType: 'UserSignIn', objectId: String(frontdesk.id) }, orderBy: { id: 'desc' } });
    expect(audit?.action).toBe('REVOKE');
    // One's own sign-ins are ended from "My sessions", not from the console.
    const me = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'admin', unit: { code: 'HQ' } } });
    const own = okOf(await admin.api<SignInFamily[]>('GET', '/user/userSignIns', { query: { userId: String(me.id) } })).find((f) => f.current === 'T')!;
    refusedWith(await admin.api('POST', '/user/endUserSignIn', { body: { userId: me.id, familyId: own.familyId } }), 40300);
  });
});
