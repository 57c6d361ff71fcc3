/** A resource as the console shows it, and the tree of an application's resources. */
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ResourceRow } from '@/lib/contracts/resources';
import type { Prisma } from '@/lib/db/generated/sqlite/client';

export const resourceInclude = { app: { select: { code: true } }, ownerUnit: { select: { code: true } } } satisfies Prisma.ResourceInclude;
type ResourceWith = Prisma.ResourceGetPayload<{ include: typeof resourceInclude }>;

export function toResourceRow(r: ResourceWith): ResourceRow {
  return {
    id: r.id,
    appId: r.appId,
    appCode: r.app.code,
    kind: r.kind,
    level: r.level,
    parentId: r.parentId,
    code: r.code,
    name: r.name,
    title: r.title ?? '',
    cascade: r.cascade,
    ownerUnitId: r.ownerUnitId,
    ownerUnitCode: r.ownerUnit?.code ?? '',
    type: r.type ?? '',
    winType: r.winType,
    stretch: r.stretch,
    tiled: r.tiled,
    permission: r.permission ?? '',
    sort: r.sort,
    mobileVisible: r.mobileVisible,
    groupName: r.groupName ?? '',
    address: r.address ?? '',
    icon: r.icon ?? '',
    tip: r.tip ?? '',
    reportCategoryId: r.reportCategoryId,
    status: r.status,
    remark: r.remark ?? '',
    updatedAt: formatDateTime(r.updatedAt),
  };
}

/** Rows into a tree by parentId; a row whose parent is not among them becomes a root. */
export function toResourceTree(rows: ResourceRow[]): ResourceRow[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as ResourceRow[] }]));
  const roots: ResourceRow[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children!.push(node);
    else roots.push(node);
  }
  // Leaves carry no empty children array, so tables show no expander on them.
  const prune = (list: ResourceRow[]): ResourceRow[] => list.map((n) => (n.children && n.children.length ? { ...n, children: prune(n.children) } : { ...n, children: undefined }));
  return prune(roots);
}
