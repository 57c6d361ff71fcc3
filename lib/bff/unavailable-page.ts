/**
 * The page a browser-facing route handler (GET /sso) answers when the database or Redis is
 * unavailable (decision 101): 503 with Retry-After and one sentence in the visitor's language,
 * instead of a bare 500. Plain HTML without scripts or styles, so the content security policy and
 * a missing build of the client code cannot break it.
 */
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import { ErrorCode } from '@/lib/errors/codes';
import { errorFields, log } from '@/lib/infra/log';
import { dependencyFailure } from './bff-errors';
import { requestLocale } from './call-context';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function unavailablePage(locale: Locale, retryHref: string): Promise<Response> {
  const [errors, pages] = await Promise.all([getTranslator(locale, 'errors'), getTranslator(locale, 'pages')]);
  const message = escape(errors(String(ErrorCode.SERVICE_UNAVAILABLE)));
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${message}</title></head><body><main><h1>${message}</h1><p><a href="${escape(retryHref)}">${escape(pages('retry'))}</a></p></main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5', 'x-concierge-result': String(ErrorCode.SERVICE_UNAVAILABLE) },
  });
}

/**
 * Answers with `fn`, or with the page above when it fails because Redis or the database is
 * unavailable (logged as `<event>`); any other failure stays a failure. For the browser-facing
 * routes that have no envelope to carry 50300 (GET /sso, the CAS pages).
 */
export async function unlessDependencyDown(request: Request, event: string, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    const dependency = dependencyFailure(e);
    if (!dependency) throw e;
    log.warn(event, { dependency, ...errorFields(e) });
    const url = new URL(request.url);
    return unavailablePage(requestLocale(request.headers), url.pathname + url.search);
  }
}
