/**
 * SSO calls between hosts: ticket exchange (/sso/check, /sso/iamCheck) by a browser of an
 * application host or by an application's server with its client secret, availability, unit change.
 */
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
  loginResultSchema,
  type LoginResult,
  publicCheckResultSchema,
  ssoCheckRequestSchema,
} from '@/lib/contracts/auth';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { burnTicket, consumeTicket, originOf } from '@/lib/security/tickets';
import { comesFromAPage, isSameOriginRequest } from '@/lib/bff/csrf';
import { fieldsOf } from '@/lib/bff/zod-fields';
import { pendingStates, stateCookieFrom } from '@/lib/bff/sso/state';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';

/** The application's server, as the dispatcher found it in `Authorization: Basic` (client: 'basic'). */
export type ClientCredential = NonNullable<EndpointContext['client']>;

/** `/sso/available` for applications too: the user's jwtToken may also come as the `token` parameter. */
const fromApplications = { callers: ['browser', 'application'], tokenParam: 'token' } as const;
/** Ticket redemption: a browser of this host (its state cookie), or an application's server (HTTP Basic). */
const redeemers = { callers: ['browser', 'application'], client: 'basic' } as const;

const refused = () => new AppError(ErrorCode.SSO_TOKEN_INVALID);

/**
 * Redeems a one-time ticket on this host for the browser that asked for it (its state cookie must
 * hold the ticket's state) and starts this host's session from it. Returns the state it used.
 */
export async function redeemTicket(ctx: EndpointContext, ticket: string, service?: string): Promise<{ appCode: string; state: string }> {
  const here = requestOrigin(ctx.request, runtime().trustedProxies);
  if (service !== undefined && originOf(service) !== here) {
    // Still burn the ticket: a ticket offered with a wrong service is spent.
    await burnTicket(ctx.store, ticket);
    throw refused();
  }
  const states = pendingStates(stateCookieFrom(ctx.request.headers.get('cookie')));
  const payload = await consumeTicket(ctx.store, ticket, { appCode: ctx.app.appCode, origin: here, states });
  const { jwtToken } = await ctx.backend.auth.check(ctx.call, { ssoToken: payload.ssoToken, appCode: ctx.app.appCode });
  await ctx.startSession({ token: jwtToken, appCode: ctx.app.appCode });
  return { appCode: ctx.app.appCode, state: payload.state };
}

/**
 * Server-to-server redemption by an application Concierge does not host. The ticket is burnt
 * before anything else is decided, so a wrong or missing credential spends it; then it must have
 * been issued for the calling application, for its state (and, for /sso/iamCheck, its service's
 * origin). The answer is the spec's login result for that application, with its jwtToken.
 */
export async function redeemForApplication(
  ctx: EndpointContext,
  client: ClientCredential | undefined,
  input: { ticket: string; appCode?: string; state?: string; service?: string },
): Promise<LoginResult> {
  const appCode = client?.appCode ?? '';
  if (!client?.verified || (input.appCode !== undefined && input.appCode !== appCode)) {
    await burnTicket(ctx.store, input.ticket);
    log.warn('sso.client_refused', { appCode: appCode.slice(0, 60), reason: client ? (client.verified ? 'app_mismatch' : 'bad_secret') : 'no_credential' });
    throw refused();
  }
  const origin = input.service === undefined ? undefined : (originOf(input.service) ?? '-');
  const payload = await consumeTicket(ctx.store, input.ticket, { appCode, origin, states: input.state ? [input.state] : [] });
  const call = { ...ctx.call, appCode, token: undefined };
  const { jwtToken } = await ctx.backend.auth.check(call, { ssoToken: payload.ssoToken, appCode });
  return ctx.backend.auth.getLoginByToken({ ...call, token: jwtToken }, 'user');
}

/**
 * A redemption without credentials must come from a page of this host. Anything else spends the
 * ticket: a page of another site is refused as cross-site (40301); a caller that is no page at all
 * is an application's server that sent no credentials (54002, as a wrong secret).
 */
async function requireSameOrigin(ctx: EndpointContext, ticket: string): Promise<void> {
  if (isSameOriginRequest(ctx.request.headers, ctx.call.host)) return;
  await burnTicket(ctx.store, ticket);
  throw comesFromAPage(ctx.request.headers) ? new AppError(ErrorCode.CSRF) : refused();
}

/**
 * The redemption calls read only the ticket before their handler, so that whatever else is missing
 * or malformed, the ticket is spent before the answer (40000 naming the field; docs/integration.md).
 */
const ssoCheckTicket = z.object({ token: ssoCheckRequestSchema.shape.token }).catchall(z.unknown());
const iamCheckTicket = z.object({ ticket: iamCheckRequestSchema.shape.ticket }).catchall(z.unknown());

/** The rest of a redemption's input, checked after its ticket was spent when it is refused. */
async function restOf<T extends z.ZodType>(ctx: EndpointContext, ticket: string, schema: T, input: unknown): Promise<z.output<T>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  await burnTicket(ctx.store, ticket);
  throw AppError.validation(fieldsOf(parsed.error));
}

const stateField = z.string().max(128).optional();
const ssoCheckInput = ssoCheckRequestSchema.extend({ state: stateField });
const iamCheckInput = iamCheckRequestSchema.extend({ state: stateField });

const redeemLimits = [{ name: 'ip', key: (_i: unknown, ctx: EndpointContext) => ctx.call.ip, limit: 60, windowSeconds: 60, count: 'failure' as const }];
/** The browser learns only that the exchange worked; an application's server gets the login result. */
const checkOutput = z.union([loginResultSchema, publicCheckResultSchema]);

export const ssoCheck = defineEndpoint({
  ...redeemers,
  base: 'uc',
  method: 'GET',
  path: '/sso/check',
  auth: 'public',
  input: ssoCheckTicket,
  output: checkOutput,
  rateLimits: redeemLimits,
  async handler({ input: raw, ctx }) {
    const input = await restOf(ctx, raw.token, ssoCheckInput, raw);
    const client = ctx.client;
    if (client || ctx.request.headers.has('authorization')) {
      return redeemForApplication(ctx, client, { ticket: input.token, appCode: input.appCode, state: input.state });
    }
    await requireSameOrigin(ctx, input.token);
    if (input.appCode !== ctx.app.appCode) {
      await burnTicket(ctx.store, input.token);
      throw refused();
    }
    const { appCode } = await redeemTicket(ctx, input.token);
    return { appCode };
  },
});

export const iamCheck = defineEndpoint({
  ...redeemers,
  base: 'uc',
  method: 'GET',
  path: '/sso/iamCheck',
  auth: 'public',
  input: iamCheckTicket,
  output: checkOutput,
  rateLimits: redeemLimits,
  async handler({ input: raw, ctx }) {
    const input = await restOf(ctx, raw.ticket, iamCheckInput, raw);
    const client = ctx.client;
    if (client || ctx.request.headers.has('authorization')) {
      return redeemForApplication(ctx, client, { ticket: input.ticket, service: input.service, state: input.state });
    }
    await requireSameOrigin(ctx, input.ticket);
    const { appCode } = await redeemTicket(ctx, input.ticket, input.service);
    return { appCode };
  },
});

export const available = defineEndpoint({
  ...fromApplications,
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
