/**
 * The image captcha of the e-mail forms: four characters drawn by svg-captcha as distorted paths
 * (no `<text>`, so the markup does not carry the answer) over noise curves. The answer is chosen
 * here with a cryptographic random source and kept hashed in the ephemeral store for five minutes;
 * it can be tried three times (each try reserved atomically before the compare) and is spent by
 * the first right answer.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import captchaModule, { type ConfigObject } from 'svg-captcha';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';

// No 0/O, 1/I/L: people should not fail on glyphs that look alike.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_MAX_TRIES = 3;

// The package's types name only create(); its CommonJS export itself draws a given text.
const drawText = captchaModule as unknown as (text: string, options: ConfigObject) => string;

const answerKey = (id: string) => `captcha:${id}`;
const triesKey = (id: string) => `captcha-try:${id}`;
const digest = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest();

export async function createCaptcha(store: EphemeralStore): Promise<{ captchaId: string; image: string; answer: string }> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const captchaId = randomBytes(18).toString('base64url');
  await store.set(answerKey(captchaId), digest(captchaId, answer).toString('base64url'), CAPTCHA_TTL_MS);
  const svg = drawText(answer, { width: 120, height: 40, fontSize: 42, noise: 3, color: true, background: '#f4f6f8' });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, answer };
}

/** True once for the right answer; false when wrong, expired, spent or tried too often. */
export async function verifyCaptcha(store: EphemeralStore, captchaId: string, answer: string): Promise<boolean> {
  const tries = await store.incr(triesKey(captchaId), CAPTCHA_TTL_MS);
  if (tries > CAPTCHA_MAX_TRIES) {
    await store.del(answerKey(captchaId));
    return false;
  }
  const stored = await store.get(answerKey(captchaId));
  if (stored === null) return false;
  const expected = Buffer.from(stored, 'base64url');
  const given = digest(captchaId, answer);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  // Spend it: of two right answers at once only the one that takes the key wins.
  return (await store.take(answerKey(captchaId))) !== null;
}
