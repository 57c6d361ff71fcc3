/** Address choices, star grades and groups for the hotel information page. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';

type Choice = { id: number; code: string; name: string; nameEn: string | null };
const inLocale = (access: Access) => (c: Choice) => ({ id: c.id, code: c.code, name: access.ctx.locale === 'en-US' && c.nameEn ? c.nameEn : c.name });
const order = [{ sort: 'asc' as const }, { id: 'asc' as const }];

export async function countries(deps: BuiltinDeps, access: Access, _input: ConsoleInput<'countries'>): Promise<ConsoleOutput<'countries'>> {
  return (await deps.db.country.findMany({ orderBy: order })).map(inLocale(access));
}

export async function provinces(deps: BuiltinDeps, access: Access, input: ConsoleInput<'provinces'>): Promise<ConsoleOutput<'provinces'>> {
  return (await deps.db.province.findMany({ where: { countryId: input.countryId }, orderBy: order })).map(inLocale(access));
}

export async function cities(deps: BuiltinDeps, access: Access, input: ConsoleInput<'cities'>): Promise<ConsoleOutput<'cities'>> {
  return (await deps.db.city.findMany({ where: { provinceId: input.provinceId }, orderBy: order })).map(inLocale(access));
}

export async function starOptions(deps: BuiltinDeps, access: Access, _input: ConsoleInput<'starOptions'>): Promise<ConsoleOutput<'starOptions'>> {
  return (await deps.db.hotelStarOption.findMany({ orderBy: order })).map(inLocale(access));
}

export async function orgGroups(deps: BuiltinDeps, access: Access, _input: ConsoleInput<'orgGroups'>): Promise<ConsoleOutput<'orgGroups'>> {
  const rows = await deps.db.unit.findMany({ where: { kind: 'GROUP', id: access.unitIdFilter() }, select: { id: true, code: true, name: true }, orderBy: { code: 'asc' } });
  return rows;
}
