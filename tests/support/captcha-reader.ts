/**
 * Reads the answer of a captcha image of lib/security/captcha.ts, so that tests (integration and
 * end-to-end) can answer a captcha the server made without a back door into the server. svg-captcha
 * draws each character as its font glyph at a known slot, moved by at most 0.1 px per point: each
 * text path of the image is matched against the glyphs of the alphabet drawn at the same slots.
 * (That a program can read these images is known of svg-captcha; the captcha slows people's and
 * scripts' guessing down, the lock stops it: docs/decisions/104.)
 */
import captchaModule, { type ConfigObject } from 'svg-captcha';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const drawText = captchaModule as unknown as (text: string, options: ConfigObject) => string;
// The options of createCaptcha (the noise does not matter: noise paths have no fill).
const OPTIONS: ConfigObject = { width: 120, height: 40, fontSize: 42, noise: 0, color: true, background: '#f4f6f8' };

type Glyph = { letters: string; numbers: number[] };

function glyphOf(d: string): Glyph {
  return { letters: d.replace(/[^A-Za-z]/g, ''), numbers: (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number) };
}

/** The text paths of an svg (the filled ones; noise curves have fill="none"). */
function textPaths(svg: string): Glyph[] {
  return [...svg.matchAll(/<path fill="([^"]+)" d="([^"]+)"/g)].filter((m) => m[1] !== 'none').map((m) => glyphOf(m[2] ?? ''));
}

let references: { ch: string; slot: number; glyph: Glyph }[] | null = null;

function referenceGlyphs() {
  if (references) return references;
  references = [];
  for (const ch of ALPHABET) {
    const svg = drawText(ch.repeat(4), OPTIONS);
    // The paths come shuffled: a glyph's slot is told by where it starts.
    const glyphs = textPaths(svg).sort((a, b) => (a.numbers[0] ?? 0) - (b.numbers[0] ?? 0));
    glyphs.forEach((glyph, slot) => references!.push({ ch, slot, glyph }));
  }
  return references;
}

function distance(a: Glyph, b: Glyph): number {
  if (a.letters !== b.letters || a.numbers.length !== b.numbers.length) return Infinity;
  let worst = 0;
  a.numbers.forEach((n, i) => (worst = Math.max(worst, Math.abs(n - (b.numbers[i] ?? Infinity)))));
  return worst;
}

/** The answer of an image (`data:image/svg+xml;base64,...` or the svg itself). */
export function readCaptcha(image: string): string {
  const svg = image.startsWith('data:') ? Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8') : image;
  const found = textPaths(svg).map((glyph) => {
    let best = { ch: '?', slot: -1, d: Infinity };
    for (const r of referenceGlyphs()) {
      const d = distance(glyph, r.glyph);
      if (d < best.d) best = { ch: r.ch, slot: r.slot, d };
    }
    if (best.d > 0.5) throw new Error('captcha-reader: a glyph matches no character');
    return best;
  });
  return found
    .sort((a, b) => a.slot - b.slot)
    .map((f) => f.ch)
    .join('');
}
