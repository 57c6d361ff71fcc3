'use client';
/**
 * Snippets a page shows (HTML, JavaScript, Vue, UI library) in `<iframe sandbox="allow-scripts">`
 * frames of /style-frame (docs/decisions/066): an opaque origin, no cookie, no storage, no calls.
 * Each frame tells its content's height by message (the frame document's own script); the page
 * believes only messages whose source is one of its frames, and caps the height. A frame that has
 * not told its height yet takes no room, and is asked again once this page has hydrated (its first
 * message may have come before anyone listened).
 */
import { useEffect, useRef, useState } from 'react';
import { frameHeightOf, type PageFrame } from '@/lib/style/page-styles';

export function StyleFrames({ frames, className }: { frames: readonly PageFrame[]; className?: string }) {
  const elements = useRef(new Map<string, HTMLIFrameElement>());
  const [heights, setHeights] = useState<Record<string, number>>({});

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const height = frameHeightOf(e.data);
      if (height === undefined) return;
      for (const [code, el] of elements.current) {
        if (el.contentWindow === e.source) setHeights((prev) => (prev[code] === height ? prev : { ...prev, [code]: height }));
      }
    };
    window.addEventListener('message', onMessage);
    for (const el of elements.current.values()) el.contentWindow?.postMessage({ styleFrameAsk: true }, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (frames.length === 0) return null;
  return (
    <div className={className} data-style="frames">
      {frames.map((f) => (
        <iframe
          key={f.code}
          ref={(el) => {
            if (el) elements.current.set(f.code, el);
            else elements.current.delete(f.code);
          }}
          src={f.src}
          title={f.title}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          data-style-resource={f.code}
          style={{ display: 'block', width: '100%', border: 0, height: heights[f.code] ?? 0 }}
        />
      ))}
    </div>
  );
}
