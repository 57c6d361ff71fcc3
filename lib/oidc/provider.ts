/**
 * Concierge's OpenID Connect provider (issue 19, docs/decisions/105): oidc-provider over
 * Concierge's users, units, sessions and application registry.
 * - issuer: the SSO host's origin as the request names it (one provider per SSO origin, built on
 *   first use); discovery at /.well-known/openid-configuration, every other route under /oidc/;
 * - keys: lib/oidc/keys.ts (sealed at rest, rotated by `npm run oidc:rotate-keys`; a rotation is
 *   picked up within KEY_CHECK_MS or at once through the bus);
 * - storage: lib/oidc/adapter.ts; clients: lib/oidc/clients.ts; accounts: lib/oidc/account.ts;
 * - sign-in: the provider session follows the Concierge session of the SSO host (a login check
 *   below; the interaction in lib/oidc/interaction.ts), so Concierge's revocation ends it;
 * - outgoing calls (back-channel logout) through the one egress client (lib/infra/egress).
 */
import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto';
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { egressFetchFunction } from '@/lib/infra/egress';
import { log } from '@/lib/infra/log';
import { escapeHtml as htmlEscape } from '@/lib/security/html';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { getTranslator, type Translate } from '@/lib/i18n/translate';
import { sessionSecrets } from '@/lib/bff/session';
import { builtinDepsOf } from '@/lib/backend/builtin';
import { runtime, type Runtime } from '@/lib/server/runtime';
import { findAccountOn, SCOPE_CLAIMS } from './account';
import { adapterClass } from './adapter';
import { clientMetadata } from './clients';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';
import { conciergeSignIn } from './concierge-session';
import { ensureSigningKeys, keySetVersion, type PrivateJwk } from './keys';
import { boundFamily, recordOidcSignIn } from './sign-ins';
import { endSessionFollowsConcierge } from './logout';

import { INTERACTION_PREFIX, OIDC_PREFIX } from './paths';

export { DISCOVERY_PATH, INTERACTION_PREFIX, OIDC_PREFIX } from './paths';
export const KEY_CHECK_MS = 60_000;
/** Announced on the bus after a rotation: every instance rebuilds its providers with the new key set. */
export const KEYS_CHANNEL = 'oidc.keys';

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'unit'] as const;

export const OIDC_ROUTES = {
  authorization: `${OIDC_PREFIX}/auth`,
  token: `${OIDC_PREFIX}/token`,
  userinfo: `${OIDC_PREFIX}/me`,
  jwks: `${OIDC_PREFIX}/jwks`,
  introspection: `${OIDC_PREFIX}/token/introspection`,
  revocation: `${OIDC_PREFIX}/token/revocation`,
  end_session: `${OIDC_PREFIX}/session/end`,
  pushed_authorization_request: `${OIDC_PREFIX}/request`,
  registration: `${OIDC_PREFIX}/reg`,
  code_verification: `${OIDC_PREFIX}/device`,
  device_authorization: `${OIDC_PREFIX}/device/auth`,
  backchannel_authentication: `${OIDC_PREFIX}/backchannel`,
  challenge: `${OIDC_PREFIX}/challenge`,
  credential: `${OIDC_PREFIX}/credential`,
};

/** Lifetimes in seconds. */
export const OIDC_TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  ClientCredentials: 10 * 60,
  IdToken: 60 * 60,
  Interaction: 10 * 60,
  RefreshToken: 14 * 24 * 3600,
  Session: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
};

export interface OidcParts {
  deps: BuiltinDeps;
  /** The session cookie's secrets (SESSION_SECRET, then the previous ones). */
  sessionSecrets: readonly string[];
  secureCookies: boolean;
}

const HASH_PREFIX = 'sha256:';

/** The client secret is kept as the application's SHA-256 (lib/backend/builtin/services/apps/client-secret.ts). */
function secretMatches(stored: string | undefined, actual: string): boolean {
  if (!stored?.startsWith(HASH_PREFIX)) return false;
  const a = Buffer.from(stored.slice(HASH_PREFIX.length), 'hex');
  const b = createHash('sha256').update(actual, 'utf8').digest();
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieKeys(secrets: readonly string[]): string[] {
  return secrets.map((s) => Buffer.from(hkdfSync('sha256', Buffer.from(s, 'utf8'), Buffer.alloc(0), 'concierge oidc cookies v1', 32)).toString('base64url'));
}

/** The language of the provider's own pages: ui_locales, then the portal's language cookie, then the browser's. */
async function pageTexts(ctx: KoaContextWithOIDC): Promise<{ locale: Locale; t: Translate }> {
  const asked = typeof ctx.query?.ui_locales === 'string' ? ctx.query.ui_locales.split(' ')[0] : undefined;
  const locale = resolveLocale({ urlLanguage: asked, cookie: ctx.cookies.get(LOCALE_COOKIE), acceptLanguage: ctx.get('accept-language') });
  return { locale, t: await getTranslator(locale, 'pages.oidc') };
}

function page(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${htmlEscape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.25rem}button{font-size:1rem;padding:.5rem 1rem}</style></head><body>${body}</body></html>`;
}

export function buildConfiguration(parts: OidcParts, keys: PrivateJwk[]): Configuration {
  const { deps } = parts;
  const shared = deps.store.kind === 'redis' ? deps.store : undefined;
  const login = interactionPolicy.base();
  const loginPrompt = login.get('login')!;
  // The provider session lives only as long as the Concierge sign-in behind it: the same sign-in
  // (family) it was bound to at its last authorization, still live (decision 106).
  loginPrompt.checks.add(
    new interactionPolicy.Check('concierge_session', 'the Concierge sign-in has ended', async (ctx) => {
      const session = ctx.oidc.session;
      if (!session?.accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT; // no_session asks already
      // Just signed in through the interaction, which read the live Concierge session itself.
      if (ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const signIn = await conciergeSignIn(deps, parts.sessionSecrets, ctx.get('cookie'));
      if (!signIn || String(signIn.userId) !== session.accountId) return interactionPolicy.Check.REQUEST_PROMPT;
      // max_age against the sign-in's own instant (the library compares whole seconds of auth_time).
      const maxAge = ctx.oidc.params?.max_age;
      if (maxAge !== undefined && deps.now().getTime() - signIn.signedInAt.getTime() > Number(maxAge) * 1000) return interactionPolicy.Check.REQUEST_PROMPT;
      return (await boundFamily(deps.db, session.uid)) === signIn.familyId ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );

  return {
    adapter: adapterClass({
      db: deps.db,
      shared,
      now: deps.now,
      // Kept in the instance's cache until an application changes anywhere (every application write drops tag.apps on every instance).
      clients: async (id) => {
        const meta = await memo(deps, `oidc-client:${id}`, [tag.apps], () => clientMetadata(deps.db, id));
        return meta && structuredClone(meta);
      },
    }),
    findAccount: findAccountOn(deps.db, deps.now),
    jwks: { keys: keys as unknown as NonNullable<Configuration['jwks']>['keys'] },
    claims: Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([k, v]) => [k, [...v]])),
    scopes: [...OIDC_SCOPES],
    cookies: {
      keys: cookieKeys(parts.sessionSecrets),
      names: { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_resume' },
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure: parts.secureCookies },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure: parts.secureCookies },
    },
    routes: OIDC_ROUTES,
    ttl: OIDC_TTL,
    interactions: {
      policy: login,
      url: (_ctx, interaction) => `${INTERACTION_PREFIX}${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      introspection: {
        enabled: true,
        // Confidential clients introspect any token of this provider; public clients only their own.
        allowedPolicy: async (ctx, client, token) => !(client.clientAuthMethod === 'none' && token.clientId !== ctx.oidc.client?.clientId),
      },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens (a public client's attempt on another's is ignored).
        allowedPolicy: async (_ctx, client, token) => {
          if (token.clientId === client.clientId) return true;
          if (client.clientAuthMethod === 'none') return false;
          throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
        },
      },
      clientCredentials: { enabled: true },
      backchannelLogout: { enabled: true },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          // The confirmation is submitted at once (the user asked the application to sign out); without script, a button.
          const { locale, t } = await pageTexts(ctx);
          ctx.body = page(
            locale,
            t('signOut'),
            `${form}<p>${htmlEscape(t('signingOut'))}</p><noscript><button form="op.logoutForm" type="submit" name="logout" value="yes">${htmlEscape(t('signOut'))}</button></noscript><script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          const { locale, t } = await pageTexts(ctx);
          ctx.body = page(locale, t('signedOut'), `<h1>${htmlEscape(t('signedOut'))}</h1><p><a href="/sso">${htmlEscape(t('signInAgain'))}</a></p>`);
        },
      },
    },
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256'],
      userinfoSigningAlgValues: ['RS256'],
      introspectionSigningAlgValues: ['RS256'],
      authorizationSigningAlgValues: ['RS256'],
      requestObjectSigningAlgValues: ['RS256'],
      clientAuthSigningAlgValues: ['RS256'],
    },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    issueRefreshToken: async (_ctx, client, code) => client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    // Every use of a refresh token replaces it (a stolen one that was used is refused, and its grant revoked).
    rotateRefreshToken: true,
    extraClientMetadata: { properties: ['frontchannel_logout_uri'] },
    // A browser application calls the token endpoint only from an origin of its redirect URIs.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((u) => new URL(u).origin === origin) ?? false,
    fetch: egressFetchFunction(deps.egress, { purpose: 'back-channel-logout', timeoutMs: 2500, maxBytes: 64 * 1024 }) as Configuration['fetch'],
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const { locale, t } = await pageTexts(ctx);
      ctx.body = page(locale, t('error'), `<h1>${htmlEscape(t('invalidRequest'))}</h1><p>${htmlEscape(String(out.error))}: ${htmlEscape(String(out.error_description ?? ''))}</p>`);
    },
  };
}

function build(issuer: string, parts: OidcParts, keys: PrivateJwk[]): Provider {
  const provider = new Provider(issuer, buildConfiguration(parts, keys));
  // Requests reach the provider only through server.ts, which drops X-Forwarded-* from untrusted peers.
  provider.proxy = true;
  // The client's secret is kept as a hash: compare the presented secret's hash.
  const proto = provider.Client.prototype as unknown as { compareClientSecret(this: { clientSecret?: string }, actual: string): boolean; includeSid(): boolean };
  proto.compareClientSecret = function compare(actual: string) {
    return secretMatches(this.clientSecret, actual);
  };
  // ID tokens always carry sid: the logout URIs are kept out of the metadata (lib/oidc/clients.ts),
  // and clients match back-channel logout tokens to their sessions by it.
  proto.includeSid = () => true;
  provider.use(endSessionFollowsConcierge(parts));
  provider.on('authorization.success', (ctx: KoaContextWithOIDC) => {
    void recordOidcSignIn(parts, ctx, OIDC_TTL.Session).catch((e: unknown) => log.warn('oidc.sign_in_record_failed', { error: e instanceof Error ? e.message : String(e) }));
  });
  const on = provider.on.bind(provider) as (event: string, listener: (...args: unknown[]) => void) => void;
  for (const event of ['server_error', 'grant.error', 'backchannel.error']) {
    on(event, (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error);
      log.warn(`oidc.${event}`, { error: error?.message ?? 'unknown' });
    });
  }
  return provider;
}

interface Cached {
  providers: Map<string, Provider>;
  keys: PrivateJwk[];
  version: string;
  checkedAt: number;
}

const KEY = Symbol.for('concierge.oidc');
type Holder = { [KEY]?: { runtime: Runtime; parts: OidcParts; cached?: Promise<Cached> } };

/** The provider's parts from the process runtime (the built-in backend's dependencies); undefined on the upstream backend. */
function currentHolder(): NonNullable<Holder[typeof KEY]> | undefined {
  const g = globalThis as Holder;
  const rt = runtime();
  if (g[KEY]?.runtime === rt) return g[KEY];
  const deps = builtinDepsOf(rt.backend);
  if (!deps) return undefined;
  g[KEY] = { runtime: rt, parts: { deps, sessionSecrets: sessionSecrets(rt.env), secureCookies: rt.env.COOKIE_SECURE } };
  // A rotation announced by `npm run oidc:rotate-keys` (or another instance): rebuild with the new key set.
  rt.bus.subscribe(KEYS_CHANNEL, () => resetProviders());
  return g[KEY];
}

export function oidcParts(): OidcParts | undefined {
  return currentHolder()?.parts;
}

/** Forget the built providers (after a key rotation heard on the bus). */
export function resetProviders(): void {
  const h = (globalThis as Holder)[KEY];
  if (h) h.cached = undefined;
}

async function load(parts: OidcParts): Promise<Cached> {
  const keys = await ensureSigningKeys(parts.deps.db, parts.deps.secrets);
  return { providers: new Map(), keys, version: await keySetVersion(parts.deps.db), checkedAt: Date.now() };
}

/** The provider of an SSO origin, with the current key set; undefined when OpenID Connect is not available (upstream backend). */
export async function providerFor(issuer: string): Promise<Provider | undefined> {
  const h = currentHolder();
  if (!h) return undefined;
  h.cached ??= load(h.parts);
  let cached = await h.cached;
  if (Date.now() - cached.checkedAt > KEY_CHECK_MS) {
    cached.checkedAt = Date.now();
    if ((await keySetVersion(h.parts.deps.db)) !== cached.version) {
      h.cached = load(h.parts);
      cached = await h.cached;
    }
  }
  let provider = cached.providers.get(issuer);
  if (!provider) {
    provider = build(issuer, h.parts, cached.keys);
    cached.providers.set(issuer, provider);
  }
  return provider;
}
