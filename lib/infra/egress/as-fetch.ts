/**
 * The egress client behind a `fetch` signature, for libraries that take one (oidc-provider's
 * `fetch` option for back-channel logout, later). Redirects follow the request's `redirect`
 * (`manual`: none); failures reject with the EgressError.
 */
import type { Egress, EgressLimits } from './client';

export function egressFetchFunction(egress: Egress, limits: Omit<EgressLimits, 'signal'>): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    const answer = await egress.fetch(
      request.url,
      { method: request.method, headers: request.headers, body: hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined },
      { ...limits, maxRedirects: request.redirect === 'follow' ? limits.maxRedirects : 0, signal: init?.signal ?? undefined },
    );
    const empty = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  };
}
