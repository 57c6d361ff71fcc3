/** The message calls against a fake upstream message service: the spec's paths, PUT kept, no language header. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import { callContext, flatLoginResult, startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { createUpstreamBackend } from './index';
import { egressAllowing } from '@/tests/support/egress';

let uc: FakeUpstream;
let msg: FakeUpstream;
let backend: Backend;
const ctx = callContext({ token: 'tok-1', appCode: 'DEMO' });
const B = '/internal-message/api/backstage';
const row = {
  messageId: 5,
  messageTitle: 't',
  messageText: '<p>x</p>',
  messageLevel: 'WARN',
  messageLevelName: '警告',
  messageType: 'NOTICE',
  readState: 'F',
  srcUsername: 'a',
  srcUsercode: 'a',
  srcOrgname: 'HQ',
  publishDate: '2026-01-01 00:00:00',
  createDatetime: '2026-01-01 00:00:00',
  isShow: 'T',
};

beforeAll(async () => {
  uc = await startFakeUpstream();
  msg = await startFakeUpstream();
  backend = createUpstreamBackend({ userCenterUrl: uc.url, messageUrl: msg.url, timeoutMs: 2000, egress: egressAllowing(uc.url, msg.url) });
});
afterAll(async () => {
  await uc.close();
  await msg.close();
});
beforeEach(() => void vi.stubEnv('LOG_LEVEL', 'silent'));
afterEach(() => {
  uc.reset();
  msg.reset();
  vi.unstubAllEnvs();
});

describe('upstream message calls', () => {
  it('lists with the spec’s query and reads the paged answer', async () => {
    msg.envelope(`${B}/messageReciveList/userMessageList`, 0, { datas: [row], totalRows: 1 });
    const page = await backend.messages.listUserMessages(ctx, { firstResult: 0, pageSize: 10, sort: 'publish_date:desc', titleKeyword: 'x', publishStartDate: '2026-01-01', publishEndDate: '2026-01-02' });
    expect(page).toEqual({ datas: [row], totalRows: 1 });
    const r = msg.last();
    expect(r.method).toBe('GET');
    expect(Object.fromEntries(r.query)).toMatchObject({ firstResult: '0', pageSize: '10', sort: 'publish_date:desc', titleKeyword: 'x', publishStartDate: '2026-01-01' });
    expect(r.headers.authorization).toBe('tok-1');
    expect(r.headers.language).toBeUndefined();
  });

  it('keeps PUT for read state and sends the body', async () => {
    await backend.messages.setReadState(ctx, { messageId: 5, readState: 'T' });
    expect(msg.last()).toMatchObject({ method: 'PUT', path: `${B}/messageReciveList/readState`, body: { messageId: 5, readState: 'T' } });
    await backend.messages.setReadStates(ctx, { messageIds: [5, 6], readState: 'F' });
    expect(msg.last()).toMatchObject({ method: 'PUT', path: `${B}/messageReciveList/readStates`, body: { messageIds: [5, 6], readState: 'F' } });
  });

  it.each([
    ['detail', (b: Backend) => b.messages.detail(ctx, { messageId: 5 }), 'GET', `${B}/messageReciveList/5`, row],
    ['unread count as a number', (b: Backend) => b.messages.unreadCount(ctx, {}), 'GET', `${B}/messageReciveList/unReadNum`, 7],
    ['notices', (b: Backend) => b.messages.listNotices(ctx, { firstResult: 0, pageSize: 10 }), 'GET', `${B}/noticeList`, { datas: [], totalRows: 0 }],
    ['remind tone', (b: Backend) => b.messages.remindTone(ctx, { unitCode: 'H001' }), 'GET', `${B}/sysOption/remindTone`, { toneUrl: '/t.wav', time: 3 }],
    ['publish', (b: Backend) => b.messages.publish(ctx, { messageType: 'NOTICE', messageTitle: 't', messageText: '', messageLevel: 'INFO', isShow: 'T', target: { kind: 'UNIT', unitCode: 'H001' } }), 'POST', `${B}/message/publish`, { messageId: 1, recipients: 3 }],
    ['system tip', (b: Backend) => b.messages.systemTip(ctx), 'GET', `${B}/systemTip`, null],
    ['postpone', (b: Backend) => b.messages.dismissNotices(ctx, { messageIds: [1], action: 'postpone', minutes: 10 }), 'PUT', `${B}/messageReciveList/postpone`, null],
    ['close', (b: Backend) => b.messages.dismissNotices(ctx, { messageIds: [1], action: 'close' }), 'PUT', `${B}/messageReciveList/close`, null],
  ])('%s', async (_name, run, method, path, retVal) => {
    msg.envelope(path, 0, retVal);
    const out = await run(backend);
    expect(msg.last()).toMatchObject({ method, path });
    if (retVal !== null) expect(out).toEqual(retVal);
  });

  it('asks the user center who a live connection is', async () => {
    uc.envelope('/user/getLoginByToken', 0, flatLoginResult({ jwtToken: 'tok-1' }));
    const p = await backend.messages.connectionPrincipal(ctx);
    expect(p).toMatchObject({ userId: 7, userCode: 'alice', unitId: 3, unitCode: 'HQ', appCode: 'DEMO' });
    expect(msg.requests).toHaveLength(0);
  });

  it('passes refusals on with their code', async () => {
    msg.envelope(`${B}/messageReciveList/9`, 40400, null, '不存在');
    await expect(backend.messages.detail(ctx, { messageId: 9 })).rejects.toMatchObject({ code: 40400 });
  });
});
