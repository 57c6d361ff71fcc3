'use client';
/** The watermark over a list page: unit name and user code, letting clicks through to the page. */
import { Watermark } from 'antd';
import '@/components/style/antd/Watermark';

export function ContentWatermark({ content }: { content: string[] }) {
  return (
    <Watermark content={content} gap={[120, 120]} font={{ color: 'rgba(0,0,0,0.08)', fontSize: 15 }} style={{ position: 'absolute', inset: 12, pointerEvents: 'none', zIndex: 1 }}>
      <div style={{ width: '100%', height: '100%' }} data-testid="watermark" aria-hidden />
    </Watermark>
  );
}
