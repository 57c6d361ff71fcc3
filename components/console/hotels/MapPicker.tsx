'use client';
/**
 * Picking coordinates on a real map: Leaflet with the configured tile source (MAP_TILE_URL,
 * docs/decisions/103). Leaflet and its CSS are loaded only here, on the client, when the picker
 * first shows; until then a plain frame of the same size stands in.
 */
import dynamic from 'next/dynamic';
import type { LeafletMapProps } from './LeafletMap';

export type { MapTiles } from './LeafletMap';

const LeafletMap = dynamic(() => import('./LeafletMap'), {
  ssr: false,
  loading: () => <div style={{ width: '100%', maxWidth: 860, height: 420, borderRadius: 8, border: '1px solid #d9e2ec', background: '#f5f7fa' }} />,
});

export function MapPicker(props: LeafletMapProps) {
  return <LeafletMap {...props} />;
}
