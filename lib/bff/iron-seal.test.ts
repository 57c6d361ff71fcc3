import { describe, expect, it } from 'vitest';
import { sealData, unsealData } from 'iron-session';
import { sealIron } from './iron-seal';
import { readSessionSeal } from './session';

const SECRET = 'iron-seal-test-secret-0123456789-abcdef';
const OTHER = 'iron-seal-other-secret-0123456789-abcdef';
const data = { token: 'tok-123', appCode: 'UC', loginAt: 1_700_000_000_000, lockedLanguage: 'en-US' };

describe('sealIron makes what iron-session opens', () => {
  it('iron-session unseals it to the same data, and the seal has iron-session\'s shape', async () => {
    const seal = sealIron(data, SECRET, 3600);
    expect(await unsealData(seal, { password: SECRET, ttl: 3600 })).toEqual(data);
    const ours = seal.split('*');
    const theirs = (await sealData(data, { password: SECRET, ttl: 3600 })).split('*');
    expect(ours).toHaveLength(theirs.length);
    expect(ours.slice(0, 2)).toEqual(theirs.slice(0, 2));
    expect(ours.at(-1)!.endsWith('~2')).toBe(true);
    expect(theirs.at(-1)!.endsWith('~2')).toBe(true);
  });

  it('opens through the BFF\'s reader, also as the previous secret after a rotation', async () => {
    expect(await readSessionSeal(sealIron(data, SECRET, 3600), [SECRET], 3600)).toEqual(data);
    expect(await readSessionSeal(sealIron({ ...data, token: 'tok-old' }, OTHER, 3600), [SECRET, OTHER], 3600)).toMatchObject({ token: 'tok-old' });
  });

  it('another secret cannot open it, and a changed byte breaks it', async () => {
    const seal = sealIron(data, SECRET, 3600);
    expect(await unsealData(seal, { password: OTHER, ttl: 3600 })).toEqual({});
    const parts = seal.split('*');
    const body = parts[4]!;
    parts[4] = (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(await unsealData(parts.join('*'), { password: SECRET, ttl: 3600 })).toEqual({});
  });

  it('every seal has its own IV: the same data seals differently each time', () => {
    const a = sealIron(data, SECRET, 3600).split('*');
    const b = sealIron(data, SECRET, 3600).split('*');
    expect(a[3]).not.toBe(b[3]);
    expect(a[4]).not.toBe(b[4]);
  });

  it('expires as iron-session\'s seal does: an expired seal opens to nothing', async () => {
    const seal = sealIron(data, SECRET, 1);
    const parts = seal.split('*');
    // The expiration written is now + ttl; two minutes later (past iron's 60 s skew) it is refused.
    expect(Number(parts[5])).toBeGreaterThan(Date.now());
    expect(Number(parts[5])).toBeLessThanOrEqual(Date.now() + 1000);
    const past = Date.now;
    try {
      Date.now = () => past() + 120_000;
      expect(await unsealData(seal, { password: SECRET, ttl: 1 })).toEqual({});
    } finally {
      Date.now = past;
    }
  });

  it('refuses a secret shorter than iron-session accepts', () => {
    expect(() => sealIron(data, 'short', 3600)).toThrow(/too short/);
  });
});
