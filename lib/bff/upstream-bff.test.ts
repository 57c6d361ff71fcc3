/** The BFF in front of an existing user-center (BACKEND=upstream): the browser never sees its token. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamBackend } from '@/lib/backend/upstream';
import { flatLoginResult, startFakeUpstream, type FakeUpstream } from '@/lib/backend/upstream/fake-upstream';
import { loadStaticConfig } from '@/lib/config/static-config';
import { parseEnv } from '@/lib/env';
import { MemoryStore } from '@/lib/infra/ephemeral-store';
import { MemoryBus } from '@/lib/infra/bus';
import { setRuntimeForTests } from '@/lib/server/runtime';
import { Browser } from '@/tests/support/bff-client';
import { TEST_SECRET } from '@/tests/support/harness';
import { egressAllowing } from '@/tests/support/egress';

let fake: FakeUpstream;
const store = new MemoryStore();

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  fake = await startFakeUpstream();
  // The fake upstream is on loopback: allow-listed as an operator would list a private upstream.
  const egress = egressAllowing(fake.url);
  setRuntimeForTests({
    env: parseEnv({ SESSION_SECRET: TEST_SECRET, BACKEND: 'upstream', UPSTREAM_UC_URL: fake.url }),
    config: loadStaticConfig(path.resolve(__dirname, '../../config')),
    store,
    bus: new MemoryBus(),
    backend: createUpstreamBackend({ userCenterUrl: fake.url, timeoutMs: 2000, egress }),
    trustedProxies: new Set(),
    egress,
  });
});
afterAll(async () => {
  setRuntimeForTests(undefined);
  await store.close();
  await fake.close();
});

const login = flatLoginResult({ jwtToken: 'upstream-token-0001' });

describe('BFF over the upstream backend', () => {
  it('keeps the upstream token in the cookie and sends it only as Authorization', async () => {
    fake.envelope('/login', 0, login);
    fake.envelope('/user/getLoginByToken', 0, login);
    const b = new Browser('uc.localhost:3000', '198.51.100.4');
    const res = await b.api<Record<string, unknown>>('POST', '/login', { body: { unitCode: 'HQ', userCode: 'alice', password: 'pw-1' } });
    expect(res.body.result).toBe(0);
    expect(res.body.retVal).not.toHaveProperty('jwtToken');
    expect(JSON.stringify(res.body)).not.toContain('upstream-token-0001');
    expect(fake.last()).toMatchObject({ method: 'POST', path: '/login', body: { unitCode: 'HQ', userCode: 'alice', password: 'pw-1' } });
    expect(fake.last().headers['x-forwarded-for']).toBe('198.51.100.4');

    const me = await b.api('GET', '/user/getLoginByToken');
    expect(me.body.result).toBe(0);
    const call = fake.last();
    expect(call.headers.authorization).toBe('upstream-token-0001');
    expect(call.headers.language).toBe('zh-CN');
    expect([...call.query.keys()]).toEqual([]);
  });

  it("passes the upstream's refusal and message through; 50001 ends the browser's session", async () => {
    fake.envelope('/login', 0, login);
    const b = new Browser('uc.localhost:3000');
    await b.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'alice', password: 'pw-1' } });
    fake.envelope('/login/backdoorState', 50001, null, '登录已失效');
    const res = await b.api('GET', '/login/backdoorState');
    expect(res.body).toMatchObject({ result: 50001, msg: '登录已失效' });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('SYS_SESSION=;'))).toBe(true);
  });

  it("words the upstream's HTTP failures as the spec says", async () => {
    fake.reply('/sso/casLoginOption', { status: 502, raw: '<html>bad gateway</html>' });
    const en = new Browser('uc.localhost:3000', '127.0.0.1', 'en-US');
    expect((await en.api('GET', '/sso/casLoginOption')).body).toMatchObject({ result: 502, msg: 'response error' });
    fake.reply('/sso/casLoginOption', { status: 404, raw: 'not found' });
    expect((await en.api('GET', '/sso/casLoginOption')).body).toMatchObject({ result: 404, msg: 'network request error' });
  });

  it('never passes a secret of the upstream to the browser, and never sends the marker back as one (docs/decisions/092)', async () => {
    fake.envelope('/login', 0, login);
    const b = new Browser('uc.localhost:3000');
    await b.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'alice', password: 'pw-1' } });
    const oauth = JSON.stringify({ tokenUrl: 'https://id.example/token', clientId: 'c', clientSecret: 'upstream-client-secret' });
    fake.envelope('/sysOption/unit', 0, { code: 'WECHAT_OAUTH', value: oauth, remark: '', halt: 'F' });
    const param = await b.api<{ value: string }>('GET', '/sysOption/unit', { query: { code: 'WECHAT_OAUTH' } });
    expect(param.body.result).toBe(0);
    expect(JSON.parse(param.body.retVal.value)).toEqual({ tokenUrl: 'https://id.example/token', clientId: 'c', clientSecret: '**********' });
    fake.envelope('/sysOption/unitOptions', 0, [
      { id: 1, code: 'WECHAT_OAUTH', name: '', value: oauth, remark: '', halt: false, source: 'UNIT' },
      { id: 2, code: 'SMS_TOKEN', name: '', value: 'upstream-sms-token', remark: '', halt: false, source: 'UNIT' },
    ]);
    const options = await b.api('GET', '/sysOption/unitOptions', { query: { unitId: '7' } });
    expect(options.body.result).toBe(0);
    expect(JSON.stringify(options.body)).not.toMatch(/upstream-client-secret|upstream-sms-token/);

    const before = fake.requests.length;
    const kept = await b.api('POST', '/sysOption/saveUnitOption', { body: { unitId: 7, code: 'SMS_TOKEN', value: '**********' } });
    expect(kept.body.result).toBe(58002);
    expect(fake.requests.length).toBe(before);
    fake.envelope('/sysOption/saveUnitOption', 0, { id: 2 });
    expect((await b.api('POST', '/sysOption/saveUnitOption', { body: { unitId: 7, code: 'SMS_TOKEN', value: 'typed-again' } })).body.result).toBe(0);
    expect(fake.last()).toMatchObject({ path: '/sysOption/saveUnitOption', body: { value: 'typed-again' } });
  });
});
