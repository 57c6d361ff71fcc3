/**
 * The upstream backend forwards the exempt-user and chosen-SMS-user calls of /safety/sms at their
 * declared paths (lib/contracts/login-security.ts): the same derived forwarder, checked end to end
 * against the fake upstream, with the answer checked by the call's output schema.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import { ErrorCode } from '@/lib/errors/codes';
import { callContext, startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { createUpstreamBackend } from './index';
import { egressAllowing } from '@/tests/support/egress';

let fake: FakeUpstream;
let backend: Backend;
const ctx = callContext({ token: 'tok-1', appCode: 'PORTAL' });

beforeAll(async () => {
  fake = await startFakeUpstream();
  backend = createUpstreamBackend({ userCenterUrl: fake.url, timeoutMs: 2000, egress: egressAllowing(fake.url) });
});
afterAll(() => fake.close());
beforeEach(() => void vi.stubEnv('LOG_LEVEL', 'silent'));
afterEach(() => {
  fake.reset();
  vi.unstubAllEnvs();
});

const smsUser = { id: 4, unitId: 3, userId: 9, userCode: 'cashier', userName: '黄敏', mobile: '138****0015', remark: '', createdAt: '2026-11-25 10:00:00', createdBy: 'admin' };

const rows = [
  {
    name: 'addExemptUsers',
    run: (b: Backend) => b.console.addExemptUsers(ctx, { unitId: 3, kind: 'MOBILE_VALIDATION', userIds: [9], remark: null }),
    method: 'POST',
    path: '/loginValidation/exemptUser',
    body: { unitId: 3, kind: 'MOBILE_VALIDATION', userIds: [9], remark: null },
    retVal: { added: 1 },
  },
  {
    name: 'listSmsUsers',
    run: (b: Backend) => b.console.listSmsUsers(ctx, { unitId: 3, firstResult: 0, pageSize: 10, userCode: undefined }),
    method: 'POST',
    path: '/loginValidation/smsUsers',
    body: { unitId: 3, firstResult: 0, pageSize: 10 },
    retVal: { datas: [smsUser], totalRows: 1 },
  },
  {
    name: 'addSmsUsers',
    run: (b: Backend) => b.console.addSmsUsers(ctx, { unitId: 3, userIds: [9, 10], remark: '财务岗' }),
    method: 'POST',
    path: '/loginValidation/smsUser',
    body: { unitId: 3, userIds: [9, 10], remark: '财务岗' },
    retVal: { added: 2 },
  },
  { name: 'deleteSmsUser', run: (b: Backend) => b.console.deleteSmsUser(ctx, { id: 4 }), method: 'DELETE', path: '/loginValidation/smsUser/4', body: undefined, retVal: null },
];

describe('login-security calls to the upstream user-center', () => {
  it.each(rows)('$name', async (row) => {
    fake.envelope(row.path, 0, row.retVal);
    const out = await row.run(backend);
    const r = fake.last();
    expect(r.method).toBe(row.method);
    expect(r.path).toBe(row.path);
    expect(r.body).toEqual(row.body);
    expect(r.headers.authorization).toBe('tok-1');
    expect(out).toEqual(row.retVal);
  });

  it('refuses an answer that is not a chosen-user page', async () => {
    fake.envelope('/loginValidation/smsUsers', 0, { datas: [{ ...smsUser, mobile: undefined }], totalRows: 1 });
    await expect(backend.console.listSmsUsers(ctx, { unitId: 3, firstResult: 0, pageSize: 10, userCode: undefined })).rejects.toMatchObject({ code: ErrorCode.INTERNAL });
  });
});
