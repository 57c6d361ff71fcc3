/** GET /pms/listHotels: the hotels in the caller's reach, searched by code or name, paged. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Paged } from '@/lib/contracts/envelope';
import type { HotelRow } from '@/lib/contracts/pms';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { hotelUnitIdsInReach } from './hotels-in-reach';

export async function listHotels(deps: BuiltinDeps, ctx: CallContext, input: { search: string; firstResult: number; pageSize: number }): Promise<Paged<HotelRow>> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const ids = await hotelUnitIdsInReach(deps, p);
  const term = input.search.trim();
  const where = {
    id: { in: ids },
    type: 'HOTEL',
    status: 'ENABLED',
    ...(term ? { OR: [{ code: { contains: term } }, { code: { contains: term.toUpperCase() } }, { name: { contains: term } }] } : {}),
  };
  return listPage(input, {
    orderBy: { code: 'asc' }, // unit codes are unique: a total order
    count: () => deps.db.unit.count({ where }),
    ids: (page) => deps.db.unit.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.unit.findMany({ where: { id: { in: ids } }, select: { id: true, code: true, name: true } }),
    map: (r) => ({ code: r.code, descript: r.name }),
  });
}
