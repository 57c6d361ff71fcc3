/**
 * Login security of a unit (console.md /safety/ipWhite, sms, lockScreen, repeatLogin and the
 * "/loginValidation/" calls, whose exact paths the spec does not show: docs/decisions/060) and the
 * login limits (/limit/list, save, update, delete/{id}). The sign-in reads these rows at every
 * login (services/auth/security-setting.ts, check-login-restrictions.ts): no cache, no restart.
 */
import { z } from 'zod';
import { integerInput } from './numbers';
import { pagedSchema, pageQuerySchema, sortedPageQuery } from './envelope';
import { consoleCall, done, idSchema, idsSchema, okIdSchema, optionalText, requiredText, textFilter } from './console-call';
import { ref, scope } from './scope';
import { ipEntries, isIpEntry } from './ip-entries';

export { ipEntries, isIpEntry };

/** Address list text: at least one entry, each valid; stored one per line. */
export const ipListSchema = z
  .string()
  .max(4000)
  .transform((v) => ipEntries(v))
  .refine((list) => list.length > 0 && list.length <= 200 && list.every(isIpEntry), { message: 'ip' })
  .transform((list) => list.join('\n'));

export const EXEMPT_KINDS = ['IP_WHITE', 'MOBILE_VALIDATION', 'LOGIN_LIMIT', 'ALL'] as const;
export type ExemptKind = (typeof EXEMPT_KINDS)[number];

export const securitySettingSchema = z.object({
  unitId: z.number().int(),
  unitCode: z.string(),
  unitName: z.string(),
  /** No row yet: the product's defaults are shown (and apply). */
  saved: z.boolean(),
  globalSwitch: z.boolean(),
  ipWhiteEnabled: z.boolean(),
  mobileValidationEnabled: z.boolean(),
  screenLockEnabled: z.boolean(),
  screenLockIdleMinutes: z.number().int(),
  overwriteEnabled: z.boolean(),
  /** The lock-out the sign-in applies now (login limits included). */
  lockEnabled: z.boolean(),
  lockMaxFailures: z.number().int(),
  lockWindowMinutes: z.number().int(),
  lockDurationMinutes: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type SecuritySettingView = z.infer<typeof securitySettingSchema>;

const memberSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const ipWhiteGroupSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitCode: z.string(),
  name: z.string(),
  ipRanges: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  /** Empty: the group applies to every user of the unit. */
  members: z.array(memberSchema),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type IpWhiteGroupRow = z.infer<typeof ipWhiteGroupSchema>;

export const exemptUserSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  userId: z.number().int(),
  userCode: z.string(),
  userName: z.string(),
  kind: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ExemptUserRow = z.infer<typeof exemptUserSchema>;

/**
 * A user asked for an SMS code at every sign-in although the unit's SMS validation is off (the
 * "chosen users" of /safety/sms; the unit's master switch still gates it, docs/decisions/060).
 */
export const smsUserSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  userId: z.number().int(),
  userCode: z.string(),
  userName: z.string(),
  /** Masked: the list shows where the code goes, not the whole number. */
  mobile: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type SmsUserRow = z.infer<typeof smsUserSchema>;

const unitOnly = z.object({ unitId: idSchema });
const switchInput = z.object({ unitId: idSchema, enabled: z.boolean() });

export const loginSecurityCalls = {
  securitySetting: consoleCall({ method: 'GET', path: '/loginValidation/setting', permission: 'uc:safety:view', scope: scope.of(ref.unit('unitId')), input: unitOnly, output: securitySettingSchema }),
  /** The master switch of the IP white list, SMS validation and the time limits. */
  saveGlobalSwitch: consoleCall({ method: 'POST', path: '/loginValidation/globalSwitch', permission: 'uc:safety:switch', scope: scope.of(ref.unit('unitId')), input: switchInput, output: securitySettingSchema }),
  saveIpWhiteEnabled: consoleCall({ method: 'POST', path: '/loginValidation/ipWhite/enable', permission: 'uc:safety:ip', scope: scope.of(ref.unit('unitId')), input: switchInput, output: securitySettingSchema }),
  listIpWhiteGroups: consoleCall({
    method: 'POST',
    path: '/loginValidation/ipWhite/groups',
    permission: 'uc:safety:ip',
    scope: scope.of(ref.unit('unitId')),
    input: sortedPageQuery(['name', 'updatedAt']).extend({ unitId: idSchema, name: textFilter(60) }),
    output: pagedSchema(ipWhiteGroupSchema),
  }),
  saveIpWhiteGroup: consoleCall({
    method: 'POST',
    path: '/loginValidation/ipWhite/group',
    permission: 'uc:safety:ip',
    scope: scope.of(ref.ipWhiteGroup('id'), ref.unit('unitId'), ref.user('userIds')),
    input: z.object({
      id: idSchema.optional(),
      unitId: idSchema,
      name: requiredText(60),
      ipRanges: ipListSchema,
      enabled: z.boolean().default(true),
      remark: optionalText(200),
      userIds: idsSchema.max(500).default([]),
    }),
    output: okIdSchema,
  }),
  deleteIpWhiteGroup: consoleCall({ method: 'DELETE', path: '/loginValidation/ipWhite/group/:id', permission: 'uc:safety:ip', scope: scope.of(ref.ipWhiteGroup('id')), input: z.object({ id: idSchema }), output: done }),
  saveMobileValidation: consoleCall({ method: 'POST', path: '/loginValidation/mobile', permission: 'uc:safety:sms', scope: scope.of(ref.unit('unitId')), input: switchInput, output: securitySettingSchema }),
  saveLockScreen: consoleCall({
    method: 'POST',
    path: '/loginValidation/lockScreen',
    permission: 'uc:safety:lock',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({ unitId: idSchema, enabled: z.boolean(), idleMinutes: integerInput(1, 1440) }),
    output: securitySettingSchema,
  }),
  saveOverwrite: consoleCall({ method: 'POST', path: '/loginValidation/overwrite', permission: 'uc:safety:repeat', scope: scope.of(ref.unit('unitId')), input: switchInput, output: securitySettingSchema }),
  listExemptUsers: consoleCall({
    method: 'POST',
    path: '/loginValidation/exemptUsers',
    permission: 'uc:safety:view',
    scope: scope.of(ref.unit('unitId')),
    input: sortedPageQuery(['userCode', 'createdAt']).extend({ unitId: idSchema, kind: z.enum([...EXEMPT_KINDS, 'OVERWRITE', 'LOCK']).optional(), userCode: textFilter(30) }),
    output: pagedSchema(exemptUserSchema),
  }),
  /** Exempts users from one validation; each kind needs the permission of its page. */
  addExemptUsers: consoleCall({
    method: 'POST',
    path: '/loginValidation/exemptUser',
    permission: 'uc:safety:view',
    scope: scope.of(ref.unit('unitId'), ref.user('userIds')),
    input: z.object({ unitId: idSchema, kind: z.enum(EXEMPT_KINDS), userIds: idsSchema.min(1).max(200), remark: optionalText(200) }),
    output: z.object({ added: z.number().int() }),
  }),
  deleteExemptUser: consoleCall({ method: 'DELETE', path: '/loginValidation/exemptUser/:id', permission: 'uc:safety:view', scope: scope.of(ref.exemptUser('id')), input: z.object({ id: idSchema }), output: done }),
  /** Reading the chosen users is like reading the exempt ones (uc:safety:view); changing them is the SMS page's. */
  listSmsUsers: consoleCall({
    method: 'POST',
    path: '/loginValidation/smsUsers',
    permission: 'uc:safety:view',
    scope: scope.of(ref.unit('unitId')),
    input: sortedPageQuery(['userCode', 'createdAt']).extend({ unitId: idSchema, userCode: textFilter(30) }),
    output: pagedSchema(smsUserSchema),
  }),
  /** Chooses users of the unit for SMS validation; a user already chosen is left as is (not counted in `added`). */
  addSmsUsers: consoleCall({
    method: 'POST',
    path: '/loginValidation/smsUser',
    permission: 'uc:safety:sms',
    scope: scope.of(ref.unit('unitId'), ref.user('userIds')),
    input: z.object({ unitId: idSchema, userIds: idsSchema.min(1).max(200), remark: optionalText(200) }),
    output: z.object({ added: z.number().int() }),
  }),
  deleteSmsUser: consoleCall({ method: 'DELETE', path: '/loginValidation/smsUser/:id', permission: 'uc:safety:sms', scope: scope.of(ref.smsUser('id')), input: z.object({ id: idSchema }), output: done }),
  /** The signed-in user's idle lock (the shell's lock overlay); any signed-in user. */
  myScreenLock: consoleCall({
    method: 'GET',
    path: '/loginValidation/myLockScreen',
    permission: null,
    scope: scope.self('the caller\'s own lock-screen setting'),
    input: z.object({}),
    output: z.object({ enabled: z.boolean(), idleMinutes: z.number().int() }),
  }),
  /** Unlocks the idle-locked shell with the signed-in user's password. */
  unlockScreen: consoleCall({
    method: 'POST',
    path: '/loginValidation/unlockScreen',
    permission: null,
    scope: scope.self('the caller\'s own password'),
    input: z.object({ password: z.string().min(1).max(256) }),
    output: done,
    quietCodes: [40100],
  }),
};

export const LIMIT_TYPES = ['LOCKOUT', 'ALLOW', 'DENY'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null);

export const loginLimitSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitCode: z.string(),
  unitName: z.string(),
  userId: z.number().int().nullable(),
  userCode: z.string(),
  userName: z.string(),
  type: z.string(),
  maxFailures: z.number().int().nullable(),
  lockMinutes: z.number().int().nullable(),
  windowMinutes: z.number().int().nullable(),
  /** LOCKOUT: wrong passwords after which the sign-in asks for an image captcha (null: never). */
  captchaFailures: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  weekdays: z.string(),
  ipRanges: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type LoginLimitRow = z.infer<typeof loginLimitSchema>;

const limitFields = z.object({
  unitId: idSchema,
  type: z.enum(LIMIT_TYPES),
  userId: idSchema.nullish().transform((v) => v ?? null),
  /** LOCKOUT: failures allowed (1-99), lock time in minutes (0: until unlocked), counting window. */
  maxFailures: integerInput(1, 99).nullish().transform((v) => v ?? null),
  lockMinutes: integerInput(0, 43_200).nullish().transform((v) => v ?? null),
  windowMinutes: integerInput(1, 1440).nullish().transform((v) => v ?? null),
  /** LOCKOUT: failures after which an image captcha is asked, below maxFailures (docs/decisions/104). */
  captchaFailures: integerInput(1, 98).nullish().transform((v) => v ?? null),
  startTime: hhmm,
  endTime: hhmm,
  weekdays: z
    .array(integerInput(1, 7))
    .max(7)
    .nullish()
    .transform((v) => (v && v.length ? [...new Set(v)].sort().join(',') : null)),
  ipRanges: z
    .string()
    .max(4000)
    .nullish()
    .transform((v) => (v ? ipEntries(v) : []))
    .refine((list) => list.length <= 200 && list.every(isIpEntry), { message: 'ip' })
    .transform((list) => (list.length ? list.join('\n') : null)),
  validFrom: z.iso.date().nullish().or(z.literal('')).transform((v) => v || null),
  validTo: z.iso.date().nullish().or(z.literal('')).transform((v) => v || null),
  enabled: z.boolean().default(true),
  remark: optionalText(200),
});

/** The rules of a limit that zod cannot see field by field. */
function limitRules(v: z.infer<typeof limitFields>, ctx: z.RefinementCtx): void {
  if (v.type === 'LOCKOUT') {
    // The lock-out of the sign-in is the unit's: one per unit, not per user.
    if (v.userId !== null) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'lockoutUnitWide' });
    if (v.maxFailures === null) ctx.addIssue({ code: 'custom', path: ['maxFailures'], message: 'required' });
    if (v.lockMinutes === null) ctx.addIssue({ code: 'custom', path: ['lockMinutes'], message: 'required' });
    // The captcha comes before the lock, or it would never be asked.
    if (v.captchaFailures !== null && v.maxFailures !== null && v.captchaFailures >= v.maxFailures) {
      ctx.addIssue({ code: 'custom', path: ['captchaFailures'], message: 'belowMaxFailures' });
    }
  } else if (!v.startTime && !v.endTime && !v.weekdays && !v.ipRanges) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'windowRequired' });
  }
  if (v.startTime && v.endTime && v.startTime > v.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'order' });
  if (v.validFrom && v.validTo && v.validFrom > v.validTo) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'order' });
}

export const loginLimitCalls = {
  listLoginLimits: consoleCall({
    method: 'POST',
    path: '/limit/list',
    permission: 'uc:limit:list',
    scope: scope.list('limits of the units the caller administers', ref.unit('unitId')),
    input: sortedPageQuery(['unitName', 'updatedAt']).extend({ unitId: idSchema.optional(), type: z.enum(LIMIT_TYPES).optional(), userCode: textFilter(30), enabled: z.boolean().optional() }),
    output: pagedSchema(loginLimitSchema),
  }),
  createLoginLimit: consoleCall({ method: 'POST', path: '/limit/save', permission: 'uc:limit:edit', scope: scope.of(ref.unit('unitId'), ref.user('userId')), input: limitFields.superRefine(limitRules), output: loginLimitSchema }),
  updateLoginLimit: consoleCall({
    method: 'POST',
    path: '/limit/update',
    permission: 'uc:limit:edit',
    scope: scope.of(ref.loginLimit('id'), ref.unit('unitId'), ref.user('userId')),
    input: limitFields.extend({ id: idSchema }).superRefine(limitRules),
    output: loginLimitSchema,
  }),
  deleteLoginLimit: consoleCall({ method: 'GET', path: '/limit/delete/:id', permission: 'uc:limit:edit', scope: scope.of(ref.loginLimit('id')), sameOriginOnly: true, input: z.object({ id: idSchema }), output: done }),
};
