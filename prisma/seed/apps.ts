// Applications with their opening steps, the applications each unit has opened, one opening in
// progress (open-task list) and a little macro configuration.
import { ago, countCreated, DAY, ensure, HOUR, type SeedContext } from './context.ts'
import { EXT_DEMO_SECRET_HASH, extOidc, type OidcSeed } from './ext-app.ts'
import { unitOf, type OrgRefs } from './units.ts'

type StepSeed = { name: string; executor: 'AUTO' | 'MANUAL'; url: string }

type AppSeed = {
  code: string
  name: string
  descript: string
  remark: string
  /** The remark in English (a translation, prisma/seed/translations.ts). */
  remarkEn: string
  icon: string
  iconColor: string
  /** Shown as a tile on the SSO home page. */
  sso: boolean
  type: string
  img?: string
  navMode?: 'TRADITIONAL' | 'DUAL'
  /** Stored hash of the client secret (applications outside Concierge, see ext-app.ts). */
  clientSecretHash?: string
  /** Registered as an OpenID Connect client (ext-app.ts, docs/decisions/105). */
  oidc?: () => OidcSeed
  steps: StepSeed[]
}

// href stays empty: addresses come from config/app-links.json per customer and host, and apps
// missing there (PMS, CRM, REPORT) show "no matched address" in the app-link panel.
export const APPS: readonly AppSeed[] = [
  {
    code: 'UC', name: '用户中心', descript: '用户中心', remark: '单位、部门、用户、角色与权限的统一管理', remarkEn: 'One place to manage units, departments, users, roles and rights', icon: 'TeamOutlined', iconColor: '#1677ff', sso: true, type: 'PLATFORM', navMode: 'DUAL',
    steps: [
      { name: '初始化单位管理员', executor: 'AUTO', url: '/api/uc/open/init-admin' },
      { name: '同步组织架构', executor: 'AUTO', url: '/api/uc/open/sync-org' },
      { name: '确认开通', executor: 'MANUAL', url: '/apply/open-task-list' },
    ],
  },
  {
    code: 'SSO', name: '统一登录中心', descript: '统一登录中心', remark: '一次登录，访问集团全部应用', remarkEn: 'Sign in once, reach every application of the group', icon: 'SafetyCertificateOutlined', iconColor: '#13c2c2', sso: false, type: 'PLATFORM',
    steps: [
      { name: '配置登录域名', executor: 'MANUAL', url: '/config/domain-list' },
      { name: '启用单点登录', executor: 'AUTO', url: '/api/uc/open/enable-sso' },
    ],
  },
  {
    code: 'DEMO', name: '演示应用', descript: '演示应用', remark: '展示菜单、弹窗与内嵌页面的示例应用', remarkEn: 'An example application with menus, dialogs and embedded pages', icon: 'ExperimentOutlined', iconColor: '#722ed1', sso: true, type: 'BUSINESS',
    steps: [
      { name: '创建演示数据', executor: 'AUTO', url: '/api/demo/open/init' },
      { name: '分配演示角色', executor: 'MANUAL', url: '/role/roleList' },
    ],
  },
  {
    code: 'PMS', name: '酒店管理系统', descript: '酒店管理系统', remark: '前台、客房、账务与夜审', remarkEn: 'Front desk, housekeeping, accounts and night audit', icon: 'HomeOutlined', iconColor: '#fa8c16', sso: true, type: 'BUSINESS',
    steps: [
      { name: '创建酒店档案', executor: 'MANUAL', url: '/unit/unitList' },
      { name: '导入房型与房间', executor: 'MANUAL', url: '/pms/import-rooms' },
      { name: '映射 PMS 账号', executor: 'AUTO', url: '/api/uc/pms/saveMappings' },
    ],
  },
  {
    code: 'CRM', name: '客户关系管理', descript: '客户关系管理', remark: '会员、协议客户与营销活动', remarkEn: 'Members, corporate clients and marketing campaigns', icon: 'ContactsOutlined', iconColor: '#eb2f96', sso: true, type: 'BUSINESS',
    steps: [
      { name: '开通会员体系', executor: 'AUTO', url: '/api/crm/open/member' },
      { name: '导入协议客户', executor: 'MANUAL', url: '/crm/import-agreements' },
      { name: '验收确认', executor: 'MANUAL', url: '/apply/open-task-list' },
    ],
  },
  {
    code: 'REPORT', name: '报表中心', descript: '报表中心', remark: '集团经营与安全报表', remarkEn: 'Group business and security reports', icon: 'BarChartOutlined', iconColor: '#52c41a', sso: true, type: 'BUSINESS',
    steps: [
      { name: '配置数据源', executor: 'MANUAL', url: '/report/reportCenter' },
      { name: '发布报表', executor: 'AUTO', url: '/api/report/open/publish' },
    ],
  },
  {
    // An application Concierge does not host (examples/ext-app), on its own host and port.
    code: 'EXT', name: '外部示例应用', descript: '外部示例应用', remark: '不由 Concierge 托管、通过单点登录接入的示例应用', remarkEn: 'An example application not hosted by Concierge, signed in through SSO', icon: 'ApiOutlined', iconColor: '#2f54eb', sso: true, type: 'BUSINESS',
    clientSecretHash: EXT_DEMO_SECRET_HASH,
    oidc: extOidc,
    steps: [{ name: '登记地址与密钥', executor: 'MANUAL', url: '/app/appList' }],
  },
  {
    // The advert tile ("gg") of the home page: only its image is shown.
    code: 'GG', name: '首页广告', descript: '首页广告', remark: '应用首页的广告位', remarkEn: 'The advert slot of the apps home', icon: 'NotificationOutlined', iconColor: '#faad14', sso: true, type: 'ADVERT', img: '/logos/apps/advert.svg',
    steps: [
      { name: '上传广告图片', executor: 'MANUAL', url: '/code/advert' },
      { name: '发布广告', executor: 'AUTO', url: '/api/uc/open/advert' },
    ],
  },
]

type OpenSeed = { unit: string; apps: string[]; admin?: string[] }

const BASE_APPS = ['UC', 'SSO', 'DEMO', 'PMS']

// H003 has deliberately not opened DEMO ("unit has not opened the application").
const OPENED: readonly OpenSeed[] = [
  { unit: 'ALLY', apps: ['UC', 'SSO'] },
  { unit: 'HQ', apps: [...BASE_APPS, 'REPORT', 'GG', 'EXT'], admin: ['UC'] },
  { unit: 'H001', apps: [...BASE_APPS, 'CRM', 'GG', 'EXT'] },
  { unit: 'H002', apps: [...BASE_APPS, 'GG'] },
  { unit: 'H003', apps: ['UC', 'SSO', 'PMS', 'GG'] },
  { unit: 'S001', apps: ['UC', 'SSO', 'DEMO'] },
  { unit: 'SUP01', apps: ['UC', 'SSO'] },
  { unit: 'AGR01', apps: ['UC', 'SSO'] },
  { unit: 'OTA01', apps: ['UC', 'SSO'] },
  { unit: 'TRV01', apps: ['UC', 'SSO', 'DEMO'] },
]

export type AppRow = { id: number; code: string }
export type AppRefs = Map<string, AppRow>

export function appOf(apps: AppRefs, code: string): AppRow {
  const app = apps.get(code)
  if (!app) throw new Error(`seed: unknown application ${code}`)
  return app
}

export async function seedApps(ctx: SeedContext, org: OrgRefs): Promise<AppRefs> {
  const apps = await seedApplications(ctx)
  await seedUnitApplications(ctx, org, apps)
  await seedOpeningInProgress(ctx, org, apps)
  await seedMacroConfigs(ctx, apps)
  return apps
}

/** The applications themselves with their opening steps: all of them, or the codes given. */
export async function seedApplications(ctx: SeedContext, only?: readonly string[]): Promise<AppRefs> {
  const { db } = ctx
  const apps: AppRefs = new Map()
  for (const [index, seed] of APPS.entries()) {
    if (only && !only.includes(seed.code)) continue
    const app = await ensure(
      ctx,
      'Application',
      () => db.application.findUnique({ where: { code: seed.code } }),
      () =>
        db.application.create({
          data: {
            code: seed.code,
            name: seed.name,
            descript: seed.descript,
            remark: seed.remark,
            type: seed.type,
            navMode: seed.navMode ?? 'TRADITIONAL',
            sso: seed.sso,
            icon: seed.icon,
            iconColor: seed.iconColor,
            logo: `/logos/apps/${seed.code.toLowerCase()}.svg`,
            sLogo: `/logos/apps/${seed.code.toLowerCase()}.svg`,
            img: seed.img ?? null,
            clientSecretHash: seed.clientSecretHash ?? null,
            clientSecretIssuedAt: seed.clientSecretHash ? ctx.now : null,
            sort: (index + 1) * 10,
            createdBy: 'admin',
          },
        }),
    )
    apps.set(seed.code, app)
    const oidc = seed.oidc?.()
    if (oidc) {
      await ensure(
        ctx,
        'OidcClient',
        () => db.oidcClient.findUnique({ where: { appId: app.id } }),
        () =>
          db.oidcClient.create({
            data: {
              appId: app.id,
              redirectUris: JSON.stringify(oidc.redirectUris),
              postLogoutRedirectUris: JSON.stringify(oidc.postLogoutRedirectUris),
              backchannelLogoutUri: oidc.backchannelLogoutUri,
              grantTypes: JSON.stringify(oidc.grantTypes),
              updatedBy: 'admin',
            },
          }),
      )
    }
    for (const [stepIndex, step] of seed.steps.entries()) {
      const order = stepIndex + 1
      await ensure(
        ctx,
        'ApplicationStep',
        // Steps have no unique key in the schema; (app, order) is the natural one.
        () => db.applicationStep.findFirst({ where: { appId: app.id, order } }),
        () => db.applicationStep.create({ data: { appId: app.id, order, ...step, createdBy: 'admin' } }),
      )
    }
  }
  return apps
}

async function seedUnitApplications(ctx: SeedContext, org: OrgRefs, apps: AppRefs) {
  for (const open of OPENED) {
    const unitId = unitOf(org, open.unit).id
    for (const code of open.apps) {
      const appId = appOf(apps, code).id
      await ensure(
        ctx,
        'UnitApplication',
        () => ctx.db.unitApplication.findUnique({ where: { unitId_appId: { unitId, appId } } }),
        () =>
          ctx.db.unitApplication.create({
            data: { unitId, appId, isAdmin: open.admin?.includes(code) ?? false, status: 'ENABLED', openedAt: ago(ctx, 180 * DAY), openedBy: 'admin' },
          }),
      )
    }
  }
}

/** H003 is halfway through opening CRM: one step done, one running, one waiting. */
async function seedOpeningInProgress(ctx: SeedContext, org: OrgRefs, apps: AppRefs) {
  const { db } = ctx
  const unitId = unitOf(org, 'H003').id
  const appId = appOf(apps, 'CRM').id
  await ensure(
    ctx,
    'UnitApplication',
    () => db.unitApplication.findUnique({ where: { unitId_appId: { unitId, appId } } }),
    () => db.unitApplication.create({ data: { unitId, appId, status: 'OPENING', openedBy: 'admin' } }),
  )
  const steps = await db.applicationStep.findMany({ where: { appId }, orderBy: { order: 'asc' } })
  const states = ['COMPLETE', 'PROCESSING', 'NOT_STARTED'] as const
  for (const [index, step] of steps.entries()) {
    const state = states[index] ?? 'NOT_STARTED'
    await ensure(
      ctx,
      'OpeningTask',
      () => db.openingTask.findUnique({ where: { unitId_stepId: { unitId, stepId: step.id } } }),
      async () => {
        const logs = taskLogs(ctx, state)
        // Nested rows bypass ensure(); count them so the run's statistics stay exact.
        countCreated(ctx, 'OpeningTaskLog', logs.length)
        return db.openingTask.create({
          data: {
            unitId,
            appId,
            stepId: step.id,
            state,
            executor: step.executor,
            attempts: state === 'NOT_STARTED' ? 0 : state === 'PROCESSING' ? 2 : 1,
            transferredTo: state === 'PROCESSING' ? 'h003admin' : null,
            lastError: state === 'PROCESSING' ? '协议客户文件格式不正确，已转交酒店管理员处理' : null,
            startedAt: state === 'NOT_STARTED' ? null : ago(ctx, 3 * DAY),
            completedAt: state === 'COMPLETE' ? ago(ctx, 3 * DAY - HOUR) : null,
            createdBy: 'admin',
            logs: { create: logs },
          },
        })
      },
    )
  }
}

function taskLogs(ctx: SeedContext, state: 'COMPLETE' | 'PROCESSING' | 'NOT_STARTED') {
  const open = { at: ago(ctx, 3 * DAY), action: 'OPEN', fromState: null, toState: 'NOT_STARTED', actorCode: 'admin' }
  if (state === 'NOT_STARTED') return [open]
  const start = { at: ago(ctx, 3 * DAY - 10 * 60_000), action: 'START', fromState: 'NOT_STARTED', toState: 'PROCESSING', actorCode: 'admin' }
  if (state === 'COMPLETE') {
    return [open, start, { at: ago(ctx, 3 * DAY - HOUR), action: 'COMPLETE', fromState: 'PROCESSING', toState: 'COMPLETE', actorCode: 'system' }]
  }
  return [
    open,
    start,
    { at: ago(ctx, 2 * DAY), action: 'FAIL', fromState: 'PROCESSING', toState: 'PROCESSING', actorCode: 'system', message: '协议客户文件格式不正确' },
    { at: ago(ctx, 2 * DAY - HOUR), action: 'RETRY', fromState: 'PROCESSING', toState: 'PROCESSING', actorCode: 'admin' },
    { at: ago(ctx, DAY), action: 'TRANSFER', fromState: 'PROCESSING', toState: 'PROCESSING', actorCode: 'admin', message: '转交 h003admin' },
  ]
}

async function seedMacroConfigs(ctx: SeedContext, apps: AppRefs) {
  const macros = [
    { app: 'UC', macroCode: 'LOGIN_CAPTCHA', config: 'false', type: 'BOOLEAN', sort: 1 },
    { app: 'UC', macroCode: 'SESSION_TIMEOUT_MINUTES', config: '720', type: 'NUMBER', sort: 2 },
    { app: 'DEMO', macroCode: 'HOME_PAGE', config: '/demo/dashboard', type: 'STRING', sort: 1 },
    { app: 'PMS', macroCode: 'DESKTOP_LINK', config: '{"scheme":"jcpms://open","minVersion":"8.2"}', type: 'JSON', sort: 1 },
  ]
  for (const macro of macros) {
    const appId = appOf(apps, macro.app).id
    await ensure(
      ctx,
      'MacroConfig',
      () => ctx.db.macroConfig.findUnique({ where: { appId_macroCode: { appId, macroCode: macro.macroCode } } }),
      () =>
        ctx.db.macroConfig.create({
          data: { appId, macroCode: macro.macroCode, config: macro.config, type: macro.type, sort: macro.sort, createdBy: 'admin' },
        }),
    )
  }
}
