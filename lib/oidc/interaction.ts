/**
 * The provider's interactions are Concierge's own pages (docs/decisions/105):
 * - sign-in: with a live Concierge session on the SSO host the interaction finishes at once (no
 *   form), unless the client asked for a fresh sign-in (`prompt=login`, or `max_age` older than the
 *   session's sign-in, OpenID Connect Core 3.1.2.1): then, as without a session, the browser goes to
 *   Concierge's login page (unit code, account, password, captcha, lock-out, IP white-list, SMS
 *   step, first-login change: all of it), which comes back here after the sign-in; `auth_time` is
 *   the time of that sign-in. Coming back without a sign-in newer than the request sends the
 *   browser to the login page again: no code without the password.
 * - consent: first-party applications (registered by an administrator) get the scopes they ask
 *   for without a question; an application marked third-party (`Application.thirdParty`) asks the
 *   user on Concierge's consent page (/oidc-consent), which reads the request from
 *   `GET <interaction>/consent` and posts Allow / Deny to it. The grant is recorded (oidc-provider's
 *   Grant), so the next sign-in does not ask again unless the client sends `prompt=consent`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { dataWords } from '@/lib/backend/builtin/services/translate/data-words';
import { normalizeLocale, type Locale } from '@/lib/i18n/locales';
import { conciergeSignIn, type ConciergeSignIn } from './concierge-session';
import type { OidcParts } from './provider';

export const INTERACTION_PARAM = 'interaction';
export const INTERACTION_UID = /^[A-Za-z0-9_-]{10,64}$/;
/** The login page's parameter that asks for the form even with a live session (proxy.ts). */
export const REAUTH_PARAM = 'reauth';
/** Concierge's consent page on the SSO host. */
export const CONSENT_PAGE = '/oidc-consent';
/** The scopes the consent page names (openid is the sign-in itself). */
export const CONSENT_SCOPES = ['profile', 'email', 'offline_access', 'unit'] as const;
/** Kept in the interaction's `result` until it finishes: a sign-in before this instant is not fresh enough. */
const FRESH_AFTER = 'conciergeFreshAfter';

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function json(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** ui_locales -> the login page's `language` parameter. */
function languageOf(uiLocales: unknown): Locale | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(' ')) {
    if (/^en\b/i.test(tag)) return 'en-US';
    if (/^zh\b/i.test(tag)) return 'zh-CN';
  }
  return undefined;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

function toLogin(res: ServerResponse, details: Details, reauth: boolean): void {
  const query = new URLSearchParams({ [INTERACTION_PARAM]: details.uid });
  const language = languageOf(details.params.ui_locales);
  if (language) query.set('language', language);
  if (reauth) query.set(REAUTH_PARAM, '1');
  redirect(res, `/login?${query.toString()}`);
}

/** Whether the request asks for a sign-in newer than the session's (prompt=login, max_age exceeded). */
function wantsFreshSignIn(details: Details, signIn: ConciergeSignIn, nowMs: number): boolean {
  if (details.prompt.name !== 'login') return false;
  const prompts = String(details.params.prompt ?? '').split(' ');
  if (prompts.includes('login')) return true;
  const maxAge = details.params.max_age;
  if (maxAge === undefined || maxAge === null) return false;
  const seconds = Number(maxAge);
  return !Number.isFinite(seconds) || nowMs - signIn.signedInAt.getTime() > seconds * 1000;
}

export async function handleInteraction(provider: Provider, parts: OidcParts, req: IncomingMessage, res: ServerResponse, uid: string, rest = ''): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  // The cookie names the browser's interaction; an address naming another one is not it.
  if (details.uid !== uid) return json(res, 400, { error: 'invalid_request', error_description: 'the sign-in request has expired or is unknown; start again from the application' });
  if (rest === '/consent') return handleConsent(provider, parts, details, req, res);
  if (rest !== '') return json(res, 404, { error: 'not_found' });
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET' });
    return void res.end();
  }
  const signIn = await conciergeSignIn(parts.deps, parts.sessionSecrets, req.headers.cookie);
  if (!signIn) return toLogin(res, details, false);
  const accountId = String(signIn.userId);
  const clientId = String(details.params.client_id);

  if (details.prompt.name === 'login' && wantsFreshSignIn(details, signIn, parts.deps.now().getTime())) {
    // A sign-in that happened after the request (the first visit here marks the instant) is fresh.
    const stored = details.result as Record<string, unknown> | undefined;
    const after = typeof stored?.[FRESH_AFTER] === 'number' ? (stored[FRESH_AFTER] as number) : undefined;
    if (after === undefined || signIn.signedInAt.getTime() <= after) {
      if (after === undefined) {
        details.result = { ...(details.result ?? {}), [FRESH_AFTER]: parts.deps.now().getTime() } as Details['result'];
        await details.save(Math.max(1, (details.exp ?? 0) - Math.floor(Date.now() / 1000)));
      }
      return toLogin(res, details, true);
    }
  }

  const result: InteractionResults = {};
  if (details.prompt.name === 'login') {
    // A new sign-in behind an existing provider session (its Concierge sign-in ended, or the client
    // asked for a fresh login): the clients' authorizations start anew, so each gets a new sid and a
    // new grant recorded under the new sign-in (a logout of it then reaches them).
    if (details.session?.uid) {
      const existing = await provider.Session.findByUid(details.session.uid);
      if (existing?.authorizations && Object.keys(existing.authorizations).length > 0) {
        existing.authorizations = {};
        await existing.persist();
      }
    }
    result.login = { accountId, ts: Math.floor(signIn.signedInAt.getTime() / 1000), amr: ['pwd'] };
  } else if (details.prompt.name === 'consent') {
    if (details.session?.accountId !== accountId) return toLogin(res, details, false);
    if (await isThirdParty(parts, clientId)) {
      const query = new URLSearchParams({ [INTERACTION_PARAM]: details.uid });
      const language = languageOf(details.params.ui_locales);
      if (language) query.set('language', language);
      return redirect(res, `${CONSENT_PAGE}?${query.toString()}`);
    }
    result.consent = { grantId: await saveGrant(provider, parts, details, accountId, clientId, signIn) };
  } else {
    result.error = 'access_denied';
    result.error_description = 'unsupported interaction';
  }
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

async function isThirdParty(parts: OidcParts, clientId: string): Promise<boolean> {
  const app = await parts.deps.db.application.findUnique({ where: { code: clientId }, select: { thirdParty: true } });
  return app?.thirdParty ?? true; // deny by default: an unknown application asks
}

/** The grant of what the request misses, added to the client's existing grant; recorded under the sign-in. */
async function saveGrant(provider: Provider, parts: OidcParts, details: Details, accountId: string, clientId: string, signIn: ConciergeSignIn): Promise<string> {
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  // prompt=consent asks again for everything the request names, which is granted again.
  const scopes = missing.missingOIDCScope ?? String(details.params.scope ?? '').split(' ').filter(Boolean);
  if (scopes.length) grant.addOIDCScope(scopes.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, list] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, list.join(' '));
  const grantId = await grant.save();
  // The grant belongs to this sign-in: ending the family ends its tokens (lib/oidc/adapter.ts).
  await parts.deps.db.oidcArtifact.updateMany({ where: { key: `Grant:${grantId}` }, data: { familyId: signIn.familyId } });
  return grantId;
}

/** What the consent page shows: the client's name in the page's language and the scopes asked, in words on the page. */
export interface ConsentRequest {
  clientId: string;
  clientName: string;
  scopes: string[];
}

/**
 * `GET <interaction>/consent?language=`: the request the consent page shows; `POST` with
 * `decision=allow|deny` (the page's call, same origin): the grant is saved, or the client gets
 * `access_denied`; the answer is where the browser goes on (JSON `{ location }` when asked, else a 303). Only for the browser of the interaction (its signed cookie), signed in as the
 * interaction's account, while the interaction asks for consent.
 */
async function handleConsent(provider: Provider, parts: OidcParts, details: Details, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const signIn = await conciergeSignIn(parts.deps, parts.sessionSecrets, req.headers.cookie);
  const accountId = signIn && String(signIn.userId);
  const clientId = String(details.params.client_id);
  if (!signIn || details.prompt.name !== 'consent' || details.session?.accountId !== accountId || !(await isThirdParty(parts, clientId))) {
    return json(res, 403, { error: 'access_denied', error_description: 'no consent is asked in this interaction' });
  }
  if (req.method === 'GET') {
    const url = new URL(req.url ?? '/', 'http://x');
    const locale = normalizeLocale(url.searchParams.get('language')) ?? languageOf(details.params.ui_locales) ?? 'zh-CN';
    const app = await parts.deps.db.application.findUnique({ where: { code: clientId }, select: { code: true, name: true, descript: true } });
    const words = await dataWords(parts.deps, locale, [clientId]);
    const asked = new Set(String(details.params.scope ?? '').split(' '));
    const body: ConsentRequest = { clientId, clientName: words(clientId, app?.name ?? app?.descript ?? clientId), scopes: CONSENT_SCOPES.filter((s) => asked.has(s)) };
    return json(res, 200, body);
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' });
    return void res.end();
  }
  // A form of the SSO host's own page: a browser names the origin; another origin is refused.
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (origin !== undefined && (!host || new URL(origin).host !== host)) return json(res, 403, { error: 'access_denied', error_description: 'cross-origin consent' });
  const form = new URLSearchParams(await readBody(req));
  const decision = form.get('decision');
  if (decision !== 'allow' && decision !== 'deny') return json(res, 400, { error: 'invalid_request', error_description: 'decision must be allow or deny' });
  const result: InteractionResults =
    decision === 'allow'
      ? { consent: { grantId: await saveGrant(provider, parts, details, accountId!, clientId, signIn) } }
      : { error: 'access_denied', error_description: 'the user denied the request' };
  const location = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: true });
  // The page posts with fetch and goes on itself (a form's redirect to the application would meet the page's form-action policy).
  if (/application\/json/.test(req.headers.accept ?? '')) return json(res, 200, { location });
  redirect(res, location);
}

async function readBody(req: IncomingMessage, limit = 4096): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('body too large'), { name: 'InvalidRequest' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
