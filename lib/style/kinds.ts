/**
 * Style resources' kinds, limits and addresses (docs/decisions/066), shared by the console screens
 * (browser), the contracts and the routes that serve them. Kept free of zod so client bundles stay small.
 */

export const STYLE_KINDS = ['FILE', 'HTML', 'CSS', 'JAVASCRIPT', 'VUE', 'UI'] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];
export type SnippetKind = Exclude<StyleKind, 'FILE'>;

/** Largest uploaded file: base64 of it fits the BFF's 1 MB JSON body (as for logos, decision 032). */
export const STYLE_FILE_MAX_BYTES = 512 * 1024;
/** Longest snippet, in characters. */
export const STYLE_SNIPPET_MAX_CHARS = 100_000;

export const STYLE_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The media types a file may be (decided from its bytes, or its name and text for CSS); nothing that a browser runs as a document or script. */
export const STYLE_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'font/woff',
  'font/woff2',
  'font/ttf',
  'font/otf',
  'text/css',
] as const;
export type StyleFileType = (typeof STYLE_FILE_TYPES)[number];

/** What the file chooser offers (the server decides from the bytes anyway). */
export const STYLE_FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.ico,.woff,.woff2,.ttf,.otf,.css';

/** The media type recorded for a snippet of each kind. */
export const SNIPPET_TYPES: Record<SnippetKind, string> = {
  HTML: 'text/html',
  CSS: 'text/css',
  JAVASCRIPT: 'text/javascript',
  VUE: 'text/x-vue',
  UI: 'text/html',
};

/** The kind's segment in console routes (/style/html) and frame addresses (/style-frame/html/{code}). */
export const KIND_SEGMENTS: Record<StyleKind, string> = { FILE: 'file', HTML: 'html', CSS: 'css', JAVASCRIPT: 'javascript', VUE: 'vue', UI: 'ui' };

export function kindOfSegment(segment: string): StyleKind | undefined {
  return STYLE_KINDS.find((k) => KIND_SEGMENTS[k] === segment);
}

/** Public address of an uploaded file; `version` (its hash) makes a changed file a new address for caches. */
export const STYLE_ASSETS_PATH = '/style-assets';
export function styleAssetAddress(code: string, version?: string): string {
  return `${STYLE_ASSETS_PATH}/${encodeURIComponent(code)}${version ? `?v=${version.slice(0, 12)}` : ''}`;
}

/** The sandbox document: empty (a preview posts its content) or a saved snippet. */
export const STYLE_FRAME_PATH = '/style-frame';
export function styleFrameAddress(kind: SnippetKind, code: string): string {
  return `${STYLE_FRAME_PATH}/${KIND_SEGMENTS[kind]}/${encodeURIComponent(code)}`;
}
