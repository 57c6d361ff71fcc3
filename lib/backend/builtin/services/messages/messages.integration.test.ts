/**
 * Every message call through the BFF on a seeded database: a user reads and changes only their
 * own receipts, the search rules, notices as pop-ups, remind tones, publishing with its
 * permission and reach, the system tip, and the live pushes that publishing puts on the bus.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import type { MessageRow } from '@/lib/contracts/messages';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { INMAIL_CHANNEL, type LivePush } from '@/lib/realtime/destinations';
import { publishMessage } from './publish-message';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => h?.close());

const DEMO = 'demo.localhost:3000';
const UC = 'uc.localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const B = '/api/backstage';

type Page = { datas: MessageRow[]; totalRows: number };

async function signIn(host: string, unitCode: string, userCode: string, password: string): Promise<Browser> {
  const b = new Browser(host);
  const res = await b.api('POST', '/login', { body: { unitCode, userCode, password } });
  if (res.body.result !== 0) throw new Error(`login ${userCode}: ${JSON.stringify(res.body)}`);
  return b;
}

const list = (b: Browser, query: Record<string, string> = {}) => b.api<Page>('GET', `${B}/messageReciveList/userMessageList`, { base: 'message', query });
const unread = async (b: Browser) => (await b.api<number>('GET', `${B}/messageReciveList/unReadNum`, { base: 'message' })).body.retVal;
const range = (fromDaysAgo: number, toDaysAgo = 0) => ({
  publishStartDate: formatDateTime(new Date(Date.now() - fromDaysAgo * DAY + 60_000)),
  publishEndDate: formatDateTime(new Date(Date.now() - toDaysAgo * DAY)),
});
const idOf = async (title: string) => (await h.db.prisma.message.findFirstOrThrow({ where: { messageTitle: title } })).id;
const receiptOf = async (title: string, userCode: string) =>
  h.db.prisma.messageRecipient.findFirstOrThrow({ where: { message: { messageTitle: title }, user: { code: userCode } } });

/** Bus subscriptions over Redis are asynchronous: wait until it listens, and for deliveries. */
async function listen(into: LivePush[]): Promise<() => void> {
  const stop = h.runtime.bus.subscribe(INMAIL_CHANNEL, (m) => into.push(JSON.parse(m) as LivePush));
  const bus = h.runtime.bus as { ready?: () => Promise<void> };
  await bus.ready?.();
  return stop;
}
const arrived = (pushes: LivePush[], n = 1) => vi.waitFor(() => expect(pushes.length).toBeGreaterThanOrEqual(n), { timeout: 3000 });

let frontdesk: Browser;
let admin: Browser;
beforeAll(async () => {
  frontdesk = await signIn(DEMO, 'H001', 'frontdesk', 'Hotel@2026');
  admin = await signIn(DEMO, 'HQ', 'admin', 'Admin@2026');
});

describe('reading one’s own messages', () => {
  it('lists the caller’s private messages newest first, without bodies', async () => {
    const res = await list(frontdesk);
    expect(res.body.result).toBe(0);
    const titles = res.body.retVal.datas.map((r) => r.messageTitle);
    expect(titles).toEqual(['VIP 客人今日抵店', '本周排班已发布', '请完善个人邮箱', '微信绑定成功', '系统账号已开通']);
    expect(res.body.retVal.totalRows).toBe(5);
    const first = res.body.retVal.datas[0]!;
    expect(first).toMatchObject({ messageLevel: 'SERIOUS', messageLevelName: '紧急', messageType: 'PRIVATE', readState: 'F', srcUsercode: 'fomanager', srcUsername: '陈静', srcOrgname: '锦程国际大酒店' });
    expect(first.messageText).toBeUndefined();
    expect(first.publishDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Nobody else's messages: admin's are not there.
    expect(titles).not.toContain('检测到异常登录');
  });

  it('pages with firstResult and pageSize', async () => {
    const res = await list(frontdesk, { firstResult: '2', pageSize: '2' });
    expect(res.body.retVal.datas.map((r) => r.messageTitle)).toEqual(['请完善个人邮箱', '微信绑定成功']);
    expect(res.body.retVal.totalRows).toBe(5);
  });

  it('names levels in the caller’s language', async () => {
    const en = new Browser(DEMO, '127.0.0.1', 'en-US');
    en.cookies.set(...([...frontdesk.cookies].find(([k]) => k === 'concierge_session')! as [string, string]));
    const res = await en.api<Page>('GET', `${B}/messageReciveList/userMessageList`, { base: 'message', query: { pageSize: '1' } });
    // The message service takes no language header (portal.md section 7): the cookie or the browser decides.
    expect(['Urgent', '紧急']).toContain(res.body.retVal.datas[0]!.messageLevelName);
  });

  it('opens the detail of one’s own message with its sanitised body', async () => {
    const id = await idOf('VIP 客人今日抵店');
    const res = await frontdesk.api<MessageRow>('GET', `${B}/messageReciveList/${id}`, { base: 'message' });
    expect(res.body.result).toBe(0);
    expect(res.body.retVal.messageText).toContain('<b>张先生</b>');
    expect(res.body.retVal.messageText).toContain('rel="noopener noreferrer"');
  });

  it('cannot open another user’s message: 40400, as if it did not exist', async () => {
    const adminsOwn = await idOf('检测到异常登录');
    const res = await frontdesk.api('GET', `${B}/messageReciveList/${adminsOwn}`, { base: 'message' });
    expect(res.status).toBe(404);
    expect(res.body.result).toBe(40400);
    expect((await frontdesk.api('GET', `${B}/messageReciveList/999999`, { base: 'message' })).body.result).toBe(40400);
  });

  it('refuses every call without a session (50001)', async () => {
    const visitor = new Browser(DEMO);
    for (const path of ['/messageReciveList/userMessageList', '/messageReciveList/unReadNum', '/noticeList', '/sysOption/remindTone', '/systemTip', '/messageReciveList/1']) {
      expect((await visitor.api('GET', `${B}${path}`, { base: 'message' })).body.result, path).toBe(50001);
    }
    expect((await visitor.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: 1, readState: 'T' } })).body.result).toBe(50001);
  });
});

describe('the search rules (portal.md section 5)', () => {
  it('asks for a publish range when any filter is set', async () => {
    const filters: Record<string, string>[] = [{ readState: 'F' }, { srcUsercode: 'fomanager' }, { srcUsername: '陈' }, { titleKeyword: 'VIP' }];
    for (const filter of filters) {
      const res = await list(frontdesk, filter);
      expect(res.body, JSON.stringify(filter)).toMatchObject({ result: 46001, msg: '请选择发布时间范围' });
    }
    // Half a range is no range.
    expect((await list(frontdesk, { titleKeyword: 'VIP', publishStartDate: range(3).publishStartDate })).body.result).toBe(46001);
  });

  it('refuses a range over seven days', async () => {
    const res = await list(frontdesk, range(8));
    expect(res.body).toMatchObject({ result: 46002, msg: '起始时间 到 结束时间 不能超过七天' });
    expect((await list(frontdesk, { titleKeyword: 'VIP', publishStartDate: '2026-01-01', publishEndDate: '2026-01-09' })).body.result).toBe(46002);
    // Exactly seven days of whole dates is allowed.
    expect((await list(frontdesk, { publishStartDate: '2026-01-01', publishEndDate: '2026-01-07' })).body.result).toBe(0);
  });

  it('filters by range, read state, publisher and title keyword', async () => {
    const week = range(7);
    expect((await list(frontdesk, week)).body.retVal.datas.map((r) => r.messageTitle)).toEqual(['VIP 客人今日抵店', '本周排班已发布', '请完善个人邮箱', '微信绑定成功']);
    expect((await list(frontdesk, { ...week, readState: 'F' })).body.retVal.datas.map((r) => r.messageTitle)).toEqual(['VIP 客人今日抵店', '本周排班已发布']);
    expect((await list(frontdesk, { ...week, readState: 'T' })).body.retVal.totalRows).toBe(2);
    expect((await list(frontdesk, { ...week, srcUsercode: 'h001admin' })).body.retVal.datas.map((r) => r.messageTitle)).toEqual(['请完善个人邮箱']);
    expect((await list(frontdesk, { ...week, srcUsername: '陈静' })).body.retVal.totalRows).toBe(2);
    expect((await list(frontdesk, { ...week, titleKeyword: '排班' })).body.retVal.datas.map((r) => r.messageTitle)).toEqual(['本周排班已发布']);
    expect((await list(frontdesk, range(2))).body.retVal.totalRows).toBe(2);
    expect((await list(frontdesk, { ...week, sort: 'publish_date:asc' })).body.retVal.datas[0]!.messageTitle).toBe('微信绑定成功');
  });

  it('rejects an end before the start and malformed dates', async () => {
    expect((await list(frontdesk, { publishStartDate: '2026-01-05', publishEndDate: '2026-01-01' })).body.result).toBe(40000);
    expect((await list(frontdesk, { publishStartDate: 'yesterday', publishEndDate: '2026-01-01' })).body.result).toBe(40000);
  });
});

describe('read state', () => {
  it('marks one’s own message read and unread; the unread count follows', async () => {
    const fd = await signIn(DEMO, 'H001', 'cashier', 'Demo@2026');
    // cashier has read neither of the unit's two notices.
    expect(await unread(fd)).toBe(2);
    const id = await idOf('系统升级通知');
    expect((await fd.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: id, readState: 'T' } })).body.result).toBe(0);
    expect(await unread(fd)).toBe(1);
    const row = await receiptOf('系统升级通知', 'cashier');
    expect(row.readState).toBe(true);
    expect(row.readAt).not.toBeNull();
    expect((await fd.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: id, readState: 'F' } })).body.result).toBe(0);
    expect(await unread(fd)).toBe(2);
    expect((await receiptOf('系统升级通知', 'cashier')).readAt).toBeNull();
  });

  it('counts unread private messages and notices', async () => {
    // Two unread private messages and the unread 系统升级通知.
    expect(await unread(frontdesk)).toBe(3);
    const onlyPrivate = await frontdesk.api<number>('GET', `${B}/messageReciveList/unReadNum`, { base: 'message', query: { messageType: 'PRIVATE' } });
    expect(onlyPrivate.body.retVal).toBe(2);
  });

  it('cannot mark another user’s message: 40400 and their receipt is unchanged', async () => {
    const adminsOwn = await idOf('检测到异常登录');
    const res = await frontdesk.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: adminsOwn, readState: 'T' } });
    expect(res.body.result).toBe(40400);
    expect((await receiptOf('检测到异常登录', 'admin')).readState).toBe(false);
  });

  it('a batch naming someone else’s message changes nothing at all', async () => {
    const own = await idOf('本周排班已发布');
    const foreign = await idOf('锦程国际大酒店申请开通客户关系管理');
    const res = await frontdesk.api('PUT', `${B}/messageReciveList/readStates`, { base: 'message', body: { messageIds: [own, foreign], readState: 'T' } });
    expect(res.body.result).toBe(40400);
    expect((await receiptOf('本周排班已发布', 'frontdesk')).readState).toBe(false);
    expect((await receiptOf('锦程国际大酒店申请开通客户关系管理', 'admin')).readState).toBe(false);
  });

  it('batch read and batch unread on one’s own messages', async () => {
    const fd = await signIn(DEMO, 'H001', 'fomanager', 'Demo@2026');
    const ids = [await idOf('系统升级通知'), await idOf('消防演练通知')];
    expect((await fd.api('PUT', `${B}/messageReciveList/readStates`, { base: 'message', body: { messageIds: ids, readState: 'F' } })).body.result).toBe(0);
    expect(await unread(fd)).toBe(2);
    expect((await fd.api('PUT', `${B}/messageReciveList/readStates`, { base: 'message', body: { messageIds: ids, readState: 'T' } })).body.result).toBe(0);
    expect(await unread(fd)).toBe(0);
    expect((await fd.api('PUT', `${B}/messageReciveList/readStates`, { base: 'message', body: { messageIds: [], readState: 'T' } })).body.result).toBe(40000);
  });

  it('refuses target parameters naming another user or unit (40300)', async () => {
    const id = await idOf('本周排班已发布');
    const asOther = await frontdesk.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: id, readState: 'T', targetUsercode: 'admin' } });
    expect(asOther.body.result).toBe(40300);
    expect((await list(frontdesk, { targetOrgcode: 'HQ' })).body.result).toBe(40300);
    expect((await list(frontdesk, { targetOrgcode: 'H001', targetUsercode: 'frontdesk', targetAppcode: 'DEMO' })).body.result).toBe(0);
  });

  it('asks for the same-origin check on changes (CSRF)', async () => {
    const id = await idOf('本周排班已发布');
    const res = await frontdesk.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: id, readState: 'T' }, origin: 'http://evil.example' });
    expect(res.body.result).toBe(40301);
  });
});

describe('notices', () => {
  it('lists the unit’s notices with bodies; popup=T keeps only those waiting', async () => {
    const fd = await signIn(DEMO, 'H001', 'hk01', 'Demo@2026');
    const all = await fd.api<Page>('GET', `${B}/noticeList`, { base: 'message' });
    expect(all.body.retVal.datas.map((r) => [r.messageTitle, r.readState])).toEqual([
      ['系统升级通知', 'F'],
      ['消防演练通知', 'T'],
    ]);
    expect(all.body.retVal.datas[0]!.messageText).toContain('<b>本周六 02:00-04:00</b>');
    const popups = await fd.api<Page>('GET', `${B}/noticeList`, { base: 'message', query: { popup: 'T' } });
    expect(popups.body.retVal.datas.map((r) => r.messageTitle)).toEqual(['系统升级通知']);
  });

  it('a postponed notice pops up again later; a closed one does not, and both stay unread', async () => {
    const fd = await signIn(DEMO, 'H001', 'newbie', 'Newbie@2026');
    const id = await idOf('系统升级通知');
    const popups = async () => (await fd.api<Page>('GET', `${B}/noticeList`, { base: 'message', query: { popup: 'T' } })).body.retVal.totalRows;
    expect(await popups()).toBe(2);
    expect((await fd.api('PUT', `${B}/messageReciveList/postpone`, { base: 'message', body: { messageIds: [id], minutes: 10 } })).body.result).toBe(0);
    expect(await popups()).toBe(1);
    h.advance(11 * 60_000);
    expect(await popups()).toBe(2);
    const fire = await idOf('消防演练通知');
    expect((await fd.api('PUT', `${B}/messageReciveList/close`, { base: 'message', body: { messageIds: [id, fire] } })).body.result).toBe(0);
    expect(await popups()).toBe(0);
    expect(await unread(fd)).toBe(2);
  });

  it('cannot postpone or close another user’s notice', async () => {
    const hq = await idOf('2026 年集团年会通知');
    expect((await frontdesk.api('PUT', `${B}/messageReciveList/close`, { base: 'message', body: { messageIds: [hq] } })).body.result).toBe(40400);
    expect((await frontdesk.api('PUT', `${B}/messageReciveList/postpone`, { base: 'message', body: { messageIds: [hq] } })).body.result).toBe(40400);
  });
});

describe('remind tone', () => {
  it('gives the unit’s tone, else the nearest above, else the system default', async () => {
    expect((await frontdesk.api('GET', `${B}/sysOption/remindTone`, { base: 'message', query: { unitCode: 'H001' } })).body.retVal).toEqual({ toneUrl: '/tones/notice.wav', time: 999 });
    expect((await admin.api('GET', `${B}/sysOption/remindTone`, { base: 'message' })).body.retVal).toEqual({ toneUrl: '/tones/notice.wav', time: 1 });
  });

  it('refuses another unit’s tone', async () => {
    expect((await frontdesk.api('GET', `${B}/sysOption/remindTone`, { base: 'message', query: { unitCode: 'H002' } })).body.result).toBe(40300);
  });

  it('administrators set a unit’s tone; others may not', async () => {
    const body = { unitCode: 'H002', toneUrl: '/tones/chime.wav', time: 3 };
    expect((await frontdesk.api('PUT', `${B}/sysOption/remindTone`, { base: 'message', body })).body.result).toBe(40300);
    expect((await admin.api('PUT', `${B}/sysOption/remindTone`, { base: 'message', body: { ...body, toneUrl: 'javascript:alert(1)' } })).body.result).toBe(40000);
    expect((await admin.api('PUT', `${B}/sysOption/remindTone`, { base: 'message', body })).body.result).toBe(0);
    const helper = await signIn(DEMO, 'H002', 'h002admin', 'Demo@2026');
    expect((await helper.api('GET', `${B}/sysOption/remindTone`, { base: 'message' })).body.retVal).toEqual({ toneUrl: '/tones/chime.wav', time: 3 });
  });
});

describe('publishing', () => {
  const pushes: LivePush[] = [];
  beforeAll(async () => {
    await listen(pushes);
  });

  it('needs the publish permission', async () => {
    const body = { messageType: 'NOTICE', messageTitle: 'x', target: { kind: 'UNIT', unitCode: 'H001' } };
    const res = await frontdesk.api('POST', `${B}/message/publish`, { base: 'message', body });
    expect(res.body.result).toBe(40300);
    expect(await h.db.prisma.message.count({ where: { messageTitle: 'x' } })).toBe(0);
  });

  it('a notice to a unit: one receipt per enabled user, body sanitised, pushed to the unit’s topic', async () => {
    pushes.length = 0;
    const body = {
      messageType: 'NOTICE',
      messageTitle: '停水通知',
      messageText: '<p onclick="steal()">明日 <b>9:00</b> 停水<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:alert(1)">x</a></p>',
      messageLevel: 'WARN',
      target: { kind: 'UNIT', unitCode: 'H001' },
    };
    const res = await admin.api<{ messageId: number; recipients: number }>('POST', `${B}/message/publish`, { base: 'message', body });
    expect(res.body.result).toBe(0);
    const enabled = await h.db.prisma.user.count({ where: { unit: { code: 'H001' }, status: 'ENABLED' } });
    expect(res.body.retVal.recipients).toBe(enabled);
    const stored = await h.db.prisma.message.findUniqueOrThrow({ where: { id: res.body.retVal.messageId } });
    expect(stored.messageText).toBe('<p>明日 <b>9:00</b> 停水<img /><a target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(stored).toMatchObject({ messageType: 'NOTICE', srcUserCode: 'admin', srcOrgName: '锦程酒店集团', isShow: true, targetAppCode: null });
    expect(await h.db.prisma.messageRecipient.count({ where: { messageId: stored.id } })).toBe(enabled);

    await arrived(pushes);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ destination: '/topic/unit/H001' });
    expect(JSON.parse(pushes[0]!.body)).toMatchObject({ event: 'message', messageId: stored.id, messageType: 'NOTICE', messageTitle: '停水通知', messageLevel: 'WARN', isShow: 'T' });

    const notices = await frontdesk.api<Page>('GET', `${B}/noticeList`, { base: 'message', query: { popup: 'T' } });
    expect(notices.body.retVal.datas[0]).toMatchObject({ messageTitle: '停水通知', readState: 'F', srcUsername: '系统管理员' });
    // Another unit does not get it.
    const hq = await signIn(DEMO, 'HQ', 'hqadmin', 'Demo@2026');
    expect((await hq.api<Page>('GET', `${B}/noticeList`, { base: 'message' })).body.retVal.datas.map((r) => r.messageTitle)).not.toContain('停水通知');
  });

  it('a private message to a user goes to that user’s queue only', async () => {
    pushes.length = 0;
    const body = { messageType: 'PRIVATE', messageTitle: '请来前台', messageText: '<p>谢谢</p>', target: { kind: 'USER', unitCode: 'H001', userCode: 'frontdesk' } };
    const res = await admin.api<{ messageId: number; recipients: number }>('POST', `${B}/message/publish`, { base: 'message', body });
    expect(res.body.retVal.recipients).toBe(1);
    const fd = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'frontdesk' } });
    await arrived(pushes);
    expect(pushes[0]).toMatchObject({ destination: '/user/queue/message', userIds: [fd.id] });
    expect((await list(frontdesk)).body.retVal.datas[0]!.messageTitle).toBe('请来前台');
    const stored = await h.db.prisma.message.findUniqueOrThrow({ where: { id: res.body.retVal.messageId } });
    expect(stored.isShow).toBe(false);
  });

  it('to an application: shown in that application only', async () => {
    pushes.length = 0;
    const body = { messageType: 'NOTICE', messageTitle: '演示应用维护', target: { kind: 'APP', appCode: 'DEMO' } };
    const res = await admin.api<{ recipients: number }>('POST', `${B}/message/publish`, { base: 'message', body });
    expect(res.body.retVal.recipients).toBeGreaterThan(5);
    await arrived(pushes);
    expect(pushes[0]).toMatchObject({ destination: '/topic/app/DEMO' });
    // H003 has not opened DEMO: its users get nothing.
    const fd03 = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'fd03' } });
    expect(await h.db.prisma.messageRecipient.count({ where: { userId: fd03.id, message: { messageTitle: '演示应用维护' } } })).toBe(0);
    const onDemo = await frontdesk.api<Page>('GET', `${B}/noticeList`, { base: 'message' });
    expect(onDemo.body.retVal.datas.map((r) => r.messageTitle)).toContain('演示应用维护');
    const onUc = await signIn(UC, 'H001', 'h001admin', 'Demo@2026');
    expect((await onUc.api<Page>('GET', `${B}/noticeList`, { base: 'message' })).body.retVal.datas.map((r) => r.messageTitle)).not.toContain('演示应用维护');
  });

  it('to an application’s users in a unit: the unit’s topic for that application; a unit without the application is refused', async () => {
    pushes.length = 0;
    const ok = await admin.api<{ recipients: number }>('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'PUBLIC', messageTitle: '前台系统更新', target: { kind: 'APP_UNIT', appCode: 'DEMO', unitCode: 'H002' } },
    });
    expect(ok.body.result).toBe(0);
    await arrived(pushes);
    expect(pushes[0]).toMatchObject({ destination: '/topic/unit/H002', appCode: 'DEMO' });
    const refused = await admin.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'NOTICE', messageTitle: 'n/a', target: { kind: 'APP_UNIT', appCode: 'DEMO', unitCode: 'H003' } },
    });
    expect(refused.body.result).toBe(53012);
  });

  it('unknown targets and bad input are refused', async () => {
    const post = (body: unknown) => admin.api('POST', `${B}/message/publish`, { base: 'message', body });
    expect((await post({ messageType: 'NOTICE', messageTitle: 't', target: { kind: 'UNIT', unitCode: 'NOPE' } })).body.result).toBe(40400);
    expect((await post({ messageType: 'PRIVATE', messageTitle: 't', target: { kind: 'USER', unitCode: 'H001', userCode: 'nobody' } })).body.result).toBe(40400);
    expect((await post({ messageType: 'SYSTEM', messageTitle: 't', target: { kind: 'UNIT', unitCode: 'H001' } })).body.result).toBe(40000);
    expect((await post({ messageType: 'NOTICE', messageTitle: '', target: { kind: 'UNIT', unitCode: 'H001' } })).body.result).toBe(40000);
    expect((await post({ messageType: 'NOTICE', messageTitle: 't', messageLevel: 'LOUD', target: { kind: 'UNIT', unitCode: 'H001' } })).body.result).toBe(40000);
  });

  it('a unit administrator reaches their own unit only (the server-side API for other applications)', async () => {
    const login = await h.backend.auth.login(h.call({ appCode: 'DEMO', host: DEMO }), { unitCode: 'H001', userCode: 'h001admin', password: 'Demo@2026' });
    const ctx = h.call({ appCode: 'DEMO', host: DEMO, token: login.jwtToken });
    const own = await publishMessage(h.deps, ctx, { messageType: 'NOTICE', messageTitle: '本店通知', messageText: '', messageLevel: 'INFO', isShow: 'T', target: { kind: 'UNIT', unitCode: 'H001' } });
    expect(own.recipients).toBeGreaterThan(0);
    await expect(
      publishMessage(h.deps, ctx, { messageType: 'NOTICE', messageTitle: '越权', messageText: '', messageLevel: 'INFO', isShow: 'T', target: { kind: 'UNIT', unitCode: 'HQ' } }),
    ).rejects.toMatchObject({ code: 40300 });
    await expect(
      publishMessage(h.deps, ctx, { messageType: 'NOTICE', messageTitle: '越权', messageText: '', messageLevel: 'INFO', isShow: 'T', target: { kind: 'APP', appCode: 'DEMO' } }),
    ).rejects.toMatchObject({ code: 40300 });
  });
});

describe('system tip', () => {
  it('administrators set and clear it; everyone signed in reads it; browsers are told', async () => {
    const pushes: LivePush[] = [];
    const stop = await listen(pushes);
    try {
      expect((await frontdesk.api('GET', `${B}/systemTip`, { base: 'message' })).body.retVal).toBeNull();
      const tip = { messageTitle: '今晚 23:00 系统维护', messageText: '<p>约 30 分钟<script>x()</script></p>' };
      expect((await frontdesk.api('PUT', `${B}/systemTip`, { base: 'message', body: tip })).body.result).toBe(40300);
      const set = await admin.api<{ messageTitle: string; messageText: string }>('PUT', `${B}/systemTip`, { base: 'message', body: tip });
      expect(set.body.retVal).toMatchObject({ messageTitle: '今晚 23:00 系统维护', messageText: '<p>约 30 分钟</p>' });
      await arrived(pushes);
      expect(pushes.at(-1)).toMatchObject({ destination: '/user/queue/refresh' });
      expect(pushes.at(-1)!.userIds).toBeUndefined();
      expect((await frontdesk.api('GET', `${B}/systemTip`, { base: 'message' })).body.retVal).toMatchObject({ messageTitle: '今晚 23:00 系统维护' });
      // A new tip replaces the old one.
      await admin.api('PUT', `${B}/systemTip`, { base: 'message', body: { messageTitle: '已改期' } });
      expect((await frontdesk.api('GET', `${B}/systemTip`, { base: 'message' })).body.retVal).toMatchObject({ messageTitle: '已改期' });
      expect(await h.db.prisma.message.count({ where: { messageType: 'SYSTEM', isShow: true } })).toBe(1);
      expect((await frontdesk.api('DELETE', `${B}/systemTip`, { base: 'message' })).body.result).toBe(40300);
      expect((await admin.api('DELETE', `${B}/systemTip`, { base: 'message' })).body.result).toBe(0);
      expect((await frontdesk.api('GET', `${B}/systemTip`, { base: 'message' })).body.retVal).toBeNull();
      // The tip is not an inbox item.
      expect((await list(frontdesk, { messageType: 'SYSTEM' })).body.retVal.totalRows).toBe(0);
    } finally {
      stop();
    }
  });
});

describe('live connection principal', () => {
  it('names the user, unit, application, session and family of a token', async () => {
    const login = await h.backend.auth.login(h.call({ appCode: 'DEMO', host: DEMO }), { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026' });
    const p = await h.backend.messages.connectionPrincipal(h.call({ token: login.jwtToken, appCode: 'SSO' }));
    const session = await h.db.prisma.session.findFirstOrThrow({ where: { user: { code: 'cashier' }, revokedAt: null }, orderBy: { createdAt: 'desc' } });
    expect(p).toEqual({ userId: session.userId, userCode: 'cashier', unitId: session.unitId, unitCode: 'H001', appCode: 'DEMO', receiveMessage: 'T', sessionId: session.id, familyId: session.familyId });
    await expect(h.backend.messages.connectionPrincipal(h.call({ token: 'nope' }))).rejects.toMatchObject({ code: 50001 });
  });
});
