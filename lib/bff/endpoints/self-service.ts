/** Self-service calls of a signed-in user, plus the public password-reset and lookup calls. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/bff/endpoint';
import { loginUnitSchema, unitSchema } from '@/lib/contracts/auth';
import {
  captchaSchema,
  domainInfoSchema,
  emailInfoSchema,
  bindMobileRequestSchema,
  emailResetCodeRequestSchema,
  permissionCheckRequestSchema,
  permissionCheckResultSchema,
  mobileBindCodeRequestSchema,
  mobileBindCodeResultSchema,
  mobileInfoSchema,
  possibleLoginUnitsRequestSchema,
  resetEmailRequestSchema,
  resetPasswordByCodeRequestSchema,
  sendMobileCodeRequestSchema,
  sendMobileCodeResultSchema,
  sendResetMailRequestSchema,
  systemOptionSchema,
  unitParamRequestSchema,
  updatePasswordRequestSchema,
} from '@/lib/contracts/self-service';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { hostName } from '@/lib/config/static-config';
import { createCaptcha, verifyCaptcha } from '@/lib/security/captcha';

/** Parameters a visitor may read before signing in (the reset page needs the password rule). */
const PUBLIC_UNIT_PARAMS = new Set(['PASSWORD_STRATEGY']);

/** A session's counters are keyed by a hash, so the store never holds any part of its token. */
const sessionKey = (token: string | undefined) => (token ? createHash('sha256').update(token).digest('base64url') : undefined);

const accountKey = (i: { unitCode: string; userCode: string }) => `${i.unitCode.toLowerCase()}/${i.userCode.toLowerCase()}`;

export const updateUserPassword = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/updateUserPassword',
  auth: 'session',
  input: updatePasswordRequestSchema,
  output: z.null(),
  // Per session, keyed by a hash so the store never holds any part of the token.
  rateLimits: [{ name: 'session', key: (_i, ctx) => sessionKey(ctx.session.token), limit: 10, windowSeconds: 900, count: 'failure' }],
  async handler({ input, ctx }) {
    await ctx.backend.self.updateUserPassword(ctx.call, input);
    // Success logs out everywhere, this browser included.
    await ctx.endSession();
    return null;
  },
});

export const cancelPasswordChange = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/cancelUpdatePassword',
  auth: 'session',
  input: z.object({}),
  output: z.null(),
  async handler({ ctx }) {
    await ctx.backend.self.cancelPasswordChange(ctx.call);
    return null;
  },
});

export const possibleLoginUnits = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/possibleLoginUnits',
  auth: 'session',
  input: possibleLoginUnitsRequestSchema,
  output: z.array(loginUnitSchema),
  async handler({ input, ctx }) {
    return ctx.backend.self.possibleLoginUnits(ctx.call, input);
  },
});

export const backgroundUnit = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/getBackgroundUnit',
  auth: 'session',
  input: z.object({}),
  output: loginUnitSchema,
  async handler({ ctx }) {
    return ctx.backend.self.getBackgroundUnit(ctx.call);
  },
});

export const captcha = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/captcha',
  auth: 'session',
  input: z.object({}),
  output: captchaSchema,
  rateLimits: [{ name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 60, windowSeconds: 600, count: 'always' }],
  async handler({ ctx }) {
    const { captchaId, image } = await createCaptcha(ctx.store);
    return { captchaId, image };
  },
});

export const emailResetCode = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/emailResetCode',
  auth: 'session',
  input: emailResetCodeRequestSchema,
  output: z.null(),
  rateLimits: [{ name: 'user', key: (i) => String(i.id), limit: 5, windowSeconds: 3600, count: 'always' }],
  async handler({ input, ctx }) {
    if (!(await verifyCaptcha(ctx.store, input.captchaId, input.captcha))) throw new AppError(ErrorCode.CODE_INVALID, { params: { what: 'captcha' } });
    await ctx.backend.self.emailResetCode(ctx.call, { id: input.id, email: input.email });
    return null;
  },
});

export const resetEmail = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/resetEmail',
  auth: 'session',
  input: resetEmailRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.self.resetEmail(ctx.call, input);
    return null;
  },
});

export const email = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/email',
  auth: 'session',
  input: z.object({}),
  output: emailInfoSchema,
  async handler({ ctx }) {
    return ctx.backend.self.getEmail(ctx.call);
  },
});

/**
 * Binding a mobile (portal.md sections 5 and 9). No image captcha, unlike the e-mail: the caller is
 * signed in and the sends are capped per user (one a minute, ten a day, in the code service) and
 * here per address and per sign-in (docs/decisions/102).
 */
export const mobileBindCode = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/mobileBindCode',
  auth: 'session',
  input: mobileBindCodeRequestSchema,
  output: mobileBindCodeResultSchema,
  rateLimits: [
    { name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 30, windowSeconds: 3600, count: 'always' },
    { name: 'session', key: (_i, ctx) => sessionKey(ctx.session.token), limit: 10, windowSeconds: 86_400, count: 'always' },
  ],
  async handler({ input, ctx }) {
    return ctx.backend.self.mobileBindCode(ctx.call, input);
  },
});

export const bindMobile = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/bindMobile',
  auth: 'session',
  input: bindMobileRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.self.bindMobile(ctx.call, input);
    return null;
  },
});

export const mobile = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/mobile',
  auth: 'session',
  input: z.object({}),
  output: mobileInfoSchema,
  async handler({ ctx }) {
    return ctx.backend.self.getMobile(ctx.call);
  },
});

export const unitParam = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sysOption/unit',
  auth: 'public',
  input: unitParamRequestSchema,
  output: systemOptionSchema.nullable(),
  async handler({ input, ctx }) {
    if (!ctx.call.token && !PUBLIC_UNIT_PARAMS.has(input.code)) throw new AppError(ErrorCode.SESSION_INVALID);
    return ctx.backend.self.unitParam(ctx.call, input);
  },
});

export const orgByCode = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/org/code/:code',
  auth: 'session',
  input: z.object({ code: z.string().trim().min(1).max(60) }),
  output: unitSchema.nullable(),
  async handler({ input, ctx }) {
    return ctx.backend.self.orgByCode(ctx.call, input);
  },
});

export const checkPermission = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/checkPermission',
  auth: 'session',
  input: permissionCheckRequestSchema,
  output: permissionCheckResultSchema,
  async handler({ input, ctx }) {
    return ctx.backend.self.checkPermission(ctx.call, input);
  },
});

export const domainByUrl = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/domain/findByUrl',
  auth: 'public',
  input: z.object({ url: z.string().trim().max(255).optional() }),
  output: domainInfoSchema.nullable(),
  async handler({ input, ctx }) {
    return ctx.backend.self.domainByHost(ctx.call, { host: hostName(input.url || ctx.call.host) });
  },
});

export const sendResetPasswordMail = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/sso/sendResetPasswordMail',
  auth: 'public',
  input: sendResetMailRequestSchema,
  output: z.object({ seconds: z.number().int() }),
  rateLimits: [
    { name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 20, windowSeconds: 3600, count: 'always' },
    { name: 'account', key: accountKey, limit: 5, windowSeconds: 3600, count: 'always' },
  ],
  async handler({ input, ctx }) {
    await ctx.backend.auth.sendResetPasswordMail(ctx.call, input);
    return { seconds: 60 };
  },
});

export const resetPasswordByCode = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/sso/resetPasswordByCode',
  auth: 'public',
  input: resetPasswordByCodeRequestSchema,
  output: z.null(),
  rateLimits: [
    { name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 30, windowSeconds: 3600, count: 'failure' },
    { name: 'account', key: accountKey, limit: 10, windowSeconds: 3600, count: 'failure' },
  ],
  async handler({ input, ctx }) {
    await ctx.backend.auth.resetPasswordByCode(ctx.call, input);
    return null;
  },
});

export const sendMobileCode = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sso/sendMobileCode',
  auth: 'public',
  sameOriginOnly: true,
  input: sendMobileCodeRequestSchema,
  output: sendMobileCodeResultSchema,
  rateLimits: [
    { name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 20, windowSeconds: 3600, count: 'always' },
    { name: 'challenge', key: (i) => i.encodedCode, limit: 5, windowSeconds: 600, count: 'always' },
  ],
  async handler({ input, ctx }) {
    return ctx.backend.auth.sendMobileCode(ctx.call, input);
  },
});
