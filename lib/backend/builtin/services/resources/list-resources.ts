/** An application's resource tree (/resource/resources), the flat paged list (/resource/list), one level (/resource/childNodes), one resource. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { insensitiveContains } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { resourceInclude, toResourceRow, toResourceTree } from './resource-row';

const order = [{ sort: 'asc' as const }, { id: 'asc' as const }];
const keywordOf = (k: string | undefined): Prisma.ResourceWhereInput => (k ? { OR: [{ code: insensitiveContains(k) }, { name: insensitiveContains(k) }, { title: insensitiveContains(k) }] } : {});

export async function resourceTree(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'resourceTree'>): Promise<ConsoleOutput<'resourceTree'>> {
  const rows = (await deps.db.resource.findMany({ where: { appId: input.appId, kind: input.kind }, include: resourceInclude, orderBy: order })).map(toResourceRow);
  if (!input.keyword) return toResourceTree(rows);
  // A search keeps the matches and the path above each.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  const k = input.keyword.toLowerCase();
  for (const r of rows) {
    if (![r.code, r.name, r.title].some((v) => v.toLowerCase().includes(k))) continue;
    for (let n: typeof r | undefined = r; n && !keep.has(n.id); n = n.parentId === null ? undefined : byId.get(n.parentId)) keep.add(n.id);
  }
  return toResourceTree(rows.filter((r) => keep.has(r.id)));
}

export async function listResources(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'listResources'>): Promise<ConsoleOutput<'listResources'>> {
  const where: Prisma.ResourceWhereInput = {
    appId: input.appId,
    kind: input.kind,
    level: input.level,
    status: input.status,
    cascade: input.cascade === undefined ? undefined : input.cascade === 'T',
    ...keywordOf(input.keyword),
  };
  return listPage(input, {
    orderBy: [{ appId: 'asc' }, { level: 'asc' }, ...order] as Prisma.ResourceOrderByWithRelationInput[],
    sortBy: { code: (d) => ({ code: d }), title: (d) => ({ title: d }) },
    count: () => deps.db.resource.count({ where }),
    ids: (page) => deps.db.resource.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.resource.findMany({ where: { id: { in: ids } }, include: resourceInclude }),
    map: toResourceRow,
  });
}

export async function resourceChildNodes(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'resourceChildNodes'>): Promise<ConsoleOutput<'resourceChildNodes'>> {
  const rows = await deps.db.resource.findMany({ where: { appId: input.appId, parentId: input.parentId ?? null }, include: resourceInclude, orderBy: order });
  return rows.map(toResourceRow);
}

export async function getResource(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'getResource'>): Promise<ConsoleOutput<'getResource'>> {
  const r = await deps.db.resource.findUnique({ where: { id: input.id }, include: resourceInclude });
  if (!r) throw new AppError(ErrorCode.NOT_FOUND);
  return toResourceRow(r);
}
