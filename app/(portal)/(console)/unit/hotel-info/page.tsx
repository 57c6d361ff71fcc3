/** /unit/hotel-info?unitId=: a hotel's information page. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { HotelInfoScreen } from '@/components/console/hotels/HotelInfoScreen';

export const generateMetadata = screenMetadata('hotelInfo');

export default async function Page({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  await openScreen('hotelInfo');
  const id = Number((await searchParams).unitId);
  return <HotelInfoScreen unitId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
