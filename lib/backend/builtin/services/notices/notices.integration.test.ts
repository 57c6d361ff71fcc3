/**
 * The notice screen's calls through the BFF on a seeded database: a unit administrator publishes
 * within their reach and sees only their units' sent messages, with the counts of recipients who
 * received and read each; withdrawing is refused across units and hides the message from those
 * who had not read it; the system tip is the platform's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import type { Paged } from '@/lib/contracts/envelope';
import type { MessageRow, PublishRequest } from '@/lib/contracts/messages';
import type { SentMessageRow } from '@/lib/contracts/notices';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let h002admin: Browser;
let frontdesk: Browser;
let cashier: Browser;

beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin, h002admin, frontdesk, cashier] = await Promise.all([
    signIn('HQ', 'admin'),
    signIn('H001', 'h001admin'),
    signIn('H002', 'h002admin'),
    signIn('H001', 'frontdesk'),
    signIn('H001', 'cashier'),
  ]);
}, 60_000);
afterAll(async () => h?.close());

const B = '/api/backstage';
const notice = (title: string, unitCode: string): PublishRequest => ({ messageType: 'NOTICE', messageTitle: title, messageText: '<p>x</p>', messageLevel: 'WARN', isShow: 'T', target: { kind: 'UNIT', unitCode } });
const publish = (b: Browser, body: PublishRequest) => b.api<{ messageId: number; recipients: number }>('POST', `${B}/message/publish`, { base: 'message', body });
const sent = async (b: Browser, query: Record<string, string> = {}) => okOf(await b.api<Paged<SentMessageRow>>('GET', '/message/sent-list', { query }));
const notices = async (b: Browser) => okOf(await b.api<Paged<MessageRow>>('GET', `${B}/noticeList`, { base: 'message' })).datas.map((r) => r.messageTitle);
const unreadNotices = async (b: Browser) => okOf(await b.api<number>('GET', `${B}/messageReciveList/unReadNum`, { base: 'message', query: { messageType: 'NOTICE' } }));
const enabledUsersOf = (code: string) => h.db.prisma.user.count({ where: { unit: { code }, status: 'ENABLED' } });

describe('publishing and the sent list', () => {
  it('lets a hotel administrator publish to their hotel but not to another', async () => {
    const own = okOf(await publish(h001admin, notice('H001 停水通知', 'H001')));
    expect(own.recipients).toBe(await enabledUsersOf('H001'));
    refusedWith(await publish(h001admin, notice('越权通知', 'H002')), 40300);
    okOf(await publish(h002admin, notice('H002 消防演练', 'H002')));
  });

  it('shows a hotel administrator only their own unit’s sent messages, with target and counts', async () => {
    const mine = await sent(h001admin);
    const titles = mine.datas.map((r) => r.messageTitle);
    expect(titles).toContain('H001 停水通知');
    expect(titles).not.toContain('H002 消防演练');
    expect(titles).not.toContain('越权通知');
    const row = mine.datas.find((r) => r.messageTitle === 'H001 停水通知')!;
    expect(row).toMatchObject({ messageLevel: 'WARN', targetKind: 'UNIT', targetUnitCode: 'H001', srcUserCode: 'h001admin', received: 0, read: 0, withdrawn: false });
    expect(row.recipients).toBe(await enabledUsersOf('H001'));
    expect((await sent(h002admin)).datas.map((r) => r.messageTitle)).not.toContain('H001 停水通知');
    // The platform's administrator sees every unit's.
    expect((await sent(admin, { titleKeyword: '通知' })).datas.map((r) => r.messageTitle)).toContain('H001 停水通知');
  });

  it('filters by title and level', async () => {
    expect((await sent(h001admin, { titleKeyword: '停水' })).datas.map((r) => r.messageTitle)).toEqual(['H001 停水通知']);
    expect((await sent(h001admin, { titleKeyword: '停水', messageLevel: 'SERIOUS' })).totalRows).toBe(0);
  });

  it('counts a recipient as received once their browser loaded it, and as read once read', async () => {
    expect(await notices(frontdesk)).toContain('H001 停水通知');
    let row = (await sent(h001admin, { titleKeyword: '停水' })).datas[0]!;
    expect(row).toMatchObject({ received: 1, read: 0 });
    okOf(await frontdesk.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: row.id, readState: 'T' } }));
    row = (await sent(h001admin, { titleKeyword: '停水' })).datas[0]!;
    expect(row).toMatchObject({ received: 1, read: 1 });
  });
});

describe('withdrawing', () => {
  const idOf = async (title: string) => (await h.db.prisma.message.findFirstOrThrow({ where: { messageTitle: title } })).id;

  it('is refused for another unit’s message (40300) and for none (40400)', async () => {
    const id = await idOf('H001 停水通知');
    refusedWith(await h002admin.api('POST', `/message/withdraw/${id}`), 40300);
    refusedWith(await frontdesk.api('POST', `/message/withdraw/${id}`), 40300);
    refusedWith(await h001admin.api('POST', `/message/withdraw/99999999`), 40400);
    expect((await h.db.prisma.message.findUniqueOrThrow({ where: { id } })).withdrawnAt).toBeNull();
  });

  it('hides the message from recipients who had not read it; those who read it keep it', async () => {
    const id = await idOf('H001 停水通知');
    expect(await notices(cashier)).toContain('H001 停水通知');
    const unreadBefore = await unreadNotices(cashier);
    okOf(await h001admin.api('POST', `/message/withdraw/${id}`));
    expect(await notices(cashier)).not.toContain('H001 停水通知');
    expect(await unreadNotices(cashier)).toBe(unreadBefore - 1);
    refusedWith(await cashier.api('GET', `${B}/messageReciveList/${id}`, { base: 'message' }), 40400);
    expect(await notices(frontdesk)).toContain('H001 停水通知');
    const row = (await sent(h001admin, { titleKeyword: '停水' })).datas[0]!;
    expect(row).toMatchObject({ withdrawn: true, read: 1 });
    expect(row.withdrawnAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('the system tip', () => {
  it('is set and cleared by the platform only, not by a hotel administrator', async () => {
    const tip = { messageTitle: '酒店自设提示', messageText: '', messageLevel: 'INFO' };
    refusedWith(await h001admin.api('PUT', `${B}/systemTip`, { base: 'message', body: tip }), 40300);
    refusedWith(await h001admin.api('DELETE', `${B}/systemTip`, { base: 'message' }), 40300);
    okOf(await admin.api('PUT', `${B}/systemTip`, { base: 'message', body: tip }));
    okOf(await admin.api('DELETE', `${B}/systemTip`, { base: 'message' }));
  });
});
