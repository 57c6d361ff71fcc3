import { describe, expect, it } from 'vitest';
import { estimateTextWidth, watermarkImage } from './watermark-image';

const decode = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

describe('watermarkImage', () => {
  it('draws each line twice (staggered) in an SVG tile sized by the texts and the gap', () => {
    const tile = watermarkImage(['锦程酒店集团', 'admin'], { color: 'rgba(0,0,0,0.08)', fontSize: 15, gap: [120, 120] });
    const svg = decode(tile.url);
    expect(svg.match(/>锦程酒店集团</g)).toHaveLength(2);
    expect(svg.match(/>admin</g)).toHaveLength(2);
    // Six CJK characters at one em: 90 px wide, plus the gap, two marks across.
    expect(tile.width).toBe((90 + 120) * 2);
    expect(svg).toContain('rotate(-22');
  });

  it('escapes what a unit name may hold, so a name cannot break out of the SVG or the CSS url()', () => {
    const tile = watermarkImage(['A&B <script>"x"</script>', "it's"], { color: 'red', fontSize: 14, gap: [100, 100] });
    expect(tile.url).not.toMatch(/["<> ]/);
    const svg = decode(tile.url);
    expect(svg).toContain('A&amp;B &lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(svg).toContain('it&apos;s');
    expect(svg).not.toContain('<script>');
  });

  it('estimates CJK characters at one em and others narrower', () => {
    expect(estimateTextWidth('酒店', 10)).toBe(20);
    expect(estimateTextWidth('ab', 10)).toBe(12);
  });
});
