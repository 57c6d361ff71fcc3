/** Binding a mobile through the BFF: the code sent by SMS, its limits, one-time use, the masked number. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** A signed-in browser of its own (own address, so the per-address limits of one test do not touch another). */
async function signedIn(unitCode: string, userCode: string, ip: string): Promise<{ b: Browser; id: number }> {
  const b = new Browser('uc.localhost:3000', ip);
  const login = await b.api<{ user: { id: number } }>('POST', '/login', { body: { unitCode, userCode, password: 'Demo@2026' } });
  expect(login.body.result, login.body.msg).toBe(0);
  return { b, id: login.body.retVal.user.id };
}

const sendCode = (b: Browser, id: number, mobile: string) => b.api<{ seconds: number }>('POST', '/user/mobileBindCode', { body: { id, mobile } });
const bind = (b: Browser, id: number, mobile: string, validateCode: string) => b.api('POST', '/user/bindMobile', { body: { id, mobile, validateCode } });

/** The code in the last SMS to `mobile`. */
function codeTextedTo(mobile: string): string {
  const sms = h.sms.filter((s) => s.mobile === mobile).at(-1);
  const code = /\d{6}/.exec(sms?.text ?? '')?.[0];
  if (!code) throw new Error(`no code texted to ${mobile}`);
  return code;
}

const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const mobileOf = async (code: string) => (await h.db.prisma.user.findFirstOrThrow({ where: { code } })).mobile;

describe('binding a mobile', () => {
  it('texts a code to the new number, binds it with that code, logs it and shows it masked', async () => {
    const { b, id } = await signedIn('HQ', 'ops', '127.0.1.1');
    expect((await b.api<{ masked: string }>('GET', '/user/mobile')).body.retVal.masked).toBe('138****0002');

    const sent = await sendCode(b, id, '13912345678');
    expect(sent.body.result, sent.body.msg).toBe(0);
    expect(sent.body.retVal.seconds).toBe(60);
    expect(h.sms.at(-1)?.text).toMatch(/绑定手机号.*\d{6}.*10 分钟/);

    const ok = await bind(b, id, '13912345678', codeTextedTo('13912345678'));
    expect(ok.body.result, ok.body.msg).toBe(0);
    expect(await mobileOf('ops')).toBe('13912345678');
    expect((await b.api<{ masked: string }>('GET', '/user/mobile')).body.retVal.masked).toBe('139****5678');

    const audit = await h.db.prisma.auditLog.findMany({ where: { action: 'BIND', objectType: 'User', objectId: String(id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorCode: 'ops', before: JSON.stringify({ mobile: '138****0002' }), after: JSON.stringify({ mobile: '139****5678' }) });

    // Spent: the same code binds nothing a second time.
    expect((await bind(b, id, '13912345678', codeTextedTo('13912345678'))).body.result).toBe(40109);
  });

  it('refuses a number that is not 11 digits starting with 1, and another user’s id', async () => {
    const { b, id } = await signedIn('HQ', 'hqadmin', '127.0.1.2');
    for (const mobile of ['23912345678', '1391234567', '139123456789', '139-1234-567']) {
      expect((await sendCode(b, id, mobile)).body.result, mobile).toBe(40000);
    }
    expect((await sendCode(b, id + 1, '13912340000')).body.result).toBe(40300);
    expect(h.sms.filter((s) => s.mobile === '13912340000')).toHaveLength(0);
  });

  it('answers a second send within 60 s with how long to wait, to the same number or another', async () => {
    const { b, id } = await signedIn('H001', 'h001admin', '127.0.1.3');
    expect((await sendCode(b, id, '13700000001')).body.result).toBe(0);
    const again = await sendCode(b, id, '13700000001');
    expect(again.body.result).toBe(42900);
    expect(again.body.msg).toMatch(/^操作过于频繁，请在 (60|59) 秒后重试$/);
    // The limit is the user's, not only the number's: a list of numbers cannot be texted at once.
    expect((await sendCode(b, id, '13700000002')).body.result).toBe(42900);
    expect(h.sms.filter((s) => s.mobile === '13700000002')).toHaveLength(0);
  });

  it('lets one of ten sends fired at once through, to as many numbers: the per-user limit is one atomic count', async () => {
    const { b, id } = await signedIn('H001', 'cashier', '127.0.1.8');
    const numbers = Array.from({ length: 10 }, (_, i) => `1370000${String(100 + i).padStart(4, '0')}`);
    const answers = await Promise.all(numbers.map((m) => sendCode(b, id, m)));
    expect(answers.map((a) => a.body.result).sort()).toEqual([0, ...Array(9).fill(42900)]);
    expect(h.sms.filter((s) => numbers.includes(s.mobile))).toHaveLength(1);
  });

  it('kills the code after five wrong tries: the right one is then refused too', async () => {
    const { b, id } = await signedIn('HQ', 'zhangwei', '127.0.1.4');
    expect((await sendCode(b, id, '13600000001')).body.result).toBe(0);
    const code = codeTextedTo('13600000001');
    for (let i = 0; i < 5; i++) expect((await bind(b, id, '13600000001', wrongOf(code, i))).body.result).toBe(40109);
    expect((await bind(b, id, '13600000001', code)).body.result).toBe(40109);
    expect(await mobileOf('zhangwei')).toBe('13800000005');
  });

  it('does not bind a number with a code sent to another number, nor another user with the code', async () => {
    const { b, id } = await signedIn('HQ', 'liuyang', '127.0.1.5');
    expect((await sendCode(b, id, '13500000001')).body.result).toBe(0);
    const code = codeTextedTo('13500000001');
    expect((await bind(b, id, '13500000002', code)).body.result).toBe(40109);
    expect(await mobileOf('liuyang')).toBe('13800000006');

    // The code belongs to the user it was sent for: another account typing it binds nothing.
    const other = await signedIn('HQ', 'appadmin', '127.0.1.6');
    expect((await bind(other.b, other.id, '13500000001', code)).body.result).toBe(40109);
    expect(await mobileOf('appadmin')).toBe('13800000003');

    // The wrong number spent no try of the right one.
    expect((await bind(b, id, '13500000001', code)).body.result).toBe(0);
    expect(await mobileOf('liuyang')).toBe('13500000001');
  });

  it('lets exactly one of ten binds sent at once with one code through', async () => {
    const { b, id } = await signedIn('H001', 'fomanager', '127.0.1.7');
    expect((await sendCode(b, id, '13400000001')).body.result).toBe(0);
    const code = codeTextedTo('13400000001');
    const results = await Promise.all(Array.from({ length: 10 }, () => bind(b, id, '13400000001', code)));
    const codes = results.map((r) => r.body.result);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 40109)).toHaveLength(9);
    expect(await h.db.prisma.auditLog.count({ where: { action: 'BIND', objectId: String(id) } })).toBe(1);
  });
});
