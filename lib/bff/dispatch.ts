/**
 * The BFF's single request path: host -> endpoint -> credentials -> CSRF -> body (streamed, size
 * limited) -> input (zod) -> session -> authority (permission and declared scope) -> rate-limit reservation -> handler -> output
 * (zod) -> envelope. It works on the framework-neutral request of lib/bff/http: server.ts calls
 * `handleBff` straight from node:http (production), the app/api route handlers call `apiHandler`
 * (next dev, in-process tests). Decision record 012 says why and what it measured.
 */
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode, isKnownCode } from '@/lib/errors/codes';
import { appForHost } from '@/lib/config/static-config';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import { clientIp, isHttps } from '@/lib/security/client-ip';
import { errorFields, log } from '@/lib/infra/log';
import { foreignKeyViolation, isRecordNotFound } from '@/lib/db/errors';
import { runtime } from '@/lib/server/runtime';
import type { AppHostConfig } from '@/lib/config/schemas';
import { fail, ok } from '@/lib/contracts/envelope';
import type { ApiBase, Caller, Endpoint, EndpointContext, RateRule } from './endpoint';
import { isJsonContentType, isSameOriginRequest } from './csrf';
import { clearedSessionCookies, hasLogin, readSessionSeal, SESSION_COOKIE, sessionCookies, type SessionData } from './session';
import { endpointsFor } from './endpoints';
import { MalformedCookieError, readCookie } from './http/cookies';
import { parseHost } from './http/host';
import type { BffRequest, BffResponse } from './http/types';
import { fromWeb, toWeb } from './http/web';
import { fieldsOf } from './zod-fields';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Set on envelopes the client must not toast (the spec's tolerated codes). */
export const QUIET_HEADER = 'x-concierge-quiet';

interface ParamRoute {
  endpoint: Endpoint;
  segments: (string | { param: string })[];
}
interface Table {
  /** Paths without parameters, looked up in one step. */
  exact: Map<string, Endpoint[]>;
  /** Paths with :params, fewest parameters first (so /user/users wins over /user/:id). */
  withParams: ParamRoute[];
}

const tables = new Map<ApiBase, Table>();
function tableFor(base: ApiBase): Table {
  let t = tables.get(base);
  if (!t) {
    t = { exact: new Map(), withParams: [] };
    for (const endpoint of endpointsFor(base)) {
      if (!endpoint.path.includes('/:')) {
        const list = t.exact.get(endpoint.path) ?? [];
        list.push(endpoint);
        t.exact.set(endpoint.path, list);
      } else {
        const segments = endpoint.path
          .split('/')
          .slice(1)
          .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : s));
        t.withParams.push({ endpoint, segments });
      }
    }
    t.withParams.sort((a, b) => a.segments.filter((s) => typeof s !== 'string').length - b.segments.filter((s) => typeof s !== 'string').length);
    tables.set(base, t);
  }
  return t;
}

/** A PUT to the user-center base is answered as a POST (portal.md section 7). */
function sameMethod(base: ApiBase, declared: string, actual: string): boolean {
  if (base === 'uc') return (declared === 'PUT' ? 'POST' : declared) === (actual === 'PUT' ? 'POST' : actual);
  return declared === actual;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw AppError.validation({ path: ['encoding'] });
  }
}

/** `rawPath` is the path below the base exactly as received (still percent-encoded). */
export function matchEndpoint(base: ApiBase, method: string, rawPath: string): { endpoint: Endpoint; params: Record<string, string> } {
  const table = tableFor(base);
  let pathKnown = false;
  const exact = table.exact.get(rawPath);
  if (exact) {
    pathKnown = true;
    const hit = exact.find((e) => sameMethod(base, e.method, method));
    if (hit) return { endpoint: hit, params: {} };
  }
  const parts = rawPath.split('/').slice(1);
  for (const route of table.withParams) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < parts.length; i++) {
      const seg = route.segments[i]!;
      const part = parts[i]!;
      if (typeof seg === 'string') {
        if (seg !== part) {
          matched = false;
          break;
        }
      } else {
        if (part === '') {
          matched = false;
          break;
        }
        params[seg.param] = decodeSegment(part);
      }
    }
    if (!matched) continue;
    pathKnown = true;
    if (sameMethod(base, route.endpoint.method, method)) return { endpoint: route.endpoint, params };
  }
  // Malformed escapes in a path that matches nothing are still malformed input, not a 404.
  if (rawPath.includes('%')) for (const part of parts) decodeSegment(part);
  throw new AppError(pathKnown ? ErrorCode.METHOD_NOT_ALLOWED : ErrorCode.NOT_FOUND);
}

async function readBody(req: BffRequest): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const text = await req.text(MAX_BODY_BYTES);
  if (text.trim() === '') return {};
  if (!isJsonContentType(req.headers)) throw AppError.validation({ body: ['json'] });
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
  // 40400 with fields says which id names no record (errors.40400_fields).
  if (e.fields && e.code === ErrorCode.NOT_FOUND) return t(`${key}_fields`, params);
  const text = t(key, params);
  return text === key || text === `errors.${key}` ? t('unknown') : text;
}

function json(status: number, body: unknown, headers: Headers): BffResponse {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return { status, headers, body: JSON.stringify(body) };
}

/** Who presented what: the browser's cookie, or an application's token or client credentials. */
interface Credentials {
  caller: 'browser' | 'application';
  /** A user token from Authorization or the endpoint's token parameter (application callers). */
  token?: string;
  /** HTTP Basic appCode:secret of an application's server, not yet verified. */
  basic?: { appCode: string; secret: string };
}

/**
 * Calls that need a session serve applications too (their user's jwtToken instead of a cookie,
 * portal.md section 7); public calls serve browsers unless they say otherwise.
 */
function callersOf(endpoint: Endpoint): readonly Caller[] {
  return endpoint.callers ?? (endpoint.auth === 'session' ? ['browser', 'application'] : ['browser']);
}

function credentialsOf(endpoint: Endpoint, req: BffRequest, input: Record<string, unknown>): Credentials {
  if (!callersOf(endpoint).includes('application')) return { caller: 'browser' };
  const authorization = (req.headers.get('authorization') ?? '').trim();
  let token: string | undefined;
  let basic: Credentials['basic'];
  if (/^basic\s+/i.test(authorization)) {
    const decoded = Buffer.from(authorization.replace(/^basic\s+/i, ''), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) basic = { appCode: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  } else if (/^bearer\s+/i.test(authorization)) {
    token = authorization.replace(/^bearer\s+/i, '').trim() || undefined;
  } else if (authorization) {
    // The spec's clients send the jwtToken as the whole header value.
    token = authorization;
  }
  if (!token && endpoint.tokenParam) {
    const value = input[endpoint.tokenParam];
    if (typeof value === 'string' && value) token = value;
  }
  return token || basic ? { caller: 'application', token, basic } : { caller: 'browser' };
}

function limitKey(rule: RateRule<unknown>, base: ApiBase, endpoint: Endpoint, subject: string): string {
  // Shared rules (the login limits) count across every endpoint that declares them.
  return rule.shared ? `rl:${rule.name}:${subject}` : `rl:${base}:${endpoint.path}:${rule.name}:${subject}`;
}

/**
 * Reserves one unit of every rate limit before the work, atomically (INCR in memory or Redis):
 * concurrent attempts each see their own count, so a burst cannot pass a limit that a sequence
 * would not. Returns the give-back for rules that count only failures.
 */
async function reserveLimits(endpoint: Endpoint, base: ApiBase, input: unknown, ctx: EndpointContext): Promise<(failed: boolean) => Promise<void>> {
  const store = ctx.store;
  const taken: { key: string; rule: RateRule<unknown> }[] = [];
  for (const rule of (endpoint.rateLimits ?? []) as RateRule<unknown>[]) {
    const subject = rule.key(input, ctx);
    if (!subject) continue;
    const key = limitKey(rule, base, endpoint, subject);
    const count = await store.incr(key, rule.windowSeconds * 1000);
    if (count > rule.limit) {
      // Over the limit: this attempt does not run, so it gives back what it took.
      await Promise.all([key, ...taken.map((t) => t.key)].map((k) => store.decr(k)));
      const ms = await store.ttl(key);
      // The first refusal of the window is noted (an atomic counter of its own, so a burst notes it once).
      if (rule.onFirstRefusal && (await store.incr(`${key}:refused`, Math.max(1000, ms))) === 1) {
        await rule.onFirstRefusal(input, ctx).catch((e: unknown) => log.warn('rate_limit.note_failed', { rule: rule.name, error: e instanceof Error ? e.name : 'unknown' }));
      }
      throw new AppError(ErrorCode.RATE_LIMITED, { params: { seconds: Math.max(1, Math.ceil(ms / 1000)) } });
    }
    taken.push({ key, rule });
  }
  return async (failed) => {
    if (failed) return;
    await Promise.all(taken.filter((t) => t.rule.count === 'failure').map((t) => store.decr(t.key)));
  };
}

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
    const body = await readBody(req);
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

    const settle = await reserveLimits(current, base, parsed.data, ctx);
    let retVal: unknown;
    try {
      retVal = await current.handler({ input: parsed.data, ctx });
    } catch (e) {
      await settle(true);
      throw e;
    }
    await settle(false);

    const out = current.output.safeParse(retVal);
    if (!out.success) {
      log.error('bff.response_invalid', { base, path: current.path, issues: out.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.code}`) });
      throw new AppError(ErrorCode.INTERNAL);
    }
    return json(200, ok(out.data ?? null), headers);
  } catch (e) {
    // A row named by the input that does not exist, which only the database noticed (a foreign
    // key, or a row a query required), is the caller's mistake, not ours: 40000 naming the column
    // when the database says which, or 40400. Also when a service wrapped it in a 5xx of its own.
    const failure = isAppError(e) && e.httpStatus >= 500 ? e.cause : e;
    const reference = isAppError(failure) ? undefined : foreignKeyViolation(failure);
    const missing = !reference && !isAppError(failure) && isRecordNotFound(failure);
    const error = reference
      ? AppError.validation({ [reference.field ?? 'reference']: ['not_found'] })
      : missing
        ? new AppError(ErrorCode.NOT_FOUND, { cause: e })
        : isAppError(e)
          ? e
          : e instanceof MalformedCookieError
            ? AppError.validation({ cookie: ['encoding'] })
            : new AppError(ErrorCode.INTERNAL, { cause: e });
    if (reference || missing) log.warn('bff.missing_row', { base, path: endpoint?.path ?? '?', field: reference?.field ?? '?' });
    else if (!isAppError(e) && !(e instanceof MalformedCookieError)) log.error('bff.unhandled', { base, path: endpoint?.path ?? '?', ...errorFields(e) });
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

/** The HTTP Basic credentials of an application's server, checked against its client secret. */
async function verifiedClient(ctx: EndpointContext, basic: Credentials['basic']): Promise<EndpointContext['client']> {
  if (!basic) return undefined;
  // verifyClient belongs to applications that Concierge does not host (decision record 011);
  // a backend without it verifies nobody.
  const auth = ctx.backend.auth as { verifyClient?: (call: EndpointContext['call'], input: { appCode: string; secret: string }) => Promise<boolean> };
  const verified = auth.verifyClient ? await auth.verifyClient(ctx.call, basic).catch(() => false) : false;
  return { appCode: basic.appCode, verified };
}

const BASE_PREFIX: Record<ApiBase, string> = { uc: '/api/uc', message: '/api/internal-message', translate: '/api/translate' };

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

/** The internal base of a path, and the path below it, for server.ts's fast path. */
export function bffRoute(pathname: string): { base: ApiBase; rawPath: string } | undefined {
  for (const base of Object.keys(BASE_PREFIX) as ApiBase[]) {
    const prefix = BASE_PREFIX[base];
    if (pathname === prefix || pathname.startsWith(prefix + '/')) return { base, rawPath: pathname.slice(prefix.length) || '/' };
  }
  return undefined;
}

/**
 * The context every endpoint gets: session from the cookie (or an application's token), caller
 * facts, backend. Also used by route handlers that answer with a redirect instead of an envelope
 * (the ticket exchange).
 */
export async function buildContext(
  request: BffRequest | Request,
  headers: Headers,
  app: AppHostConfig,
  locale: Locale,
  credentials: Credentials = { caller: 'browser' },
): Promise<EndpointContext> {
  const rt = runtime();
  const url = typeof request.url === 'string' ? request.url : request.url.href;
  const host = parseHost(request.headers.get('host'))?.authority ?? new URL(url).host;
  const secure = rt.env.COOKIE_SECURE || isHttps(request.headers, url, rt.trustedProxies);
  const ttl = rt.config.loginSystem.sessionTtlMinutes * 60;
  const data: Partial<SessionData> =
    credentials.caller === 'application' ? {} : await readSessionSeal(readCookie(request.headers.get('cookie'), SESSION_COOKIE), rt.env.SESSION_SECRET, ttl);
  const token = credentials.caller === 'application' ? credentials.token : hasLogin(data) ? data.token : undefined;
  const effective = data.lockedLanguage ?? locale;
  let current: Partial<SessionData> = data;
  const writeCookie = async (next: SessionData) => {
    current = next;
    headers.delete('set-cookie');
    for (const line of await sessionCookies(next, { secret: rt.env.SESSION_SECRET, secure, ttlSeconds: ttl })) headers.append('set-cookie', line);
  };
  return {
    request: { method: request.method, url, headers: request.headers },
    backend: rt.backend,
    store: rt.store,
    app,
    locale: effective,
    session: data,
    caller: credentials.caller,
    call: {
      token,
      locale: effective,
      ip: clientIp(request.headers, rt.trustedProxies),
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 400),
      appCode: app.appCode,
      host,
      caller: credentials.caller,
    },
    async startSession(next) {
      if (credentials.caller === 'application') throw new AppError(ErrorCode.FORBIDDEN);
      // A new login never continues older cookie data: the cookie is sealed from `next` alone.
      await writeCookie({ ...next, loginAt: Date.now() });
    },
    async updateSession(patch) {
      if (credentials.caller === 'application') throw new AppError(ErrorCode.FORBIDDEN);
      if (!hasLogin(current)) return;
      await writeCookie({ ...current, ...patch } as SessionData);
    },
    async endSession() {
      current = {};
      headers.delete('set-cookie');
      for (const line of clearedSessionCookies(secure)) headers.append('set-cookie', line);
    },
  };
}

export function requestLocale(source: Headers | { headers: Headers }): Locale {
  const headers = source instanceof Headers ? source : source.headers;
  let cookie: string | undefined;
  try {
    cookie = readCookie(headers.get('cookie'), LOCALE_COOKIE);
  } catch {
    cookie = undefined; // the malformed cookie is reported by the session read; the language falls back
  }
  return resolveLocale({ header: headers.get('language'), cookie, acceptLanguage: headers.get('accept-language') });
}
