/**
 * How a failed BFF call is answered: any failure becomes the one error type (a database's
 * missing-row refusals are the caller's mistake, an unknown throw is 50000 and logged), its message
 * in the caller's language, and the envelope with the spec's HTTP status.
 */
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode, isKnownCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { getTranslator, type Translate } from '@/lib/i18n/translate';
import { errorFields, log } from '@/lib/infra/log';
import { foreignKeyViolation, isRecordNotFound } from '@/lib/db/errors';
import { unavailableDependency, type Dependency } from '@/lib/infra/dependency-errors';
import { inUseParts } from '@/lib/errors/in-use';
import { MalformedCookieError } from './http/cookies';
import type { BffResponse } from './http/types';

/** Set on envelopes the client must not toast (the spec's tolerated codes). */
export const QUIET_HEADER = 'x-concierge-quiet';

/** The AppError a failure is answered with; `where` names the call in the log. */
export function asAppError(e: unknown, where: { base: string; path: string }): AppError {
  // A row named by the input that does not exist, which only the database noticed (a foreign
  // key, or a row a query required), is the caller's mistake, not ours: 40000 naming the column
  // when the database says which, or 40400. Also when a service wrapped it in a 5xx of its own.
  const failure = isAppError(e) && e.httpStatus >= 500 ? e.cause : e;
  const reference = isAppError(failure) ? undefined : foreignKeyViolation(failure);
  const missing = !reference && !isAppError(failure) && isRecordNotFound(failure);
  if (reference || missing) {
    log.warn('bff.missing_row', { ...where, field: reference?.field ?? '?' });
    return reference ? AppError.validation({ [reference.field ?? 'reference']: ['not_found'] }) : new AppError(ErrorCode.NOT_FOUND, { cause: e });
  }
  const dependency = dependencyFailure(e);
  if (dependency) {
    log.warn('bff.dependency_unavailable', { ...where, dependency, ...errorFields(e) });
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, { cause: e });
  }
  if (isAppError(e)) return e;
  if (e instanceof MalformedCookieError) return AppError.validation({ cookie: ['encoding'] });
  log.error('bff.unhandled', { ...where, ...errorFields(e) });
  return new AppError(ErrorCode.INTERNAL, { cause: e });
}

/**
 * Which fields are wrong and how, in words: `items.2.code` with a too_big issue reads
 * "条目 第 3 项 代码（太长）" / "items item 3 code (too long)": field names in words where errors.fieldNames has
 * them (the hotel screen's lists and their columns). Problems without words keep their code.
 */
function describeFields(fields: Record<string, string[]>, t: Translate, words: Record<string, string>, names: Record<string, string>): string {
  return Object.entries(fields)
    .map(([path, problems]) => {
      const where = path
        .split('.')
        .map((part) => (/^\d+$/.test(part) ? t('fieldItem', { n: Number(part) + 1 }) : (names[part] ?? part)))
        .join(' ');
      const what = [...new Set(problems)].map((p) => words[p] ?? p).join(t('problemSeparator'));
      return t('fieldProblem', { where, what });
    })
    .join(t('fieldSeparator'));
}

/**
 * The dependency (database, Redis, disk) whose unavailability `e` is, when it is one: a raw driver
 * error, or a service's 50000 wrapping one. Refusals and other coded failures never are.
 */
export function dependencyFailure(e: unknown): Dependency | undefined {
  if (isAppError(e)) {
    if (e.code === ErrorCode.SERVICE_UNAVAILABLE) return unavailableDependency(e.cause) ?? 'database';
    // Only a plain internal error is looked into: a 50200 (an upstream service or an egress call
    // refused) keeps its own code even though its cause is a socket error too.
    if (e.code !== ErrorCode.INTERNAL) return undefined;
  }
  return unavailableDependency(e);
}

function problemsAndKinds(messages: unknown): { problems: Record<string, string>; kinds: Record<string, string>; names: Record<string, string> } {
  const errors = (messages as { errors?: { problems?: Record<string, string>; inUse?: Record<string, string>; fieldNames?: Record<string, string> } }).errors;
  return { problems: errors?.problems ?? {}, kinds: errors?.inUse ?? {}, names: errors?.fieldNames ?? {} };
}

/** 40903's "users 503, departments 1" (lib/errors/in-use.ts) in words: "用户 503 个、部门 1 个" / "users: 503; departments: 1". */
function describeInUse(what: string, t: Translate, kinds: Record<string, string>): string {
  return inUseParts(what)
    .map(({ kind, count }) => {
      const words = kinds[kind];
      if (!words) return count === undefined ? kind : `${kind} ${count}`;
      return count === undefined ? words : t('inUseCount', { what: words, n: count });
    })
    .join(t('fieldSeparator'));
}

export async function errorMessage(e: AppError, locale: Locale): Promise<string> {
  if (e.serverMessage) return e.serverMessage;
  const t = await getTranslator(locale, 'errors');
  const params: Record<string, string | number> = { ...(e.params ?? {}) };
  if (e.fields) {
    // 40400 names the fields only (its text says what is wrong); 40000 says what is wrong with each.
    const { problems, names } = problemsAndKinds(await loadMessages(locale));
    params.fields = e.code === ErrorCode.VALIDATION ? describeFields(e.fields, t, problems, names) : Object.keys(e.fields).join(', ');
  }
  const key = String(e.code);
  if (!isKnownCode(e.code)) {
    // Plain HTTP failures (portal.md section 8): 4xx 'network request error', 5xx 'response error'.
    if (e.code >= 400 && e.code < 500) return t('network');
    if (e.code >= 500 && e.code < 600) return t('response');
  }
  // 40903 names what is left in words: services write "users 503, departments 1" (kind and count).
  if (e.code === ErrorCode.IN_USE && typeof params.what === 'string') params.what = describeInUse(params.what, t, problemsAndKinds(await loadMessages(locale)).kinds);
  // 40400 with fields says which id names no record (errors.40400_fields).
  if (e.fields && e.code === ErrorCode.NOT_FOUND) return t(`${key}_fields`, params);
  // 40101 of a lock that ends by itself says when (errors.40101_until).
  if (params.until !== undefined && e.code === ErrorCode.ACCOUNT_LOCKED) return t(`${key}_until`, params);
  const text = t(key, params);
  return text === key || text === `errors.${key}` ? t('unknown') : text;
}

export function json(status: number, body: unknown, headers: Headers): BffResponse {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return { status, headers, body: JSON.stringify(body) };
}
