/**
 * The BFF's single request path: host -> endpoint (route-table.ts) -> credentials (credentials.ts)
 * -> CSRF -> body and query (request-input.ts) -> input (zod) -> session (call-context.ts) ->
 * authority (permission and declared scope, once) -> rate-limit reservation (rate-limits.ts) ->
 * handler -> output (zod) -> envelope, or the failure's envelope (bff-errors.ts). It works on the
 * framework-neutral request of lib/bff/http: server.ts calls `handleBff` straight from node:http
 * (production), the app/api route handlers call `apiHandler` (next dev, in-process tests). Decision
 * record 012 says why and what it measured.
 */
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { appForHost } from '@/lib/config/static-config';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { isHttps } from '@/lib/security/client-ip';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';
import { fail, ok } from '@/lib/contracts/envelope';
import type { ApiBase, Endpoint } from './endpoint';
import { isSameOriginRequest } from './csrf';
import { clearedSessionCookies } from './session';
import { readCookie } from './http/cookies';
import { parseHost } from './http/host';
import type { BffRequest, BffResponse } from './http/types';
import { fromWeb, toWeb } from './http/web';
import { fieldsOf } from './zod-fields';
import { matchEndpoint } from './route-table';
import { queryObject, readBody } from './request-input';
import { credentialsOf, verifiedClient, type Credentials } from './credentials';
import { buildContext, requestLocale } from './call-context';
import { reserveLimits } from './rate-limits';
import { asAppError, dependencyFailure, errorMessage, json, QUIET_HEADER } from './bff-errors';

/** Answers one BFF call. `rawPath` is the path below the base as received (percent-encoded). */
export async function handleBff(base: ApiBase, rawPath: string, req: BffRequest): Promise<BffResponse> {
  const started = performance.now();
  const headers = new Headers();
  const locale = requestLocale(req.headers);
  let status = 200;
  let result = 0;
  let endpoint: Endpoint | undefined;
  let caller: Credentials['caller'] = 'browser';
  const rt = runtime();
  const secure = rt.env.COOKIE_SECURE || isHttps(req.headers, req.url.href, rt.trustedProxies);
  try {
    const host = parseHost(req.headers.get('host'));
    const app = host && appForHost(host.name, rt.config);
    if (!app) throw new AppError(ErrorCode.UNKNOWN_HOST);
    // The language cookie fell back quietly above; a broken encoding is still malformed input.
    readCookie(req.headers.get('cookie'), LOCALE_COOKIE);
    const matched = matchEndpoint(base, req.method, rawPath);
    const current = matched.endpoint;
    endpoint = current;

    const query = queryObject(req.url);
    // GET and HEAD carry no body: no promise for one (every promise costs the process's async hooks).
    const body = req.method === 'GET' || req.method === 'HEAD' ? {} : await readBody(req);
    const raw = { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? body : { body }), ...matched.params };
    const credentials = credentialsOf(current, req, raw);
    caller = credentials.caller;
    // An Authorization header is no ambient authority: a cross-site page cannot make the browser
    // send one, so CSRF applies to cookie callers only.
    if (caller === 'browser' && (req.method !== 'GET' || current.sameOriginOnly) && !isSameOriginRequest(req.headers, host.authority)) {
      throw new AppError(ErrorCode.CSRF);
    }

    const parsed = current.input.safeParse(raw);
    if (!parsed.success) throw AppError.validation(fieldsOf(parsed.error));

    const ctx = await buildContext(req, headers, app, locale, credentials);
    if (current.client === 'basic') ctx.client = await verifiedClient(ctx, credentials.basic);
    if (current.auth === 'session' && !ctx.call.token) throw new AppError(ErrorCode.SESSION_INVALID);
    // Authority, once, from the declaration: the permission and every unit the input names (deny by default).
    if (current.permission !== undefined || current.scope) {
      await ctx.backend.access.authorize(ctx.call, { call: `${current.method} ${current.path}`, permission: current.permission, scope: current.scope, input: parsed.data });
    }

    // Most calls have no limit: they skip the reservation's promises (the check an application makes on every request is one).
    const settle = current.rateLimits?.length ? await reserveLimits(current, base, parsed.data, ctx) : undefined;
    let retVal: unknown;
    try {
      retVal = await current.handler({ input: parsed.data, ctx });
    } catch (e) {
      // A database or Redis outage is no failed attempt: counting it would lock out every account
      // tried during the outage for the whole window after it (issue 21).
      await settle?.(dependencyFailure(e) === undefined).catch(() => undefined);
      throw e;
    }
    if (settle) await settle(false);

    const out = current.output.safeParse(retVal);
    if (!out.success) {
      log.error('bff.response_invalid', { base, path: current.path, issues: out.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.code}`) });
      throw new AppError(ErrorCode.INTERNAL);
    }
    return json(200, ok(out.data ?? null), headers);
  } catch (e) {
    const error = asAppError(e, { base, path: endpoint?.path ?? '?' });
    result = error.code;
    status = error.httpStatus;
    if (endpoint?.quietCodes?.includes(error.code)) headers.set(QUIET_HEADER, '1');
    // A dead session ends the browser's cookie on this host too, not only the script-readable hint.
    if (caller === 'browser' && (error.code === ErrorCode.SESSION_INVALID || error.code === ErrorCode.REPEAT_LOGIN)) {
      headers.delete('set-cookie');
      for (const line of clearedSessionCookies(secure)) headers.append('set-cookie', line);
    }
    const msg = await errorMessage(error, locale);
    return json(status, fail(result, msg, error.data ?? (error.fields ? { fields: error.fields } : null)), headers);
  } finally {
    // The path logged is the declaration's (never the query string, which may carry a token).
    log.info('bff.request', { base, method: req.method, path: endpoint?.path ?? '?', caller, status, result, ms: Math.round(performance.now() - started) });
  }
}

/** Route handler for app/api/<base>/[...path] (next dev and the in-process test client). */
export function apiHandler(base: ApiBase) {
  return async function handle(request: Request, context: { params: Promise<{ path?: string[] }> }): Promise<Response> {
    const { path: segments = [] } = await context.params;
    const rawPath = '/' + segments.map(encodeURIComponent).join('/');
    const host = parseHost(request.headers.get('host'));
    const req = fromWeb(request, host?.authority ?? 'invalid.invalid');
    return toWeb(await handleBff(base, rawPath, req));
  };
}
