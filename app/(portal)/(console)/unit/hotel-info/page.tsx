/** /unit/hotel-info?unitId=: a hotel's information page. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { HotelInfoScreen } from '@/components/console/hotels/HotelInfoScreen';
import { setting } from '@/lib/env';

export const generateMetadata = screenMetadata('hotelInfo');

export default async function Page({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  await openScreen('hotelInfo');
  const id = Number((await searchParams).unitId);
  // The map's tile source is configuration (MAP_TILE_URL, docs/decisions/103), read per request.
  const tiles = { url: setting('MAP_TILE_URL'), attribution: setting('MAP_TILE_ATTRIBUTION') };
  return <HotelInfoScreen unitId={Number.isInteger(id) && id > 0 ? id : undefined} tiles={tiles} />;
}
