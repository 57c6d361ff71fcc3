/**
 * Front-channel logout: the addresses the browser that logged out loads in hidden frames, one per
 * application of the ended sign-in that registered one (OIDC Front-Channel Logout). Each protocol may
 * say how its address is built from the sign-in (OIDC adds `iss` and `sid`); by default it is the
 * recorded `frontchannelUri` as it is. Only absolute http(s) addresses are given out.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { AppSignIn } from '@/lib/db/generated/sqlite/client';
import type { SignInProtocol } from './registry';

export type FrontchannelUrl = (deps: BuiltinDeps, signIn: AppSignIn) => string | undefined;

const KEY = Symbol.for('concierge.frontchannelUrls');
type Holder = { [KEY]?: Map<SignInProtocol, FrontchannelUrl> };
const table = () => ((globalThis as Holder)[KEY] ??= new Map());

/** How a protocol builds the address its front-channel logout loads (replaces an earlier one). */
export function registerFrontchannelUrl(protocol: SignInProtocol, build: FrontchannelUrl): void {
  table().set(protocol, build);
}

const httpUrl = (raw: string | undefined): string | undefined => {
  if (!raw) return undefined;
  try {
    const u = new URL(raw);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password ? u.toString() : undefined;
  } catch {
    return undefined;
  }
};

/** The front-channel logout addresses of a family's sign-ins (ended or not), without duplicates. */
export async function frontchannelLogoutUrls(deps: BuiltinDeps, familyId: string): Promise<string[]> {
  const rows = await deps.db.appSignIn.findMany({ where: { familyId, frontchannelUri: { not: null } }, orderBy: { at: 'asc' } });
  const urls = rows.map((r) => httpUrl(table().get(r.protocol as SignInProtocol)?.(deps, r) ?? r.frontchannelUri ?? undefined));
  return [...new Set(urls.filter((u): u is string => Boolean(u)))];
}
