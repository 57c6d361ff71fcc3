'use client';
/**
 * An <img> that renders `fallback` instead when the image cannot be loaded, including a failure
 * that happened before hydration (the error event is gone by then: checked on mount).
 */
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export function SafeImage({ src, alt, style, fallback }: { src: string; alt: string; style?: CSSProperties; fallback: ReactNode }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed) return <>{fallback}</>;
  // eslint-disable-next-line @next/next/no-img-element -- configured images live on any host
  return <img ref={ref} src={src} alt={alt} style={style} onError={() => setFailed(true)} />;
}
