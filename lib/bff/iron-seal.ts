/**
 * iron-session's seal (Fe26.2, AES-256-CBC + HMAC-SHA256, keys by PBKDF2 from the secret and a
 * salt written into the seal, `~2` suffix), written with node:crypto, synchronously, with the
 * derived keys kept per secret and salt pair. iron-session derives two fresh keys (two salts,
 * two PBKDF2 runs through WebCrypto) for every seal: a few milliseconds of main-thread work per
 * sign-in (decision record 109). The salts only stretch the secret; reusing a pair for a while
 * with a fresh random IV per seal is what AES-CBC with HMAC needs. Every seal made here opens
 * with iron-session's `unsealData` (readSessionSeal), and the tests check exactly that.
 */
import { createCipheriv, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

const MAC_PREFIX = 'Fe26.2';
/** iron-session's password id for a string password (its map { 1: password }) and its format version. */
const PASSWORD_ID = '1';
const SESSION_FORMAT = '~2';
/** A salt pair is used for this long or this many seals, whichever ends first. */
export const SALT_REUSE_MS = 10 * 60_000;
export const SALT_REUSE_SEALS = 100_000;

interface KeyPair {
  encryptionSalt: string;
  encryptionKey: Buffer;
  integritySalt: string;
  integrityKey: Buffer;
  until: number;
  left: number;
}

const pairs = new Map<string, KeyPair>();

/** iron-webcrypto's generateKey for a string password: PBKDF2-SHA1, 1 iteration, 256-bit key, salt = hex of 256 random bits. */
function derive(secret: string, salt: string): Buffer {
  return pbkdf2Sync(Buffer.from(secret, 'utf8'), Buffer.from(salt, 'utf8'), 1, 32, 'sha1');
}

function keysFor(secret: string, now: number): KeyPair {
  if (secret.length < 32) throw new Error('Password string too short (min 32 characters required)');
  let pair = pairs.get(secret);
  if (!pair || pair.until <= now || pair.left <= 0) {
    const encryptionSalt = randomBytes(32).toString('hex');
    const integritySalt = randomBytes(32).toString('hex');
    pair = { encryptionSalt, encryptionKey: derive(secret, encryptionSalt), integritySalt, integrityKey: derive(secret, integritySalt), until: now + SALT_REUSE_MS, left: SALT_REUSE_SEALS };
    // One secret is current at a time; older pairs are not kept.
    pairs.clear();
    pairs.set(secret, pair);
  }
  pair.left--;
  return pair;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** The seal iron-session's `sealData(data, { password: secret, ttl: ttlSeconds })` would make (0: no expiry). */
export function sealIron(data: object, secret: string, ttlSeconds: number): string {
  const now = Date.now();
  const keys = keysFor(secret, now);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', keys.encryptionKey, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  const expiration = ttlSeconds ? String(now + ttlSeconds * 1000) : '';
  const base = `${MAC_PREFIX}*${PASSWORD_ID}*${keys.encryptionSalt}*${b64url(iv)}*${b64url(encrypted)}*${expiration}`;
  const mac = b64url(createHmac('sha256', keys.integrityKey).update(base).digest());
  return `${base}*${keys.integritySalt}*${mac}${SESSION_FORMAT}`;
}
