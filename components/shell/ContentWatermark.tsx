/** The watermark over a list page: unit name and user code, letting clicks through to the page. */
import { WatermarkLayer } from '@/components/watermark/WatermarkLayer';

export function ContentWatermark({ content }: { content: string[] }) {
  return <WatermarkLayer content={content} color="rgba(0,0,0,0.08)" fontSize={15} gap={[120, 120]} style={{ inset: 12, zIndex: 1 }} />;
}
