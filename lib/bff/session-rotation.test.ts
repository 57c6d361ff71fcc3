/** Rotating SESSION_SECRET signs nobody out: cookies sealed under a secret in SESSION_SECRET_PREVIOUS still open. */
import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { readSessionSeal, sessionSecrets } from './session';

const OLD = 'old-session-secret-old-session-secret-0123';
const NEW = 'new-session-secret-new-session-secret-4567';

describe('session secret rotation', () => {
  it('a cookie sealed under the previous secret is read while that secret is listed, and not after', async () => {
    const seal = await sealData({ token: 'tok-1', lockedLanguage: 'en-US' }, { password: OLD, ttl: 3600 });
    const rotated = parseEnv({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect(sessionSecrets(rotated)).toEqual([NEW, OLD]);
    expect(await readSessionSeal(seal, sessionSecrets(rotated), 3600)).toMatchObject({ token: 'tok-1' });
    const retired = parseEnv({ SESSION_SECRET: NEW });
    // A seal string not seen before (the reader caches by seal for a moment).
    const again = await sealData({ token: 'tok-2' }, { password: OLD, ttl: 3600 });
    expect(await readSessionSeal(again, sessionSecrets(retired), 3600)).toEqual({});
  });

  it('a short previous secret is refused at start, named', () => {
    expect(() => parseEnv({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: 'short' })).toThrow(/SESSION_SECRET_PREVIOUS/);
  });
});
