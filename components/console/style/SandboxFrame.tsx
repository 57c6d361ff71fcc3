'use client';
/**
 * The one place style snippets are shown: a frame with `sandbox="allow-scripts"` (no
 * allow-same-origin) on /style-frame, whose own policy adds the same sandbox and forbids every
 * connection (lib/style/serve.ts). The markup is posted to it once it has loaded; a new markup is
 * a new frame (the caller changes its key). docs/decisions/066.
 */
import { useRef } from 'react';
import { STYLE_FRAME_PATH } from '@/lib/style/kinds';

export function SandboxFrame({ markup, title, height = 260 }: { markup: string; title: string; height?: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const sent = useRef(false);
  return (
    <iframe
      ref={frame}
      title={title}
      src={STYLE_FRAME_PATH}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      style={{ display: 'block', width: '100%', height, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}
      onLoad={() => {
        // The frame's origin is opaque: '*' is the only target that reaches it (the markup is the administrator's own).
        if (sent.current) return;
        sent.current = true;
        frame.current?.contentWindow?.postMessage({ styleFrame: markup }, '*');
      }}
    />
  );
}
