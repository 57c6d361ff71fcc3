import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff-image';

const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(24).fill(0)]);

describe('sniffImage', () => {
  it('recognises the logo formats and the icon by their first bytes', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('image/gif');
    expect(sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('image/webp');
    expect(sniffImage(bytes(0, 0, 1, 0, 1, 0))).toBe('image/x-icon');
  });

  it('refuses SVG, HTML, an icon directory without images and a cursor file', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImage(new TextEncoder().encode('<html><body>hi</body></html>'))).toBeUndefined();
    expect(sniffImage(bytes(0, 0, 1, 0, 0, 0))).toBeUndefined();
    expect(sniffImage(bytes(0, 0, 2, 0, 1, 0))).toBeUndefined();
  });
});
