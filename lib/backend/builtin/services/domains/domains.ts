/**
 * Domain records: the title, logo, background, copyright and login page a host shows, and the
 * shell's front properties (new-framework address). A change re-renders that host's sign-in pages
 * (docs/decisions/021) so the next visit shows it.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { DomainRow } from '@/lib/contracts/domains';
import { insensitiveContains } from '@/lib/db/client';
import type { DomainSetting } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { refreshSignInPages } from '@/lib/routing/revalidate-domain-pages';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';

const include = { unit: { select: { name: true } } } as const;

function props(text: string | null): Record<string, string> {
  try {
    const v: unknown = JSON.parse(text ?? '{}');
    return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  } catch {
    return {};
  }
}

function toRow(d: DomainSetting & { unit: { name: string } | null }): DomainRow {
  return {
    id: d.id,
    host: d.host,
    orgCode: d.orgCode ?? '',
    unitName: d.unit?.name ?? '',
    appCode: d.appCode ?? '',
    title: d.title ?? '',
    logoUrl: d.logoUrl ?? '',
    backgroundUrl: d.backgroundUrl ?? '',
    copyRight: d.copyRight ?? '',
    loginPage: d.loginPage ?? '',
    frontProps: props(d.frontProps),
    status: d.status,
    updatedAt: formatDateTime(d.updatedAt),
    updatedBy: d.updatedBy ?? '',
  };
}

export async function listDomains(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'listDomains'>): Promise<ConsoleOutput<'listDomains'>> {
  const where = {
    host: input.host ? insensitiveContains(input.host) : undefined,
    orgCode: input.orgCode ? insensitiveContains(input.orgCode) : undefined,
    title: input.title ? insensitiveContains(input.title) : undefined,
  };
  return listPage(input, {
    orderBy: { id: 'asc' } as Prisma.DomainSettingOrderByWithRelationInput,
    sortBy: { host: (d) => ({ host: d }), title: (d) => ({ title: d }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.domainSetting.count({ where }),
    ids: (page) => deps.db.domainSetting.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.domainSetting.findMany({ where: { id: { in: ids } }, include }),
    map: toRow,
  });
}

type Fields = ConsoleInput<'saveDomain'>;

async function dataOf(deps: BuiltinDeps, input: Fields, by: string) {
  const unit = input.orgCode ? await deps.db.unit.findUnique({ where: { code: input.orgCode.toUpperCase() }, select: { id: true, code: true } }) : null;
  if (input.orgCode && !unit) throw AppError.validation({ orgCode: ['unit'] });
  return {
    host: input.host,
    orgCode: unit?.code ?? null,
    unitId: unit?.id ?? null,
    appCode: input.appCode,
    title: input.title,
    logoUrl: input.logoUrl,
    backgroundUrl: input.backgroundUrl,
    copyRight: input.copyRight,
    loginPage: input.loginPage,
    frontProps: JSON.stringify(input.frontProps),
    status: input.status,
    updatedBy: by,
  };
}

async function write(deps: BuiltinDeps, access: Access, input: Fields, before: (DomainSetting & { unit: { name: string } | null }) | null): Promise<DomainRow> {
  const by = access.principal.user.code;
  const data = await dataOf(deps, input, by);
  try {
    const row = await deps.db.$transaction(async (tx) => {
      const saved = before ? await tx.domainSetting.update({ where: { id: before.id }, data, include }) : await tx.domainSetting.create({ data: { ...data, createdBy: by }, include });
      await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'DomainSetting', objectId: saved.id, unitId: saved.unitId, before: before && toRow(before), after: toRow(saved) });
      return saved;
    });
    // The old host too: a renamed record no longer brands it.
    if (before && before.host !== row.host) await refreshSignInPages(deps.bus, before.host, access.ctx.host);
    await refreshSignInPages(deps.bus, row.host, access.ctx.host);
    return toRow(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT);
    throw e;
  }
}

export async function saveDomain(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveDomain'>): Promise<ConsoleOutput<'saveDomain'>> {
  return write(deps, access, input, null);
}

export async function updateDomain(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateDomain'>): Promise<ConsoleOutput<'updateDomain'>> {
  const before = await deps.db.domainSetting.findUnique({ where: { id: input.id }, include });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  return write(deps, access, input, before);
}

export async function checkDomain(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'checkDomain'>): Promise<ConsoleOutput<'checkDomain'>> {
  const taken = await deps.db.domainSetting.findUnique({ where: { host: input.host }, select: { id: true } });
  return { available: !taken || taken.id === input.id };
}
