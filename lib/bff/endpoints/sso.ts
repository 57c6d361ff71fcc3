/** SSO calls between hosts: ticket exchange (/sso/check, /sso/iamCheck), availability, unit change. */
import { z } from 'zod';
import { defineEndpoint, type EndpointContext } from '@/lib/bff/endpoint';
import { requestOrigin } from '@/lib/bff/origin';
import {
  availableRequestSchema,
  availableResultSchema,
  backdoorStateSchema,
  casLoginOptionSchema,
  changeLoginInfoRequestSchema,
  checkOverwriteResultSchema,
  iamCheckRequestSchema,
  publicCheckResultSchema,
  ssoCheckRequestSchema,
} from '@/lib/contracts/auth';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { consumeTicket, originOf } from '@/lib/security/tickets';
import { runtime } from '@/lib/server/runtime';

/** Redeems a one-time ticket on this host and starts this host's session from it. */
export async function redeemTicket(ctx: EndpointContext, ticket: string, service?: string) {
  const here = requestOrigin(ctx.request, runtime().trustedProxies);
  if (service !== undefined && originOf(service) !== here) {
    // Still burn the ticket: a ticket offered with a wrong service is spent.
    await consumeTicket(ctx.store, ticket, { appCode: '', origin: '' }).catch(() => undefined);
    throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
  }
  const payload = await consumeTicket(ctx.store, ticket, { appCode: ctx.app.appCode, origin: here });
  const { jwtToken } = await ctx.backend.auth.check(ctx.call, { ssoToken: payload.ssoToken, appCode: ctx.app.appCode });
  await ctx.startSession({ token: jwtToken, appCode: ctx.app.appCode });
  return { appCode: ctx.app.appCode };
}

export const ssoCheck = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sso/check',
  auth: 'public',
  sameOriginOnly: true,
  input: ssoCheckRequestSchema,
  output: publicCheckResultSchema,
  rateLimits: [{ name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 60, windowSeconds: 60, count: 'failure' }],
  async handler({ input, ctx }) {
    if (input.appCode !== ctx.app.appCode) {
      await consumeTicket(ctx.store, input.token, { appCode: '', origin: '' }).catch(() => undefined);
      throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
    }
    return redeemTicket(ctx, input.token);
  },
});

export const iamCheck = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sso/iamCheck',
  auth: 'public',
  sameOriginOnly: true,
  input: iamCheckRequestSchema,
  output: publicCheckResultSchema,
  rateLimits: [{ name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 60, windowSeconds: 60, count: 'failure' }],
  async handler({ input, ctx }) {
    return redeemTicket(ctx, input.ticket, input.service);
  },
});

export const available = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sso/available',
  auth: 'session',
  input: availableRequestSchema,
  output: availableResultSchema,
  // Returned to the caller, not thrown (portal.md section 8).
  quietCodes: [ErrorCode.APP_NOT_OPENED, ErrorCode.SSO_TOKEN_INVALID],
  async handler({ input, ctx }) {
    return ctx.backend.auth.available(ctx.call, input);
  },
});

export const casLoginOption = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sso/casLoginOption',
  auth: 'public',
  input: z.object({}),
  output: casLoginOptionSchema,
  async handler({ ctx }) {
    return ctx.backend.auth.casLoginOption(ctx.call);
  },
});

export const changeLoginInfo = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/sso/changeLoginInfo',
  auth: 'session',
  input: changeLoginInfoRequestSchema,
  output: z.object({ orgCode: z.string(), appCode: z.string() }),
  async handler({ input, ctx }) {
    const { jwtToken } = await ctx.backend.auth.changeLoginInfo(ctx.call, input);
    const login = await ctx.backend.auth.getLoginByToken({ ...ctx.call, token: jwtToken }, 'user');
    await ctx.startSession({
      token: jwtToken,
      appCode: ctx.app.appCode,
      ...(ctx.session.lockedLanguage ? { lockedLanguage: ctx.session.lockedLanguage } : {}),
    });
    return { orgCode: login.unitCode, appCode: ctx.app.appCode };
  },
});

export const backdoorState = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/login/backdoorState',
  auth: 'session',
  input: z.object({}),
  output: backdoorStateSchema,
  async handler({ ctx }) {
    return ctx.backend.auth.backdoorState(ctx.call);
  },
});

export const checkOverwrite = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/login/checkOverwrite',
  auth: 'session',
  input: z.object({}),
  output: checkOverwriteResultSchema,
  async handler({ ctx }) {
    return ctx.backend.auth.checkOverwrite(ctx.call);
  },
});
