/**
 * What an uploaded logo really is, judged by its first bytes (never by the name or the browser's
 * word): PNG, JPEG, GIF, WebP for the logo image, ICO for the icon. SVG is refused: served from
 * our origin it could run script.
 */
export type LogoMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/x-icon';

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniffImage(bytes: Uint8Array): LogoMime | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (bytes.length >= 22 && startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && (bytes[4]! | (bytes[5]! << 8)) > 0) return 'image/x-icon';
  return undefined;
}
