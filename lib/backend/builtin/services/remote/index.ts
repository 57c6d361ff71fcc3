/**
 * Remote lists for pickers (/remote/*), from the database: groups of a condition, and the zones,
 * companies and suppliers of a group. A caller reads the lists of the units they administer and of
 * the groups above their own unit (a hotel administrator picks the group's zones for their users).
 */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import type { remoteCalls } from '@/lib/contracts/remote';
import { insensitiveContains } from '@/lib/db/client';

/** The owners whose lists are read: the unit, and with withAncestors the groups above it. */
async function owners(deps: BuiltinDeps, input: { unitId: number; withAncestors?: 'T' | 'F' }): Promise<number[]> {
  return input.withAncestors === 'T' ? unitAncestorIds(deps, input.unitId) : [input.unitId];
}

export const remoteHandlers: ConsoleHandlers<typeof remoteCalls> = {
  async groupsOfCondition(deps, access, input) {
    const kinds = input.withAlliances ? ['GROUP', 'ALLIANCE'] : ['GROUP'];
    const units = await deps.db.unit.findMany({
      where: {
        id: access.unitIdFilter(),
        kind: { in: kinds },
        ...(input.keyword ? { OR: [{ code: insensitiveContains(input.keyword) }, { name: insensitiveContains(input.keyword) }] } : {}),
      },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      take: 200,
    });
    return units.map((u) => ({ id: u.id, code: u.code, name: u.name, kind: u.kind ?? '' }));
  },
  async listZones(deps, access, input) {
    return deps.db.zone.findMany({ where: { unitId: { in: await owners(deps, input) } }, select: { id: true, code: true, name: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  },
  async listCompanies(deps, access, input) {
    return deps.db.company.findMany({ where: { unitId: { in: await owners(deps, input) }, zoneId: input.zoneId }, select: { id: true, code: true, name: true, zoneId: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  },
  async listSupplierMap(deps, access, input) {
    return deps.db.supplier.findMany({ where: { unitId: { in: await owners(deps, input) }, status: 'ENABLED' }, select: { id: true, code: true, name: true }, orderBy: { code: 'asc' } });
  },
};
