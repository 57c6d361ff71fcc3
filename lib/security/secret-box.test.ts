import { describe, expect, it } from 'vitest';
import { isSealed, keyFromText, open, seal, sealedUnderOldKey, secretKeys, SecretUnreadableError } from './secret-box';

const SESSION_SECRET = 'session-secret-session-secret-0123456789';
const KEY_A = 'key-a-key-a-key-a-key-a-key-a-key-a-0001';
const KEY_B = 'key-b-key-b-key-b-key-b-key-b-key-b-0002';

describe('sealing secrets', () => {
  it('round-trips, with a fresh IV every time, in the recognisable format', () => {
    const keys = secretKeys({ SECRETS_KEY: KEY_A, SESSION_SECRET });
    const a = seal(keys, 'provider-secret ünïcode');
    const b = seal(keys, 'provider-secret ünïcode');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^enc:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('provider');
    expect(isSealed(a)).toBe(true);
    expect(open(keys, a)).toBe('provider-secret ünïcode');
    expect(open(keys, seal(keys, ''))).toBe('');
  });

  it('derives the key from SESSION_SECRET when SECRETS_KEY is absent, and the two differ', () => {
    const derived = secretKeys({ SESSION_SECRET });
    expect(derived.current.id).toBe(keyFromText(SESSION_SECRET).id);
    expect(derived.current.id).not.toBe(secretKeys({ SECRETS_KEY: KEY_A, SESSION_SECRET }).current.id);
    expect(open(secretKeys({ SESSION_SECRET }), seal(derived, 'x'))).toBe('x');
  });

  it('opens values of an earlier key only while it is listed as previous, and says which are old', () => {
    const before = secretKeys({ SECRETS_KEY: KEY_A, SESSION_SECRET });
    const sealed = seal(before, 's3cret');
    const rotated = secretKeys({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: [KEY_A], SESSION_SECRET });
    expect(open(rotated, sealed)).toBe('s3cret');
    expect(sealedUnderOldKey(rotated, sealed)).toBe(true);
    expect(sealedUnderOldKey(rotated, seal(rotated, 's3cret'))).toBe(false);
    expect(() => open(secretKeys({ SECRETS_KEY: KEY_B, SESSION_SECRET }), sealed)).toThrow(SecretUnreadableError);
    // A session secret rotated without SECRETS_KEY: the old one goes into SECRETS_KEY_PREVIOUS.
    const bySession = seal(secretKeys({ SESSION_SECRET }), 'x');
    expect(open(secretKeys({ SESSION_SECRET: KEY_B, SECRETS_KEY_PREVIOUS: [SESSION_SECRET] }), bySession)).toBe('x');
  });

  it('refuses an altered value or a shortened tag', () => {
    const keys = secretKeys({ SECRETS_KEY: KEY_A, SESSION_SECRET });
    const [prefix, v, id, iv, ct, tag] = seal(keys, 'secret value').split(':') as [string, string, string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open(keys, [prefix, v, id, iv, flipped.toString('base64url'), tag].join(':'))).toThrow(SecretUnreadableError);
    const shortTag = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => open(keys, [prefix, v, id, iv, ct, shortTag].join(':'))).toThrow(SecretUnreadableError);
    expect(() => open(keys, 'enc:v1:')).toThrow(SecretUnreadableError);
  });
});
