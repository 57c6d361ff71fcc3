'use client';
/**
 * Picking coordinates on a plain longitude/latitude grid (no map tiles: the product runs without
 * internet access). A click gives WGS-84 degrees to six decimals; the point is marked.
 */
import type { MouseEvent } from 'react';

const W = 720;
const H = 360;

export function MapPicker({ lng, lat, label, onPick }: { lng: number | null; lat: number | null; label: string; onPick: (p: { lng: number; lat: number }) => void }) {
  const pick = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * W;
    const y = ((e.clientY - box.top) / box.height) * H;
    onPick({ lng: Number(((x / W) * 360 - 180).toFixed(6)), lat: Number((90 - (y / H) * 180).toFixed(6)) });
  };
  const lines = [];
  for (let g = -180; g <= 180; g += 30) lines.push(<line key={`v${g}`} x1={((g + 180) / 360) * W} x2={((g + 180) / 360) * W} y1={0} y2={H} stroke="#d9e2ec" />);
  for (let g = -90; g <= 90; g += 30) lines.push(<line key={`h${g}`} y1={((90 - g) / 180) * H} y2={((90 - g) / 180) * H} x1={0} x2={W} stroke="#d9e2ec" />);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} width={W} height={H} onClick={pick} style={{ maxWidth: '100%', background: '#f0f7ff', border: '1px solid #d9e2ec', borderRadius: 8, cursor: 'crosshair' }}>
      {lines}
      <line x1={0} x2={W} y1={H / 2} y2={H / 2} stroke="#91caff" />
      <line y1={0} y2={H} x1={W / 2} x2={W / 2} stroke="#91caff" />
      {lng !== null && lat !== null && <circle cx={((lng + 180) / 360) * W} cy={((90 - lat) / 180) * H} r={6} fill="#ff4d4f" stroke="#fff" strokeWidth={2} />}
    </svg>
  );
}
