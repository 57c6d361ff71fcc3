/**
 * What an uploaded style file really is, judged by its bytes (never by the browser's word): an
 * image (the logo sniffer's list), a font (WOFF, WOFF2, TrueType, OpenType) or, for a `.css` name,
 * UTF-8 text without NUL. Anything else (SVG, HTML, scripts, archives) is not on the allow-list.
 */
import { sniffImage } from '@/lib/backend/builtin/services/brand/sniff-image';
import type { StyleFileType } from '@/lib/style/kinds';

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffStyleFile(bytes: Uint8Array, fileName: string): StyleFileType | undefined {
  const image = sniffImage(bytes);
  if (image) return image;
  if (startsWith(bytes, ascii('wOFF'))) return 'font/woff';
  if (startsWith(bytes, ascii('wOF2'))) return 'font/woff2';
  if (startsWith(bytes, ascii('OTTO'))) return 'font/otf';
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || startsWith(bytes, ascii('true'))) return 'font/ttf';
  if (/\.css$/i.test(fileName) && isText(bytes)) return 'text/css';
  return undefined;
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
