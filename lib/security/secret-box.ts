/**
 * Encryption of secrets at rest (docs/decisions/092): AES-256-GCM, stored as
 * `enc:v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url). The key is HKDF-SHA256 of SECRETS_KEY, or of
 * SESSION_SECRET when none is set; the key id (a hash of the key) lets a value sealed under an
 * earlier key still be opened while SECRETS_KEY_PREVIOUS lists it.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { SEALED_PREFIX } from './secret-values';

export interface SecretKeys {
  /** Seals every new secret. */
  current: { id: string; key: Buffer };
  /** Every key that opens: the current one and the previous ones, by id. */
  byId: ReadonlyMap<string, Buffer>;
}

/** A sealed value no configured key opens, or one that was altered. */
export class SecretUnreadableError extends Error {
  override name = 'SecretUnreadableError';
}

const LABEL = 'concierge secret values v1';

/** The AES key of a configured text: the same text always gives the same key. */
export function keyFromText(text: string): { id: string; key: Buffer } {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(text, 'utf8'), Buffer.alloc(0), LABEL, 32));
  return { id: createHash('sha256').update('key id ').update(key).digest('hex').slice(0, 8), key };
}

/** The keys of an environment: SECRETS_KEY (or, without it, SESSION_SECRET) and SECRETS_KEY_PREVIOUS. */
export function secretKeys(e: { SECRETS_KEY?: string; SECRETS_KEY_PREVIOUS?: readonly string[]; SESSION_SECRET: string }): SecretKeys {
  const current = keyFromText(e.SECRETS_KEY ?? e.SESSION_SECRET);
  const byId = new Map<string, Buffer>([[current.id, current.key]]);
  for (const text of e.SECRETS_KEY_PREVIOUS ?? []) {
    const k = keyFromText(text);
    if (!byId.has(k.id)) byId.set(k.id, k.key);
  }
  return { current, byId };
}

export function isSealed(text: string): boolean {
  return text.startsWith(SEALED_PREFIX);
}

export function seal(keys: SecretKeys, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${keys.current.id}:${iv.toString('base64url')}:${ct.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}`;
}

/** The plaintext of a sealed value; throws SecretUnreadableError when no key opens it. */
export function open(keys: SecretKeys, sealed: string): string {
  const [id = '', iv = '', ct = '', tag = ''] = sealed.slice(SEALED_PREFIX.length).split(':');
  const key = keys.byId.get(id);
  if (!key) throw new SecretUnreadableError(`no configured key has id ${id}`);
  try {
    // A full 16-byte tag only: GCM would otherwise accept a shortened (weaker) one.
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch (e) {
    throw new SecretUnreadableError('the sealed value was altered or is incomplete', { cause: e });
  }
}

/** Whether a sealed value is under an earlier key (re-sealing moves it to the current one). */
export function sealedUnderOldKey(keys: SecretKeys, sealed: string): boolean {
  return isSealed(sealed) && !sealed.startsWith(`${SEALED_PREFIX}${keys.current.id}:`);
}
