/** A unit as the console shows it. */
import type { UnitRow } from '@/lib/contracts/units';
import type { Unit } from '@/lib/db/generated/sqlite/client';
import { formatDateTime } from '@/lib/backend/builtin/services/format';

export const withParent = { parent: { select: { code: true, name: true } } } as const;

export function toUnitRow(u: Unit & { parent?: { code: string; name: string } | null }): UnitRow {
  return {
    id: u.id,
    uuid: u.uuid,
    code: u.code,
    name: u.name,
    shortName: u.shortName ?? '',
    type: u.type,
    kind: u.kind ?? '',
    parentId: u.parentId,
    parentCode: u.parent?.code ?? '',
    parentName: u.parent?.name ?? '',
    logo: u.logo ?? '',
    theme: u.theme ?? '',
    status: u.status,
    sort: u.sort,
    address: u.address ?? '',
    phone: u.phone ?? '',
    email: u.email ?? '',
    contactName: u.contactName ?? '',
    remark: u.remark ?? '',
    createdAt: formatDateTime(u.createdAt),
    createdBy: u.createdBy ?? '',
  };
}

/** The fields of a unit an audit row keeps. */
export function unitSnapshot(u: Unit): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = u;
  return rest;
}
