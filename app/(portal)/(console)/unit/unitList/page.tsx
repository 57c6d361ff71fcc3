/** /unit/unitList (optional ?type=COMPAN|HOTEL|OTA|TRAVEL|SUPPLI|DISTRI|ALLIAN). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UnitsScreen } from '@/components/console/units/UnitsScreen';
import { UNIT_TYPES, type UnitType } from '@/lib/contracts/console-enums';

export const generateMetadata = screenMetadata('units');

export default async function UnitListPage({ searchParams }: { searchParams: Promise<{ type?: string }> }) {
  await openScreen('units');
  const { type } = await searchParams;
  return <UnitsScreen type={UNIT_TYPES.includes(type as UnitType) ? (type as UnitType) : undefined} />;
}
