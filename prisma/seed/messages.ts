// Private messages to admin and frontdesk, notices targeted at a unit, per-user delivery rows and
// the notice sound.
import { ago, ensure, HOUR, type SeedContext } from './context.ts'
import { unitOf, type OrgRefs } from './units.ts'
import { userOf, USERS, type UserRefs } from './users.ts'

type Level = 'INFO' | 'WARN' | 'SERIOUS'

type MessageSeed = {
  type: 'PRIVATE' | 'NOTICE'
  title: string
  html: string
  level: Level
  /** Publisher `${unit}/${user}`; null = the system. */
  from: string | null
  /** Hours before the seed's reference time. */
  hoursAgo: number
  /** PRIVATE: the one recipient `${unit}/${user}`. NOTICE: the target unit (all its demo users). */
  to: string
  /** Recipients (user codes) who have read it. */
  readBy: string[]
}

const MESSAGES: readonly MessageSeed[] = [
  // To admin.
  { type: 'PRIVATE', title: '欢迎使用锦程用户中心', level: 'INFO', from: null, hoursAgo: 20 * 24, to: 'HQ/admin', readBy: ['admin'],
    html: '<p>欢迎使用<b>锦程用户中心</b>。请先在<a href="/config/parameter-config">参数配置</a>中设置密码强度。</p>' },
  { type: 'PRIVATE', title: '系统巡检报告', level: 'INFO', from: null, hoursAgo: 26, to: 'HQ/admin', readBy: ['admin'],
    html: '<p>昨日巡检结果：<b>全部正常</b>。</p><p>登录成功率 98.6%，平均响应 120 ms。</p>' },
  { type: 'PRIVATE', title: '锦程国际大酒店申请开通客户关系管理', level: 'WARN', from: 'H001/h001admin', hoursAgo: 50, to: 'HQ/admin', readBy: [],
    html: '<p>锦程国际大酒店已提交 <b>CRM</b> 开通申请，请在<a href="/apply/open-list">应用开通</a>中审核。</p>' },
  { type: 'PRIVATE', title: '检测到异常登录', level: 'SERIOUS', from: null, hoursAgo: 5, to: 'HQ/admin', readBy: [],
    html: '<p>账号 <b>locked_user</b> 连续 5 次密码错误，已被锁定。</p><p>详情见<a href="/login-log/admin-login-log">登录日志</a>。</p>' },
  // To frontdesk.
  { type: 'PRIVATE', title: '系统账号已开通', level: 'INFO', from: null, hoursAgo: 20 * 24, to: 'H001/frontdesk', readBy: ['frontdesk'],
    html: '<p>您的账号已开通，请妥善保管密码。</p>' },
  { type: 'PRIVATE', title: '微信绑定成功', level: 'INFO', from: null, hoursAgo: 6 * 24, to: 'H001/frontdesk', readBy: ['frontdesk'],
    html: '<p>您已成功绑定微信账号 <b>芳芳</b>，可使用微信接收通知。</p>' },
  { type: 'PRIVATE', title: '请完善个人邮箱', level: 'WARN', from: 'H001/h001admin', hoursAgo: 3 * 24, to: 'H001/frontdesk', readBy: ['frontdesk'],
    html: '<p>为便于找回密码，请在<b>用户菜单 → 密码邮箱</b>中绑定邮箱。</p>' },
  { type: 'PRIVATE', title: '本周排班已发布', level: 'INFO', from: 'H001/fomanager', hoursAgo: 24, to: 'H001/frontdesk', readBy: [],
    html: '<p>本周前台排班已发布，您的班次：<b>周一至周五 早班</b>。</p>' },
  { type: 'PRIVATE', title: 'VIP 客人今日抵店', level: 'SERIOUS', from: 'H001/fomanager', hoursAgo: 3, to: 'H001/frontdesk', readBy: [],
    html: '<p>VIP 客人 <b>张先生</b> 预计 15:00 抵店，请提前准备 1808 行政套房。</p><p><a href="/demo/front/reservations">查看预订</a></p>' },
  // Notices.
  { type: 'NOTICE', title: '系统升级通知', level: 'WARN', from: 'HQ/admin', hoursAgo: 20, to: 'H001', readBy: ['h001admin', 'fomanager'],
    html: '<p>用户中心将于<b>本周六 02:00-04:00</b>升级，期间暂停登录。</p><p>详见<a href="/index?identity=demo_group_notice">集团公告栏</a>。</p>' },
  { type: 'NOTICE', title: '消防演练通知', level: 'INFO', from: 'H001/h001admin', hoursAgo: 4 * 24, to: 'H001', readBy: ['frontdesk', 'h001admin', 'hk01'],
    html: '<p>本周四 14:00 全店消防演练，请各部门<b>准时参加</b>。</p>' },
  { type: 'NOTICE', title: '2026 年集团年会通知', level: 'INFO', from: 'HQ/hqadmin', hoursAgo: 2 * 24, to: 'HQ', readBy: ['hqadmin'],
    html: '<p>集团年会将于 <b>1 月 18 日</b>在锦程国际大酒店宴会厅举行。</p><p><a href="https://www.example.com/annual-meeting">报名链接</a></p>' },
]

export async function seedMessages(ctx: SeedContext, org: OrgRefs, users: UserRefs): Promise<void> {
  const { db } = ctx
  for (const seed of MESSAGES) {
    const publisher = seed.from ? userOf(users, ...splitKey(seed.from)) : null
    const publisherUnit = seed.from ? unitOf(org, splitKey(seed.from)[0]) : unitOf(org, 'HQ')
    const targetUnitId = seed.type === 'NOTICE' ? unitOf(org, seed.to).id : null
    const publishDate = ago(ctx, seed.hoursAgo * HOUR)
    const message = await ensure(
      ctx,
      'Message',
      // Messages have no unique key; the demo titles are unique per type.
      () => db.message.findFirst({ where: { messageType: seed.type, messageTitle: seed.title } }),
      () =>
        db.message.create({
          data: {
            messageTitle: seed.title,
            messageText: seed.html,
            messageLevel: seed.level,
            messageType: seed.type,
            srcUserId: publisher?.id ?? null,
            srcUserCode: publisher?.code ?? 'system',
            srcUserName: publisher?.name ?? '系统',
            srcOrgName: publisherUnit.name,
            targetUnitId,
            publishDate,
            isShow: seed.type === 'NOTICE',
            createdBy: publisher?.code ?? 'system',
          },
        }),
    )
    const recipients =
      seed.type === 'PRIVATE'
        ? [userOf(users, ...splitKey(seed.to))]
        : USERS.filter((user) => user.unit === seed.to).map((user) => userOf(users, user.unit, user.code))
    for (const recipient of recipients) {
      const read = seed.readBy.includes(recipient.code)
      await ensure(
        ctx,
        'MessageRecipient',
        () => db.messageRecipient.findUnique({ where: { messageId_userId: { messageId: message.id, userId: recipient.id } } }),
        () =>
          db.messageRecipient.create({
            data: {
              messageId: message.id,
              userId: recipient.id,
              // Copies of the message's columns, so per-user lists need one index only.
              messageType: message.messageType,
              publishDate: message.publishDate,
              readState: read,
              readAt: read ? new Date(message.publishDate.getTime() + HOUR) : null,
              notified: read,
              notifiedAt: read ? message.publishDate : null,
            },
          }),
      )
    }
  }
  await seedRemindTones(ctx, org)
}

function splitKey(key: string): [string, string] {
  const [unit, user] = key.split('/')
  if (!unit || !user) throw new Error(`seed: bad user key ${key}`)
  return [unit, user]
}

async function seedRemindTones(ctx: SeedContext, org: OrgRefs) {
  const tones = [
    { unitId: null, toneUrl: '/tones/notice.wav', repeatTimes: 1 },
    // The flagship front desk is noisy: repeat until acknowledged.
    { unitId: unitOf(org, 'H001').id, toneUrl: '/tones/notice.wav', repeatTimes: 999 },
  ]
  for (const tone of tones) {
    await ensure(
      ctx,
      'RemindTone',
      () => ctx.db.remindTone.findFirst({ where: { unitId: tone.unitId } }),
      () => ctx.db.remindTone.create({ data: { ...tone, updatedBy: 'admin' } }),
    )
  }
}
