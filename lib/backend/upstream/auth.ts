/**
 * Login and SSO calls forwarded to the upstream user-center. The caller's token travels only in
 * the Authorization header, never in a URL (URLs end up in access logs). The one exception is
 * /sso/check, whose contract takes the SSO token being checked as its `token` parameter.
 */
import { z } from 'zod';
import type { AuthBackend, CallContext } from '@/lib/backend/types';
import { backdoorStateSchema, casLoginOptionSchema, checkOverwriteResultSchema } from '@/lib/contracts/auth';
import type { UpstreamClient } from './client';
import { upstreamLoginResult } from './login-result';
import { availableRetVal, jwtTokenRetVal, mobileCodeRetVal } from './shapes';

/** Answer of /sso/verifyClient upstream. */
const clientVerdict = z.object({ valid: z.enum(['T', 'F']) });
/** Origins registered upstream; anything that is not an http(s) origin is dropped, never trusted. */
const originList = z
  .array(z.string().max(200))
  .max(50)
  .nullable()
  .transform((list) => (list ?? []).filter((o) => /^https?:\/\/[^/?#@\s\\]+$/.test(o)));

/** Calls whose answer we do not use: any retVal is accepted. */
const ignored = z.unknown();

export function createUpstreamAuth(client: UpstreamClient): AuthBackend {
  // A new login must bring its own token; a reload (reLogin) may answer for the token it was sent.
  const loginCall = (ctx: CallContext, path: string, body: unknown, callToken?: string) =>
    client.call(ctx, { method: 'POST', path, body, retVal: upstreamLoginResult(callToken) });

  return {
    login: (ctx, input) => loginCall(ctx, '/login', input),
    ssoLogin: (ctx, input) => loginCall(ctx, '/sso/login', input),
    pmsLogin: (ctx, input) => loginCall(ctx, '/sso/pmsLogin', input),
    // The spec has no call for it: the upstream keeps its own log of what reaches it, and this
    // process's request log still records every refused attempt.
    noteLimitedLogin: async () => undefined,
    reLogin: (ctx, input) => loginCall(ctx, '/sso/reLogin', { appCode: input.appCode }, ctx.token),

    getLoginByToken: (ctx, variant) =>
      client.call(ctx, {
        method: 'GET',
        path: variant === 'sso' ? '/sso/getLoginByToken' : '/user/getLoginByToken',
        retVal: upstreamLoginResult(ctx.token),
      }),

    async logout(ctx) {
      await client.call(ctx, { method: 'GET', path: '/sso/logout', retVal: ignored });
    },

    check: (ctx, input) =>
      client.call(ctx, {
        method: 'GET',
        path: '/sso/check',
        query: { token: input.ssoToken, appCode: input.appCode },
        retVal: jwtTokenRetVal,
      }),

    // The application's credentials are checked by the upstream user-center, which holds them.
    verifyClient: async (ctx, input) =>
      (await client.call(ctx, { method: 'POST', path: '/sso/verifyClient', body: { appCode: input.appCode, secret: input.secret }, retVal: clientVerdict })).valid === 'T',

    redirectOrigins: (ctx, appCode) => client.call(ctx, { method: 'GET', path: '/sso/redirectOrigins', query: { appCode }, retVal: originList }),

    // 53012 and 54002 leave here as AppError with their code; the BFF marks them quiet.
    available: (ctx, input) =>
      client.call(ctx, {
        method: 'GET',
        path: '/sso/available',
        query: { appCode: input.appCode },
        retVal: availableRetVal(input.appCode),
      }),

    casLoginOption: (ctx) => client.call(ctx, { method: 'GET', path: '/sso/casLoginOption', retVal: casLoginOptionSchema }),

    changeLoginInfo: (ctx, input) =>
      client.call(ctx, { method: 'POST', path: '/sso/changeLoginInfo', body: { orgCode: input.orgCode, appCode: input.appCode }, retVal: jwtTokenRetVal }),

    backdoorState: (ctx) => client.call(ctx, { method: 'GET', path: '/login/backdoorState', retVal: backdoorStateSchema }),

    checkOverwrite: (ctx) =>
      client.call(ctx, { method: 'POST', path: '/login/checkOverwrite', body: { appCode: ctx.appCode }, retVal: checkOverwriteResultSchema }),

    async sendResetPasswordMail(ctx, input) {
      const body = { unitCode: input.unitCode, userCode: input.userCode, email: input.email };
      await client.call(ctx, { method: 'POST', path: '/sso/sendResetPasswordMail', body, retVal: ignored });
    },

    async resetPasswordByCode(ctx, input) {
      await client.call(ctx, { method: 'POST', path: '/sso/resetPasswordByCode', body: input, retVal: ignored });
    },

    sendMobileCode: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: '/sso/sendMobileCode', query: { encodedCode: input.encodedCode }, retVal: mobileCodeRetVal }),
  };
}
