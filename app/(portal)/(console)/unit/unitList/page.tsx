/** /unit/unitList (optional ?type=COMPAN|HOTEL|OTA|TRAVEL|SUPPLI|DISTRI|ALLIAN). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { UnitsScreen } from '@/components/console/units/UnitsScreen';
import { UNIT_TYPES, type UnitType } from '@/lib/contracts/console-enums';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.units'))('title') };
}

export default async function UnitListPage({ searchParams }: { searchParams: Promise<{ type?: string }> }) {
  if (!(await mayView('uc:unit:list'))) return <NoPermission />;
  const { type } = await searchParams;
  return <UnitsScreen type={UNIT_TYPES.includes(type as UnitType) ? (type as UnitType) : undefined} />;
}
