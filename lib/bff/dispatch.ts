/**
 * The BFF's single request path: host -> endpoint -> CSRF -> input (zod) -> session -> rate limits
 * -> handler -> output (zod) -> envelope. Route files under app/api only bind a base to this.
 */
import { z } from 'zod';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode, isKnownCode } from '@/lib/errors/codes';
import { appForHost } from '@/lib/config/static-config';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import { clientIp, isHttps } from '@/lib/security/client-ip';
import { errorFields, log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';
import type { AppHostConfig } from '@/lib/config/schemas';
import { fail, ok } from '@/lib/contracts/envelope';
import type { ApiBase, Endpoint, EndpointContext } from './endpoint';
import { isJsonContentType, isSameOriginRequest } from './csrf';
import { hasLogin, hintCookie, openSession, readSessionSeal, SESSION_COOKIE, sessionOptions, type Session } from './session';
import { endpointsFor } from './endpoints';

const MAX_BODY_BYTES = 1024 * 1024;
/** Set on envelopes the client must not toast (the spec's tolerated codes). */
export const QUIET_HEADER = 'x-concierge-quiet';

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  params: string[];
}

function compile(endpoint: Endpoint): Route {
  const params: string[] = [];
  const source = endpoint.path
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        params.push(seg.slice(1));
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { endpoint, pattern: new RegExp(`^${source}$`), params };
}

const tables = new Map<ApiBase, Route[]>();
function routesFor(base: ApiBase): Route[] {
  let t = tables.get(base);
  if (!t) {
    // Static paths first so /user/users wins over /user/:id.
    t = endpointsFor(base)
      .map(compile)
      .sort((a, b) => a.params.length - b.params.length);
    tables.set(base, t);
  }
  return t;
}

function match(base: ApiBase, method: string, path: string): { route?: Route; params: Record<string, string>; pathKnown: boolean } {
  // A PUT to the user-center base is turned into a POST (portal.md section 7).
  const effective = base === 'uc' && method === 'PUT' ? 'POST' : method;
  let pathKnown = false;
  for (const route of routesFor(base)) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    pathKnown = true;
    const declared = route.endpoint.method === 'PUT' && base === 'uc' ? 'POST' : route.endpoint.method;
    if (declared !== effective) continue;
    const params: Record<string, string> = {};
    route.params.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, params, pathKnown };
  }
  return { params: {}, pathKnown };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
  if (text.trim() === '') return {};
  if (!isJsonContentType(request.headers)) throw AppError.validation({ body: ['json'] });
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation({ body: ['json'] });
  }
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || 'input';
    (fields[name] ??= []).push(issue.code);
  }
  return fields;
}

export async function errorMessage(e: AppError, locale: Locale): Promise<string> {
  if (e.serverMessage) return e.serverMessage;
  const t = await getTranslator(locale, 'errors');
  const params: Record<string, string | number> = { ...(e.params ?? {}) };
  if (e.fields) params.fields = Object.keys(e.fields).join(', ');
  const key = String(e.code);
  if (!isKnownCode(e.code)) {
    // Plain HTTP failures (portal.md section 8): 4xx 'network request error', 5xx 'response error'.
    if (e.code >= 400 && e.code < 500) return t('network');
    if (e.code >= 500 && e.code < 600) return t('response');
  }
  const text = t(key, params);
  return text === key || text === `errors.${key}` ? t('unknown') : text;
}

function json(status: number, body: unknown, headers: Headers): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

export function apiHandler(base: ApiBase) {
  return async function handle(request: Request, context: { params: Promise<{ path?: string[] }> }): Promise<Response> {
    const started = performance.now();
    const rt = runtime();
    const url = new URL(request.url);
    const { path: segments = [] } = await context.params;
    const path = '/' + segments.map(encodeURIComponent).join('/');
    const headers = new Headers();
    const locale = requestLocale(request);
    const host = request.headers.get('host') ?? url.host;
    let status = 200;
    let result = 0;
    let endpoint: Endpoint | undefined;
    try {
      const app = appForHost(host, rt.config);
      if (!app) throw new AppError(ErrorCode.UNKNOWN_HOST);
      const { route, params, pathKnown } = match(base, request.method, path);
      if (!route) throw new AppError(pathKnown ? ErrorCode.METHOD_NOT_ALLOWED : ErrorCode.NOT_FOUND);
      const current = route.endpoint;
      endpoint = current;

      if ((request.method !== 'GET' || current.sameOriginOnly) && !isSameOriginRequest(request.headers, host)) throw new AppError(ErrorCode.CSRF);

      const body = await readBody(request);
      const raw = { ...queryObject(url), ...(body && typeof body === 'object' && !Array.isArray(body) ? body : { body }), ...params };
      const parsed = current.input.safeParse(raw);
      if (!parsed.success) throw AppError.validation(fieldsOf(parsed.error));

      const ctx = await buildContext(request, headers, app, locale);
      if (current.auth === 'session' && !ctx.call.token) throw new AppError(ErrorCode.SESSION_INVALID);
      if (current.permission) await ctx.backend.access.require(ctx.call, current.permission);

      const limits = current.rateLimits ?? [];
      const keys = limits.map((rule) => {
        const subject = rule.key(parsed.data, ctx);
        return subject ? `rl:${base}:${current.path}:${rule.name}:${subject}` : undefined;
      });
      for (const [i, rule] of limits.entries()) {
        const key = keys[i];
        if (!key) continue;
        const count = Number((await rt.store.get(key)) ?? '0');
        if (count >= rule.limit) {
          const ms = await rt.store.ttl(key);
          throw new AppError(ErrorCode.RATE_LIMITED, { params: { seconds: Math.max(1, Math.ceil(ms / 1000)) } });
        }
      }
      const count = async (failed: boolean) => {
        await Promise.all(
          limits.map((rule, i) => {
            const key = keys[i];
            if (!key || (rule.count === 'failure' && !failed)) return undefined;
            return rt.store.incr(key, rule.windowSeconds * 1000);
          }),
        );
      };

      let retVal: unknown;
      try {
        retVal = await current.handler({ input: parsed.data, ctx });
      } catch (e) {
        if (isAppError(e) && e.code !== ErrorCode.RATE_LIMITED) await count(true);
        throw e;
      }
      await count(false);

      const out = current.output.safeParse(retVal);
      if (!out.success) {
        log.error('bff.response_invalid', { base, path: current.path, issues: out.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.code}`) });
        throw new AppError(ErrorCode.INTERNAL);
      }
      return json(200, ok(out.data ?? null), headers);
    } catch (e) {
      const error = isAppError(e) ? e : new AppError(ErrorCode.INTERNAL, { cause: e });
      if (!isAppError(e)) log.error('bff.unhandled', { base, path: endpoint?.path ?? path, ...errorFields(e) });
      result = error.code;
      status = error.httpStatus;
      if (endpoint?.quietCodes?.includes(error.code)) headers.set(QUIET_HEADER, '1');
      if (error.code === ErrorCode.SESSION_INVALID || error.code === ErrorCode.REPEAT_LOGIN) {
        headers.append('set-cookie', hintCookie(false, false, 0));
      }
      const msg = await errorMessage(error, locale);
      return json(status, fail(result, msg, error.data ?? (error.fields ? { fields: error.fields } : null)), headers);
    } finally {
      log.info('bff.request', { base, method: request.method, path: endpoint?.path ?? path, status, result, ms: Math.round(performance.now() - started) });
    }
  };
}

/**
 * The context every endpoint gets: session from the cookie, caller facts, backend. Also used by
 * route handlers that answer with a redirect instead of an envelope (the ticket exchange).
 */
export async function buildContext(request: Request, headers: Headers, app: AppHostConfig, locale: Locale): Promise<EndpointContext> {
  const rt = runtime();
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const secure = rt.env.COOKIE_SECURE || isHttps(request.headers, request.url, rt.trustedProxies);
  const ttl = rt.config.loginSystem.sessionTtlMinutes * 60;
  const options = sessionOptions(rt.env.SESSION_SECRET, secure, ttl);
  const data = await readSessionSeal(cookieValue(request.headers.get('cookie'), SESSION_COOKIE), rt.env.SESSION_SECRET, ttl);
  const token = hasLogin(data) ? data.token : undefined;
  const effective = data.lockedLanguage ?? locale;
  // The writable iron session is opened only by calls that change the cookie.
  let iron: Session | undefined;
  const writable = async () => (iron ??= await openSession(request, headers, options));
  return {
    request,
    backend: rt.backend,
    store: rt.store,
    app,
    locale: effective,
    session: data,
    call: {
      token,
      locale: effective,
      ip: clientIp(request.headers, rt.trustedProxies),
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 400),
      appCode: app.appCode,
      host,
    },
    async startSession(next) {
      const session = await writable();
      // A new login never continues older cookie data: drop every field, then seal fresh data
      // (iron-session refuses to save a destroyed session, so the fields are removed one by one).
      const fields = session as unknown as Record<string, unknown>;
      for (const key of Object.keys(fields)) if (typeof fields[key] !== 'function') delete fields[key];
      Object.assign(session, { ...next, loginAt: Date.now() });
      await session.save();
      headers.append('set-cookie', hintCookie(true, secure, ttl));
    },
    async updateSession(patch) {
      const session = await writable();
      Object.assign(session, patch);
      await session.save();
    },
    async endSession() {
      (await writable()).destroy();
      headers.append('set-cookie', hintCookie(false, secure, 0));
    },
  };
}

export function requestLocale(request: Request): Locale {
  return resolveLocale({
    header: request.headers.get('language'),
    cookie: cookieValue(request.headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}
