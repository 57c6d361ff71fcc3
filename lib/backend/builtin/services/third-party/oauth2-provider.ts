/**
 * The configurable OAuth2 provider behind WeChat binding: authorization code flow with PKCE
 * (S256) and client_secret_post, then the user-info endpoint. Configured by the system (or unit)
 * parameter WECHAT_OAUTH, a JSON text; a WeChat gateway or any OAuth2/OIDC server fits. The token
 * and user-info addresses come from data, so they are called through the egress client (decision
 * 091): a loopback or private address is refused unless allow-listed, and what reaches the caller
 * is the parsed account or a short reason, never the provider's answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { findOption } from '@/lib/backend/builtin/services/options/find-option';
import { revealOptionValue } from '@/lib/backend/builtin/services/options/option-secrets';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { isEgressError, type Egress, type EgressLimits, type EgressResponse } from '@/lib/infra/egress';
import { log } from '@/lib/infra/log';
import { SecretUnreadableError } from '@/lib/security/secret-box';

export const WECHAT_OAUTH_OPTION = 'WECHAT_OAUTH';
/** Redirects are not followed: the token request carries the client secret and the code. */
const LIMITS: EgressLimits = { purpose: 'oauth', timeoutMs: 10_000, maxBytes: 64 * 1024, maxRedirects: 0 };

export const oauthConfigSchema = z.object({
  authorizeUrl: z.url(),
  tokenUrl: z.url(),
  userInfoUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().default('openid profile'),
  /** Field of the user info (or token answer) holding the account id: WeChat's openid, OIDC's sub. */
  idField: z.string().default('sub'),
  unionIdField: z.string().default('unionid'),
  nicknameField: z.string().default('nickname'),
  avatarField: z.string().default('picture'),
});
export type OAuthConfig = z.infer<typeof oauthConfigSchema>;

/** The provider's settings with the client secret opened: the one place the server uses it (docs/decisions/092). */
export async function oauthConfig(deps: BuiltinDeps, unitId: number): Promise<OAuthConfig> {
  const option = await findOption(deps, unitId, WECHAT_OAUTH_OPTION);
  let parsed: unknown;
  try {
    parsed = JSON.parse(revealOptionValue(deps.secrets, WECHAT_OAUTH_OPTION, option?.value ?? ''));
  } catch (e) {
    // A secret no configured key opens: the operator changed SECRETS_KEY (or SESSION_SECRET) without keeping the old one.
    if (e instanceof SecretUnreadableError) log.warn('secrets.unreadable', { option: WECHAT_OAUTH_OPTION, unitId: option?.unitId ?? null });
    throw new AppError(ErrorCode.AUTH_FAILED);
  }
  const config = oauthConfigSchema.safeParse(parsed);
  if (!config.success) throw new AppError(ErrorCode.AUTH_FAILED);
  return config.data;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(config: OAuthConfig, p: { redirectUri: string; state: string; challenge: string }): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', p.state);
  url.searchParams.set('code_challenge', p.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface ProviderAccount {
  openId: string;
  unionId: string | null;
  nickname: string | null;
  avatarUrl: string | null;
}

function json(res: EgressResponse, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status >= 300) {
    // Status only: the body could echo the code or a token.
    log.warn('oauth2.refused', { what, status: res.status });
    throw new AppError(ErrorCode.AUTH_FAILED);
  }
  try {
    const body: unknown = JSON.parse(res.text());
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // handled below
  }
  log.warn('oauth2.not_json', { what, status: res.status });
  throw new AppError(ErrorCode.AUTH_FAILED);
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);

/** Exchanges the code for a token and reads who the account is. */
export async function fetchAccount(config: OAuthConfig, p: { code: string; redirectUri: string; verifier: string }, egress: Egress): Promise<ProviderAccount> {
  try {
    const tokenRes = await egress.fetch(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri, client_id: config.clientId, client_secret: config.clientSecret, code_verifier: p.verifier }),
      },
      LIMITS,
    );
    const token = json(tokenRes, 'token');
    const accessToken = text(token.access_token);
    if (!accessToken) throw new AppError(ErrorCode.AUTH_FAILED);
    const infoRes = await egress.fetch(config.userInfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, LIMITS);
    const info = json(infoRes, 'userinfo');
    const openId = text(info[config.idField]) ?? text(token[config.idField]);
    if (!openId) throw new AppError(ErrorCode.AUTH_FAILED);
    return { openId, unionId: text(info[config.unionIdField]) ?? text(token[config.unionIdField]), nickname: text(info[config.nicknameField]) ?? text(info.name), avatarUrl: text(info[config.avatarField]) };
  } catch (e) {
    if (e instanceof AppError) throw e;
    const reason = isEgressError(e) ? e.reason : 'network';
    log.warn('oauth2.unreachable', { reason });
    throw new AppError(ErrorCode.AUTH_PROVIDER_UNREACHABLE, { params: { reason }, cause: e });
  }
}
