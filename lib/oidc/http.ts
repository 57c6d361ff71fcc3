/**
 * The OpenID provider on the SSO host's paths (docs/decisions/105): server.ts hands it
 * /.well-known/openid-configuration and everything under /oidc/ of the SSO host, in production and
 * under `next dev` alike (both run server.ts), before Next and the BFF.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { log } from '@/lib/infra/log';
import { handleInteraction, INTERACTION_UID } from './interaction';
import { INTERACTION_PREFIX } from './paths';
import { oidcParts, providerFor } from './provider';

const callbacks = new WeakMap<Provider, (req: IncomingMessage, res: ServerResponse) => void>();

function answer(res: ServerResponse, status: number, body: object): void {
  if (res.headersSent) return void res.destroy();
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** `issuer`: the SSO host's origin as this request reached it (scheme from a trusted proxy only). */
export async function handleOidc(req: IncomingMessage, res: ServerResponse, issuer: string, pathname: string): Promise<void> {
  try {
    const provider = await providerFor(issuer);
    if (!provider) return answer(res, 404, { error: 'not_found', error_description: 'OpenID Connect needs the built-in backend' });
    // The issuer is the Host the server checked; a forwarded host must not change the provider's URLs.
    delete req.headers['x-forwarded-host'];
    if (pathname.startsWith(INTERACTION_PREFIX)) {
      // /oidc/interaction/<uid> and its consent call /oidc/interaction/<uid>/consent (the interaction cookie's path covers both).
      const [uid = '', ...more] = pathname.slice(INTERACTION_PREFIX.length).split('/');
      if (!INTERACTION_UID.test(uid)) return answer(res, 404, { error: 'not_found' });
      return await handleInteraction(provider, oidcParts()!, req, res, uid, more.length ? `/${more.join('/')}` : '');
    }
    let callback = callbacks.get(provider);
    if (!callback) callbacks.set(provider, (callback = provider.callback()));
    callback(req, res);
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'SessionNotFound' || name === 'InvalidRequest') return answer(res, 400, { error: 'invalid_request', error_description: 'the sign-in request has expired or is unknown; start again from the application' });
    log.warn('oidc.failed', { error: e instanceof Error ? e.message : String(e) });
    answer(res, 500, { error: 'server_error' });
  }
}
