/**
 * Applications (console.md sections 3 and 7): every application field, opening steps, macro
 * configuration, and opening an application for a unit through its steps and tasks (states not
 * started, processing, complete, unknown; add, update, batch, delete, complete, transfer, open,
 * halt, retry, logs).
 */
import { z } from 'zod';
import { integerInput, integerOr } from './numbers';
import { pagedSchema, pageQuerySchema, sortedPageQuery } from './envelope';
import { consoleCall, done, idSchema, idsSchema, optionalText, requiredText, statusSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { CODE_PATTERN, EXECUTORS, NAV_MODES, TASK_STATES } from './console-enums';

export const appRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  descript: z.string(),
  remark: z.string(),
  thirdParty: z.boolean(),
  type: z.string(),
  href: z.string(),
  navMode: z.string(),
  authEnabled: z.boolean(),
  authCode: z.string(),
  mobile: z.boolean(),
  exitApi: z.string(),
  sso: z.boolean(),
  icon: z.string(),
  iconColor: z.string(),
  logo: z.string(),
  sLogo: z.string(),
  img: z.string(),
  sort: z.number().int(),
  status: z.string(),
  steps: z.number().int(),
  units: z.number().int(),
  createdAt: z.string(),
});
export type AppRow = z.infer<typeof appRowSchema>;

const urlText = (max: number) => optionalText(max).refine((v) => v === null || /^(https?:\/\/|\/)/.test(v), { message: 'url' });

export const appInputSchema = z.object({
  id: idSchema.optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN),
  name: optionalText(60),
  descript: requiredText(60),
  remark: optionalText(500),
  thirdParty: z.boolean().default(false),
  type: optionalText(30),
  href: urlText(500),
  navMode: z.enum(NAV_MODES).default('TRADITIONAL'),
  authEnabled: z.boolean().default(false),
  authCode: optionalText(60),
  mobile: z.boolean().default(false),
  exitApi: urlText(500),
  sso: z.boolean().default(false),
  icon: optionalText(60),
  iconColor: optionalText(20),
  logo: optionalText(500),
  sLogo: optionalText(500),
  img: optionalText(500),
  sort: integerOr(0, 999_999, 0),
  status: statusSchema.default('ENABLED'),
});

export const stepSchema = z.object({ id: z.number().int(), appId: z.number().int(), order: z.number().int(), name: z.string(), executor: z.string(), url: z.string(), remark: z.string(), status: z.string() });
const stepInput = z.object({
  id: idSchema.optional(),
  appId: idSchema,
  order: integerInput(1, 99),
  name: requiredText(60),
  executor: z.enum(EXECUTORS).default('MANUAL'),
  url: urlText(500),
  remark: optionalText(500),
  status: statusSchema.default('ENABLED'),
});

export const macroSchema = z.object({ id: z.number().int(), appId: z.number().int(), appCode: z.string(), macroCode: z.string(), config: z.string(), type: z.string(), sort: z.number().int(), state: z.string(), updatedAt: z.string() });

export const openingSchema = z.object({
  unitId: z.number().int(),
  unitCode: z.string(),
  unitName: z.string(),
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  status: z.string(),
  openedAt: z.string(),
  tasks: z.number().int(),
  complete: z.number().int(),
  unknown: z.number().int(),
});
export type Opening = z.infer<typeof openingSchema>;

export const taskStateSchema = z.enum(TASK_STATES);
export const taskSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitCode: z.string(),
  unitName: z.string(),
  appId: z.number().int(),
  appCode: z.string(),
  /** An upstream service may not send it: the list then shows the code. */
  appName: z.string().default(''),
  stepId: z.number().int(),
  stepOrder: z.number().int(),
  stepName: z.string(),
  url: z.string(),
  state: z.string(),
  executor: z.string(),
  attempts: z.number().int(),
  transferredTo: z.string(),
  halted: z.boolean(),
  lastError: z.string(),
  startedAt: z.string(),
  completedAt: z.string(),
  updatedAt: z.string(),
});
export type OpeningTaskRow = z.infer<typeof taskSchema>;
export const taskLogSchema = z.object({ id: z.number().int(), at: z.string(), action: z.string(), fromState: z.string(), toState: z.string(), actorCode: z.string(), message: z.string() });

const taskId = z.object({ id: idSchema });

/** Redirect and logout URIs of an OpenID Connect client: absolute http(s), no fragment, no user info; matched exactly. */
const oidcUri = z.string().trim().min(1).max(500).refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.hash && !u.username && !u.password;
  } catch {
    return false;
  }
}, 'uri');

export const oidcClientSchema = z.object({
  clientId: z.string(),
  /** Whether the application has an OpenID Connect registration at all. */
  registered: z.boolean(),
  /** Whether the application has a client secret (the "Client secret" tab issues and rotates it). */
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  public: z.boolean(),
  redirectUris: z.array(oidcUri).max(20),
  postLogoutRedirectUris: z.array(oidcUri).max(20),
  backchannelLogoutUri: oidcUri.nullable(),
  frontchannelLogoutUri: oidcUri.nullable(),
  grantTypes: z.array(z.enum(['authorization_code', 'refresh_token', 'client_credentials'])).min(1).max(3),
});
export type OidcClientState = z.infer<typeof oidcClientSchema>;

export const appCalls = {
  listApps: consoleCall({
    method: 'POST',
    path: '/app/apps',
    permission: 'uc:app:list',
    scope: scope.platform('the application registry is the platform\'s'),
    input: sortedPageQuery(['code', 'descript']).extend({ code: textFilter(30), descript: textFilter(60), type: textFilter(30), status: statusSchema.optional() }),
    output: pagedSchema(appRowSchema),
  }),
  saveApp: consoleCall({ method: 'POST', path: '/app/save', permission: 'uc:app:edit', scope: scope.platform('the application registry is the platform\'s', ref.app('id')), input: appInputSchema, output: appRowSchema }),
  deleteApp: consoleCall({ method: 'DELETE', path: '/app/:id', permission: 'uc:app:edit', scope: scope.platform('the application registry is the platform\'s', ref.app('id')), input: z.object({ id: idSchema }), output: done }),
  appSteps: consoleCall({ method: 'GET', path: '/app/steps', permission: 'uc:app:list', scope: scope.platform('an application\'s opening steps', ref.app('appId')), input: z.object({ appId: idSchema }), output: z.array(stepSchema) }),
  saveStep: consoleCall({ method: 'POST', path: '/app/step', permission: 'uc:app:edit', scope: scope.platform('an application\'s opening steps', ref.appStep('id'), ref.app('appId')), input: stepInput, output: stepSchema }),
  deleteStep: consoleCall({ method: 'DELETE', path: '/app/step/:id', permission: 'uc:app:edit', scope: scope.platform('an application\'s opening steps', ref.appStep('id')), input: z.object({ id: idSchema }), output: done }),
  macroConfigs: consoleCall({
    method: 'POST',
    path: '/app/macroConfigs',
    permission: 'uc:app:list',
    scope: scope.platform('an application\'s macros', ref.app('appId')),
    input: sortedPageQuery(['macroCode', 'updatedAt']).extend({ appId: idSchema.optional(), macroCode: textFilter(60), state: statusSchema.optional(), type: textFilter(30) }),
    output: pagedSchema(macroSchema),
  }),
  saveMacro: consoleCall({
    method: 'POST',
    path: '/app/macroConfig',
    permission: 'uc:app:config',
    scope: scope.platform('an application\'s macros', ref.macro('id'), ref.app('appId')),
    input: z.object({ id: idSchema.optional(), appId: idSchema, macroCode: z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_.-]+$/), config: z.string().max(4000), type: optionalText(30), sort: integerOr(0, 999_999, 0), state: statusSchema.default('ENABLED') }),
    output: macroSchema,
  }),
  deleteMacro: consoleCall({ method: 'DELETE', path: '/app/macroConfig/:id', permission: 'uc:app:config', scope: scope.platform('an application\'s macros', ref.macro('id')), input: z.object({ id: idSchema }), output: done }),
  openings: consoleCall({
    method: 'POST',
    path: '/open/list',
    permission: 'uc:open:list',
    scope: scope.list('openings of the units the caller administers', ref.unit('unitId'), ref.app('appId')),
    input: sortedPageQuery(['unitCode', 'openedAt']).extend({ unitId: idSchema.optional(), appId: idSchema.optional(), status: z.enum(['OPENING', 'ENABLED', 'DISABLED']).optional() }),
    output: pagedSchema(openingSchema),
  }),
  /** Starts opening an application for a unit: a task per enabled step, automatic steps run at once. */
  openApp: consoleCall({ method: 'POST', path: '/open/open', permission: 'uc:open:edit', scope: scope.of(ref.unit('unitId'), ref.app('appId')), input: z.object({ unitId: idSchema, appId: idSchema }), output: openingSchema }),
  openTasks: consoleCall({
    method: 'POST',
    path: '/open/tasks',
    permission: 'uc:open:list',
    scope: scope.list('tasks of the units the caller administers', ref.unit('unitId'), ref.app('appId')),
    input: sortedPageQuery(['updatedAt']).extend({ unitId: idSchema.optional(), appId: idSchema.optional(), state: taskStateSchema.optional(), transferredTo: textFilter(30) }),
    output: pagedSchema(taskSchema),
  }),
  addTask: consoleCall({ method: 'POST', path: '/open/task/add', permission: 'uc:open:edit', scope: scope.of(ref.unit('unitId'), ref.app('appId'), ref.appStep('stepId')), input: z.object({ unitId: idSchema, appId: idSchema, stepId: idSchema }), output: taskSchema }),
  updateTask: consoleCall({ method: 'POST', path: '/open/task/update', permission: 'uc:open:edit', scope: scope.of(ref.task('id')), input: z.object({ id: idSchema, state: taskStateSchema, message: optionalText(500) }), output: taskSchema }),
  batchTasks: consoleCall({
    method: 'POST',
    path: '/open/task/batch',
    permission: 'uc:open:edit',
    scope: scope.of(ref.task('ids')),
    input: z.object({ ids: idsSchema.min(1).max(200), action: z.enum(['COMPLETE', 'HALT', 'RESUME', 'RETRY']) }),
    output: z.object({ done: z.number().int(), refused: z.number().int() }),
  }),
  deleteTask: consoleCall({ method: 'DELETE', path: '/open/task/:id', permission: 'uc:open:edit', scope: scope.of(ref.task('id')), input: taskId, output: done }),
  completeTask: consoleCall({ method: 'POST', path: '/open/task/complete', permission: 'uc:open:edit', scope: scope.of(ref.task('id')), input: taskId.extend({ message: optionalText(500) }), output: taskSchema }),
  transferTask: consoleCall({ method: 'POST', path: '/open/task/transform', permission: 'uc:open:transfer', scope: scope.of(ref.task('id'), ref.user('userId')), input: taskId.extend({ userId: idSchema }), output: taskSchema }),
  haltTask: consoleCall({ method: 'POST', path: '/open/task/halt', permission: 'uc:open:edit', scope: scope.of(ref.task('id')), input: taskId.extend({ halted: z.boolean() }), output: taskSchema }),
  retryTask: consoleCall({ method: 'POST', path: '/open/task/retry', permission: 'uc:open:retry', scope: scope.of(ref.task('id')), input: taskId, output: taskSchema }),
  taskLogs: consoleCall({ method: 'GET', path: '/open/task/logs', permission: 'uc:open:list', scope: scope.of(ref.task('taskId')), input: z.object({ taskId: idSchema }), output: z.array(taskLogSchema) }),
  /** Client credentials of an application Concierge does not host (issue 10 item 7; docs/decisions/047). */
  clientSecretState: consoleCall({
    method: 'GET',
    path: '/app/clientSecret',
    permission: 'uc:app:list',
    scope: scope.platform('an application\'s client secret', ref.app('appId')),
    input: z.object({ appId: idSchema }),
    output: z.object({ appCode: z.string(), hasSecret: z.boolean(), issuedAt: z.string(), redirectOrigins: z.array(z.string()) }),
  }),
  /** Issues the first secret, or (rotate) replaces it; the secret is in this answer only. */
  issueAppSecret: consoleCall({
    method: 'POST',
    path: '/app/clientSecret',
    permission: 'uc:app:edit',
    scope: scope.platform('an application\'s client secret', ref.app('appId')),
    input: z.object({ appId: idSchema, rotate: z.boolean().default(false) }),
    output: z.object({ secret: z.string(), issuedAt: z.string() }),
  }),
  revokeAppSecret: consoleCall({ method: 'DELETE', path: '/app/clientSecret', permission: 'uc:app:edit', scope: scope.platform('an application\'s client secret', ref.app('appId')), input: z.object({ appId: idSchema }), output: done }),
  /** The origins (scheme, host, port) a ticket for the application may be sent to; at most 20. */
  saveRedirectOrigins: consoleCall({
    method: 'POST',
    path: '/app/redirectOrigins',
    permission: 'uc:app:edit',
    scope: scope.platform('an application\'s registered addresses', ref.app('appId')),
    input: z.object({ appId: idSchema, origins: z.array(z.string().trim().min(1).max(200)).max(20) }),
    output: z.object({ redirectOrigins: z.array(z.string()) }),
  }),
  /** The application as an OpenID Connect client (issue 19, docs/decisions/105): client id = its code, secret = its client secret. */
  oidcClientState: consoleCall({
    method: 'GET',
    path: '/app/oidcClient',
    permission: 'uc:app:list',
    scope: scope.platform('an application\'s OpenID Connect registration', ref.app('appId')),
    input: z.object({ appId: idSchema }),
    output: oidcClientSchema,
  }),
  saveOidcClient: consoleCall({
    method: 'POST',
    path: '/app/oidcClient',
    permission: 'uc:app:edit',
    scope: scope.platform('an application\'s OpenID Connect registration', ref.app('appId')),
    input: oidcClientSchema.omit({ clientId: true, registered: true, hasSecret: true }).extend({ appId: idSchema }),
    output: oidcClientSchema,
  }),
};
