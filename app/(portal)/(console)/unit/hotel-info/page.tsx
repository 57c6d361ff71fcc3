/** /unit/hotel-info?unitId=: a hotel's information page. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { HotelInfoScreen } from '@/components/console/hotels/HotelInfoScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.hotels'))('title') };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  if (!(await mayView('uc:unit:list'))) return <NoPermission />;
  const id = Number((await searchParams).unitId);
  return <HotelInfoScreen unitId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
