/**
 * The provider's interactions are Concierge's own sign-in (docs/decisions/105): with a live
 * Concierge session on the SSO host the interaction finishes at once (no form); without one the
 * browser goes to Concierge's login page (unit code, account, password, captcha, lock-out, IP
 * white-list, SMS step, first-login change: all of it), which comes back here after the sign-in.
 * Consent: the clients are applications an administrator registered, so the scopes they ask for
 * (within the provider's scopes) are granted without a question; the grant is recorded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { conciergeSignIn } from './concierge-session';
import type { OidcParts } from './provider';

export const INTERACTION_PARAM = 'interaction';
export const INTERACTION_UID = /^[A-Za-z0-9_-]{10,64}$/;

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** ui_locales -> the login page's `language` parameter. */
function languageOf(uiLocales: unknown): string | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(' ')) {
    if (/^en\b/i.test(tag)) return 'en-US';
    if (/^zh\b/i.test(tag)) return 'zh-CN';
  }
  return undefined;
}

export async function handleInteraction(provider: Provider, parts: OidcParts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET' });
    return void res.end();
  }
  const details = await provider.interactionDetails(req, res);
  const signIn = await conciergeSignIn(parts.deps, parts.sessionSecrets, req.headers.cookie);
  if (!signIn) {
    const query = new URLSearchParams({ [INTERACTION_PARAM]: details.uid });
    const language = languageOf(details.params.ui_locales);
    if (language) query.set('language', language);
    return redirect(res, `/login?${query.toString()}`);
  }
  const accountId = String(signIn.userId);
  const clientId = String(details.params.client_id);
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
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    // The grant belongs to this sign-in: ending the family ends its tokens (lib/oidc/adapter.ts).
    await parts.deps.db.oidcArtifact.updateMany({ where: { key: `Grant:${grantId}` }, data: { familyId: signIn.familyId } });
    result.consent = { grantId };
  } else {
    result.error = 'access_denied';
    result.error_description = 'unsupported interaction';
  }
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}
