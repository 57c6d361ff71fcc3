/**
 * A watermark layer over its positioned parent: the texts repeated as a background image that the
 * server renders with the page (components/watermark/watermark-image.ts), letting clicks through.
 * No client code: it paints with the first HTML and costs no JavaScript.
 */
import type { CSSProperties } from 'react';
import { watermarkImage, type WatermarkOptions } from './watermark-image';

export function WatermarkLayer({ content, style, ...options }: { content: readonly string[]; style?: CSSProperties } & WatermarkOptions) {
  const tile = watermarkImage(content, options);
  return (
    <div
      data-testid="watermark"
      aria-hidden
      style={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        zIndex: 9,
        backgroundImage: `url("${tile.url}")`,
        backgroundRepeat: 'repeat',
        backgroundSize: `${tile.width}px ${tile.height}px`,
        ...style,
      }}
    />
  );
}
