/** Login calls: /login, /sso/login, /sso/pmsLogin, /sso/reLogin, /sso/logout, getLoginByToken. */
import { z } from 'zod';
import { keepFrontchannel } from '@/lib/bff/frontchannel';
import { defineEndpoint, type EndpointContext, type RateRule } from '@/lib/bff/endpoint';
import {
  loginRequestSchema,
  pmsLoginRequestSchema,
  publicLoginResultSchema,
  reLoginRequestSchema,
  type LoginResult,
} from '@/lib/contracts/auth';
import type { LimitedLogin } from '@/lib/backend/types';
import { normalizeLocale } from '@/lib/i18n/locales';
import { log } from '@/lib/infra/log';

/**
 * Failed logins are limited per IP and per account, before the backend's own lock-out. The rules
 * are shared: /login, /sso/login and the PMS login count against the same two counters.
 */
type LoginLimitInput = { unitCode?: string; userCode?: string; hotelCode?: string; pmsUserCode?: string };

/** The login log's row for the first refusal of a window (dispatch.ts calls it once per subject). */
const noteRefusal =
  (reason: LimitedLogin['reason']) =>
  (i: LoginLimitInput, ctx: EndpointContext): Promise<void> =>
    ctx.backend.auth.noteLimitedLogin(ctx.call, {
      unitCode: i.unitCode ?? i.hotelCode ?? '',
      userCode: i.userCode ?? i.pmsUserCode ?? '',
      method: i.hotelCode !== undefined ? 'PMS' : 'PASSWORD',
      reason,
    });

export const loginLimits: RateRule<LoginLimitInput>[] = [
  { name: 'login-ip', shared: true, key: (_i, ctx) => ctx.call.ip, limit: 30, windowSeconds: 15 * 60, count: 'failure', onFirstRefusal: noteRefusal('RATE_LIMITED_IP') },
  {
    name: 'login-account',
    shared: true,
    key: (i) => `${(i.unitCode ?? i.hotelCode ?? '').toLowerCase()}/${(i.userCode ?? i.pmsUserCode ?? '').toLowerCase()}`,
    limit: 10,
    windowSeconds: 15 * 60,
    count: 'failure',
    onFirstRefusal: noteRefusal('RATE_LIMITED_ACCOUNT'),
  },
];

const loginInput = loginRequestSchema.extend({
  mobileCode: z.string().trim().regex(/^\d{6}$/).optional(),
  encodedCode: z.string().min(16).max(200).optional(),
});

/** Stores the new login in a fresh cookie and strips the token from what the browser gets. */
export async function startLogin(ctx: EndpointContext, result: LoginResult, language?: string) {
  const locked = normalizeLocale(language);
  await ctx.startSession({
    token: result.jwtToken,
    appCode: ctx.app.appCode,
    ...(locked ? { lockedLanguage: locked } : {}),
  });
  const { jwtToken: _token, ...rest } = result;
  return rest;
}

export const login = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/login',
  auth: 'public',
  input: loginInput,
  output: publicLoginResultSchema,
  rateLimits: loginLimits,
  async handler({ input, ctx }) {
    const result = await ctx.backend.auth.login(ctx.call, { ...input, appCode: ctx.app.appCode });
    return startLogin(ctx, result, input.language);
  },
});

export const ssoLogin = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/sso/login',
  auth: 'public',
  input: loginInput,
  output: publicLoginResultSchema,
  rateLimits: loginLimits,
  async handler({ input, ctx }) {
    const result = await ctx.backend.auth.ssoLogin(ctx.call, { ...input, appCode: ctx.app.appCode });
    return startLogin(ctx, result, input.language);
  },
});

export const pmsLogin = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/sso/pmsLogin',
  auth: 'public',
  input: pmsLoginRequestSchema.extend({ language: z.string().max(10).optional() }),
  output: publicLoginResultSchema,
  rateLimits: loginLimits,
  async handler({ input, ctx }) {
    const result = await ctx.backend.auth.pmsLogin(ctx.call, { ...input, appCode: ctx.app.appCode });
    return startLogin(ctx, result, input.language);
  },
});

export const reLogin = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/sso/reLogin',
  auth: 'session',
  input: reLoginRequestSchema,
  output: publicLoginResultSchema,
  async handler({ input, ctx }) {
    const locked = normalizeLocale(input.language);
    if (locked) {
      // A language from the URL locks the language for this session.
      await ctx.updateSession({ lockedLanguage: locked });
      ctx.call.locale = locked;
    }
    const { jwtToken: _token, ...rest } = await ctx.backend.auth.reLogin(ctx.call, { appCode: ctx.app.appCode });
    return rest;
  },
});

function loginByToken(path: string, variant: 'sso' | 'user') {
  return defineEndpoint({
    base: 'uc',
    method: 'GET',
    path,
    auth: 'session',
    input: z.object({}),
    output: publicLoginResultSchema,
    async handler({ ctx }) {
      const { jwtToken: _token, ...rest } = await ctx.backend.auth.getLoginByToken(ctx.call, variant);
      return rest;
    },
  });
}

export const ssoGetLoginByToken = loginByToken('/sso/getLoginByToken', 'sso');
export const userGetLoginByToken = loginByToken('/user/getLoginByToken', 'user');

export const logout = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/sso/logout',
  auth: 'public',
  sameOriginOnly: true,
  input: z.object({}),
  output: z.null(),
  async handler({ ctx }) {
    let frontchannel: string[] = [];
    if (ctx.call.token) {
      try {
        const ended = await ctx.backend.auth.logout(ctx.call);
        frontchannel = ended?.frontchannel ?? [];
      } catch (e) {
        // Logout must always end the local session; the server-side failure is only logged.
        log.warn('logout.backend_failed', { code: (e as { code?: number }).code ?? 'unknown' });
      }
    }
    // The applications with a front-channel logout: the signing-out page loads them (lib/bff/frontchannel.ts).
    const kept = await keepFrontchannel(ctx.store, frontchannel, ctx.secure).catch(() => [] as string[]);
    await ctx.endSession(kept);
    return null;
  },
});
