/**
 * The watermark's tile as an SVG data: URL, built from the texts alone so the server can put it in
 * the page's first HTML (antd's Watermark draws a canvas after hydration: the list painted first
 * and the watermark last, as the page's largest paint). Two staggered copies per tile, turned
 * -22 degrees, as antd's. Text widths are estimated (a CJK character one em, others 0.6 em): no
 * canvas to measure with on the server, and the gap absorbs the difference.
 */
export interface WatermarkOptions {
  color: string;
  fontSize: number;
  gap: [number, number];
  rotate?: number;
}

const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += WIDE.test(ch) ? 1 : 0.6;
  return Math.ceil(em * fontSize);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The tile's size in CSS pixels and its data: URL (to be used as a repeated background image). */
export function watermarkImage(lines: readonly string[], o: WatermarkOptions): { url: string; width: number; height: number } {
  const texts = lines.map((l) => l.trim()).filter(Boolean);
  const lineHeight = Math.round(o.fontSize * 1.4);
  const markWidth = Math.max(1, ...texts.map((t) => estimateTextWidth(t, o.fontSize)));
  const markHeight = Math.max(1, texts.length) * lineHeight;
  const w = markWidth + o.gap[0];
  const h = markHeight + o.gap[1];
  const rotate = o.rotate ?? -22;
  const mark = (cx: number, cy: number) =>
    `<g transform="rotate(${rotate} ${cx} ${cy})">${texts
      .map((t, i) => `<text x="${cx}" y="${cy - markHeight / 2 + lineHeight * (i + 0.75)}">${escapeXml(t)}</text>`)
      .join('')}</g>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 2}" height="${h * 2}">` +
    `<g font-family="sans-serif" font-size="${o.fontSize}" fill="${escapeXml(o.color)}" text-anchor="middle">` +
    mark(w / 2, h / 2) +
    mark(w + w / 2, h + h / 2) +
    `</g></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: w * 2, height: h * 2 };
}
