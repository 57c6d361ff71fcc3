/**
 * The OpenID provider's signing keys (docs/decisions/105): RSA keys (RS256) generated here, the
 * private JWK sealed with SECRETS_KEY (lib/security/secret-box.ts) in OidcSigningKey. The newest
 * ACTIVE key signs; RETIRED keys stay in the JWKS so tokens they signed still verify, until a later
 * rotation drops them. `npm run oidc:rotate-keys` rotates; every instance notices within a minute
 * (lib/oidc/provider.ts compares the key set's version) and a bus message makes it immediate.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import { open, seal, type SecretKeys } from '@/lib/security/secret-box';

export const SIGNING_ALG = 'RS256';
/** Retired keys kept published after a rotation (tokens they signed live at most a day). */
export const RETIRED_KEPT = 2;

export interface PrivateJwk {
  kty: string;
  kid: string;
  alg: string;
  use: 'sig';
  [k: string]: unknown;
}

type KeyDb = Pick<Db, 'oidcSigningKey' | '$transaction'>;

function newKey(): PrivateJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return { ...jwk, kty: 'RSA', kid: randomBytes(12).toString('base64url'), alg: SIGNING_ALG, use: 'sig' };
}

/** The published key set, signing key first: ACTIVE newest first, then RETIRED newest first. */
export async function loadSigningKeys(db: KeyDb, secrets: SecretKeys): Promise<PrivateJwk[]> {
  const rows = await db.oidcSigningKey.findMany({ where: { status: { in: ['ACTIVE', 'RETIRED'] } }, orderBy: [{ createdAt: 'desc' }] });
  const ordered = [...rows.filter((r) => r.status === 'ACTIVE'), ...rows.filter((r) => r.status === 'RETIRED')];
  return ordered.map((r) => JSON.parse(open(secrets, r.sealedJwk)) as PrivateJwk);
}

/** A version of the key set that changes with every rotation (newest kid and count). */
export async function keySetVersion(db: KeyDb): Promise<string> {
  const [newest, count] = await Promise.all([
    db.oidcSigningKey.findFirst({ where: { status: 'ACTIVE' }, orderBy: { createdAt: 'desc' }, select: { kid: true } }),
    db.oidcSigningKey.count({ where: { status: { in: ['ACTIVE', 'RETIRED'] } } }),
  ]);
  return `${newest?.kid ?? ''}:${count}`;
}

/** The key set, with a first key created when there is none (the first start). */
export async function ensureSigningKeys(db: KeyDb, secrets: SecretKeys): Promise<PrivateJwk[]> {
  const keys = await loadSigningKeys(db, secrets);
  if (keys.some((k) => k.alg === SIGNING_ALG)) return keys;
  const key = newKey();
  // Two instances starting at once may both create one: both are published, the newer signs.
  await db.oidcSigningKey.create({ data: { kid: key.kid, alg: key.alg, sealedJwk: seal(secrets, JSON.stringify(key)), status: 'ACTIVE' } });
  return loadSigningKeys(db, secrets);
}

/**
 * A new signing key; the previous ACTIVE keys become RETIRED (still published) and retired keys
 * beyond the newest RETIRED_KEPT are removed from the set.
 */
export async function rotateSigningKeys(db: KeyDb, secrets: SecretKeys, now: Date): Promise<{ kid: string; retired: string[]; removed: string[] }> {
  const key = newKey();
  return db.$transaction(async (tx) => {
    const active = await tx.oidcSigningKey.findMany({ where: { status: 'ACTIVE' }, select: { kid: true } });
    await tx.oidcSigningKey.updateMany({ where: { status: 'ACTIVE' }, data: { status: 'RETIRED', retiredAt: now } });
    await tx.oidcSigningKey.create({ data: { kid: key.kid, alg: key.alg, sealedJwk: seal(secrets, JSON.stringify(key)), status: 'ACTIVE', createdAt: now } });
    const retired = await tx.oidcSigningKey.findMany({ where: { status: 'RETIRED' }, orderBy: { createdAt: 'desc' }, select: { kid: true } });
    const removed = retired.slice(RETIRED_KEPT).map((r) => r.kid);
    if (removed.length) await tx.oidcSigningKey.deleteMany({ where: { kid: { in: removed } } });
    return { kid: key.kid, retired: active.map((a) => a.kid), removed };
  });
}
