'use client';
/**
 * The Leaflet map of the coordinate picker (loaded only by MapPicker, on the client). Tiles come
 * from the configured template (MAP_TILE_URL); a click gives WGS-84 degrees to six decimals; the
 * point is a circle marker (no marker image to bundle) that follows the typed coordinates.
 */
import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { escapeHtml } from '@/lib/security/html';

export type MapTiles = { url: string; attribution: string };
export type LeafletMapProps = { lng: number | null; lat: number | null; label: string; tiles: MapTiles; onPick: (p: { lng: number; lat: number }) => void };

/** Mainland China in view when nothing is picked yet. */
const CHINA_VIEW: [L.LatLngTuple, number] = [[35, 105], 4];
const round = (v: number) => Number(v.toFixed(6));
const valid = (lng: number | null, lat: number | null): [number, number] | null =>
  lng !== null && lat !== null && Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? [lat, lng] : null;

export default function LeafletMap({ lng, lat, label, tiles, onPick }: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const first = useRef(valid(lng, lat));

  useEffect(() => {
    if (!box.current) return;
    const start = first.current;
    const m = L.map(box.current, { worldCopyJump: true }).setView(start ?? CHINA_VIEW[0], start ? 14 : CHINA_VIEW[1]);
    // The attribution is configuration text, not markup: Leaflet writes it as HTML.
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => {
      const p = e.latlng.wrap();
      pick.current({ lng: round(p.lng), lat: round(p.lat) });
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // Typed or picked coordinates move the marker; the map follows when the point is out of view.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const point = valid(lng, lat);
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng(point);
    else marker.current = L.circleMarker(point, { radius: 8, color: '#fff', weight: 2, fillColor: '#ff4d4f', fillOpacity: 1 }).addTo(m);
    if (!m.getBounds().contains(point)) m.setView(point, Math.max(m.getZoom(), 12));
  }, [lng, lat]);

  return <div ref={box} role="application" aria-label={label} style={{ width: '100%', maxWidth: 860, height: 420, borderRadius: 8, border: '1px solid #d9e2ec' }} />;
}
