/**
 * CAS single logout: the service hears that the sign-in ended through a back-channel POST of a
 * `logoutRequest` form field holding the SAML-style LogoutRequest whose SessionIndex is the service
 * ticket it validated (CAS protocol 3.0, section 2.3.3), sent through the egress client. A 2xx or
 * 3xx answer counts as taken; anything else is retried by the outbox (services/sign-ins).
 */
import { randomBytes } from 'node:crypto';
import { httpReason, EgressError } from '@/lib/infra/egress';
import { registerLogoutDeliverer } from '@/lib/backend/builtin/services/sign-ins/registry';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function logoutRequestXml(ticket: string, at: Date): string {
  const id = 'LR-' + randomBytes(16).toString('hex');
  return (
    `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${at.toISOString()}">` +
    `<saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex></samlp:LogoutRequest>`
  );
}

registerLogoutDeliverer('CAS', async (deps, signIn) => {
  if (!signIn.logoutUri) return;
  const res = await deps.egress.fetch(
    signIn.logoutUri,
    { method: 'POST', body: new URLSearchParams({ logoutRequest: logoutRequestXml(signIn.sid, deps.now()) }) },
    { purpose: 'cas-logout', timeoutMs: 5_000, maxBytes: 64 * 1024, maxRedirects: 0 },
  );
  if (res.status < 200 || res.status >= 400) throw new EgressError(httpReason(res.status));
});
