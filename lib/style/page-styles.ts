/**
 * What a page makes of the style resources meant for it (docs/decisions/066), whichever backend
 * listed them: CSS snippets become `<style>` text (cleaned again here, so an upstream answer cannot
 * put anything else into the page), `.css` files a stylesheet link at their hashed address, and the
 * other snippets a sandboxed frame. Order is kept: later entries win the cascade.
 */
import type { AppliedStyle } from '@/lib/contracts/style';
import { styleAssetAddress, styleFrameAddress } from './kinds';
import { sanitizeCss } from './sanitize-css';

export type PageStyle = { code: string; css: string } | { code: string; href: string };
export interface PageFrame {
  code: string;
  title: string;
  src: string;
}
export interface PageStyles {
  styles: PageStyle[];
  frames: PageFrame[];
}

export const NO_PAGE_STYLES: PageStyles = { styles: [], frames: [] };

export function pageStylesOf(applied: readonly AppliedStyle[]): PageStyles {
  const styles: PageStyle[] = [];
  const frames: PageFrame[] = [];
  for (const a of applied) {
    if (a.kind === 'FILE') styles.push({ code: a.code, href: styleAssetAddress(a.code, a.sha256) });
    else if (a.kind === 'CSS') {
      const css = sanitizeCss(a.content ?? '');
      if (css.trim()) styles.push({ code: a.code, css });
    } else frames.push({ code: `${a.kind}:${a.code}`, title: a.name, src: styleFrameAddress(a.kind, a.code) });
  }
  return { styles, frames };
}

/** Largest height a frame may ask for, in CSS pixels: a snippet cannot push the page's own content out of reach. */
export const FRAME_MAX_HEIGHT = 600;

/** The height a frame's message asks for, or undefined when the message is not one. */
export function frameHeightOf(data: unknown): number | undefined {
  const h = (data as { styleFrameHeight?: unknown } | null)?.styleFrameHeight;
  if (typeof h !== 'number' || !Number.isFinite(h)) return undefined;
  return Math.min(FRAME_MAX_HEIGHT, Math.max(0, Math.ceil(h)));
}
