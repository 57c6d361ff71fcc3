/** Address choices (from the maintained lists, ADR 103), star grades and groups for the hotel information page. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { addressLists, countryChoices, nameIn } from './address-lists';

type Named = { id: number; code: string; name: string; nameEn: string | null };
const inLocale = (access: Access) => (c: Named) => ({ id: c.id, code: c.code, name: access.ctx.locale === 'en-US' && c.nameEn ? c.nameEn : c.name });
const order = [{ sort: 'asc' as const }, { id: 'asc' as const }];

export async function countries(_deps: BuiltinDeps, access: Access, _input: ConsoleInput<'countries'>): Promise<ConsoleOutput<'countries'>> {
  return countryChoices(access.ctx.locale);
}

/** China's provinces; no other country's subdivisions are kept (an empty list). */
export async function provinces(_deps: BuiltinDeps, access: Access, input: ConsoleInput<'provinces'>): Promise<ConsoleOutput<'provinces'>> {
  return (addressLists().provincesOf.get(input.countryId) ?? []).map(nameIn(access.ctx.locale));
}

export async function cities(_deps: BuiltinDeps, access: Access, input: ConsoleInput<'cities'>): Promise<ConsoleOutput<'cities'>> {
  return (addressLists().citiesOf.get(input.provinceId) ?? []).map(nameIn(access.ctx.locale));
}

export async function districts(_deps: BuiltinDeps, access: Access, input: ConsoleInput<'districts'>): Promise<ConsoleOutput<'districts'>> {
  return (addressLists().districtsOf.get(input.cityId) ?? []).map(nameIn(access.ctx.locale));
}

export async function starOptions(deps: BuiltinDeps, access: Access, _input: ConsoleInput<'starOptions'>): Promise<ConsoleOutput<'starOptions'>> {
  return (await deps.db.hotelStarOption.findMany({ orderBy: order })).map(inLocale(access));
}

export async function orgGroups(deps: BuiltinDeps, access: Access, _input: ConsoleInput<'orgGroups'>): Promise<ConsoleOutput<'orgGroups'>> {
  const rows = await deps.db.unit.findMany({ where: { kind: 'GROUP', id: access.unitIdFilter() }, select: { id: true, code: true, name: true }, orderBy: { code: 'asc' } });
  return rows;
}
