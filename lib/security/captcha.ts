/**
 * A small image captcha for the e-mail binding form: four characters drawn as an SVG with noise.
 * The answer is kept (hashed) in the ephemeral store for five minutes and can be tried once.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';

// No 0/O, 1/I/L: people should not fail on glyphs that look alike.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TTL_MS = 5 * 60 * 1000;

const digest = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer.toUpperCase()}`).digest('base64url');

function svg(text: string): string {
  const w = 120;
  const h = 40;
  const lines = Array.from({ length: 5 }, () => {
    const c = `hsl(${randomInt(360)},40%,60%)`;
    return `<line x1="${randomInt(w)}" y1="${randomInt(h)}" x2="${randomInt(w)}" y2="${randomInt(h)}" stroke="${c}" stroke-width="1"/>`;
  }).join('');
  const chars = [...text]
    .map((ch, i) => {
      const x = 14 + i * 26;
      const y = 27 + randomInt(-4, 5);
      const r = randomInt(-25, 26);
      const c = `hsl(${randomInt(360)},55%,35%)`;
      return `<text x="${x}" y="${y}" transform="rotate(${r} ${x} ${y})" fill="${c}" font-size="24" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#f4f6f8"/>${lines}${chars}</svg>`;
}

export async function createCaptcha(store: EphemeralStore): Promise<{ captchaId: string; image: string; answer: string }> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const captchaId = randomBytes(18).toString('base64url');
  await store.set(`captcha:${captchaId}`, digest(captchaId, answer), TTL_MS);
  const image = `data:image/svg+xml;base64,${Buffer.from(svg(answer)).toString('base64')}`;
  return { captchaId, image, answer };
}

/** One try per captcha: the stored answer is taken out whatever the result. */
export async function verifyCaptcha(store: EphemeralStore, captchaId: string, answer: string): Promise<boolean> {
  const stored = await store.take(`captcha:${captchaId}`);
  return stored !== null && stored === digest(captchaId, answer.trim());
}
