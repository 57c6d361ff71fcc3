/**
 * Style resources in the console (docs/decisions/066): files (bytes judged and stored here) and
 * snippets (CSS cleaned on save), each optionally of a unit and a login domain. Callers who
 * administer every unit manage all of them; others only those of units in their scope.
 */
import { createHash } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { StyleDetail, StyleRow, styleCalls } from '@/lib/contracts/style';
import { insensitiveContains } from '@/lib/db/client';
import type { StyleResource } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { SNIPPET_TYPES, STYLE_FILE_MAX_BYTES, styleAssetAddress, styleFrameAddress, type StyleKind } from '@/lib/style/kinds';
import { sanitizeCss } from '@/lib/style/sanitize-css';
import { refreshSignInPages } from '@/lib/routing/revalidate-domain-pages';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { sniffStyleFile } from './sniff-style-file';

const include = { unit: { select: { code: true, name: true } }, domain: { select: { host: true } } } as const;
type Loaded = StyleResource & { unit: { code: string; name: string } | null; domain: { host: string } | null };

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

function toRow(r: Loaded): StyleRow {
  const kind = r.kind as StyleKind;
  return {
    id: r.id,
    kind,
    code: r.code,
    name: r.name,
    contentType: r.contentType,
    size: r.size,
    fileName: r.fileName ?? '',
    unitId: r.unitId,
    unitCode: r.unit?.code ?? '',
    unitName: r.unit?.name ?? '',
    host: r.domain?.host ?? '',
    enabled: r.enabled,
    onLogin: r.onLogin,
    inShell: r.inShell,
    remark: r.remark ?? '',
    address: kind === 'FILE' ? styleAssetAddress(r.code, r.sha256) : styleFrameAddress(kind, r.code),
    updatedAt: formatDateTime(r.updatedAt),
    updatedBy: r.updatedBy ?? '',
  };
}

/** What the audit log keeps: the row, a snippet's text, a file's hash (never its bytes). */
const audited = (r: Loaded | null) => r && { ...toRow(r), content: r.content, sha256: r.sha256 };

async function load(deps: BuiltinDeps, id: number): Promise<Loaded> {
  const row = await deps.db.styleResource.findUnique({ where: { id }, include });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

/**
 * The login pages are rendered once per host and kept (decision 021): after a change to a resource
 * that is, or was, on them, the pages of its domain (of every host when it has none) render anew,
 * here and on the other instances, as after a domain edit. The shell reads its resources on every
 * page, so it needs nothing.
 */
async function refreshLoginPages(deps: BuiltinDeps, access: Access, before: Loaded | null, after: Loaded | null): Promise<void> {
  const hosts = new Set<string | undefined>();
  for (const r of [before, after]) if (r?.onLogin) hosts.add(r.domain?.host);
  if (hosts.has(undefined)) await refreshSignInPages(deps.bus, undefined, access.ctx.host);
  else for (const host of hosts) await refreshSignInPages(deps.bus, host, access.ctx.host);
}

async function listStyles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listStyles'>): Promise<ConsoleOutput<'listStyles'>> {
  const where = {
    kind: input.kind,
    unitId: access.unitIdFilter(),
    code: input.code ? insensitiveContains(input.code) : undefined,
    name: input.name ? insensitiveContains(input.name) : undefined,
    enabled: input.enabled ? input.enabled === 'T' : undefined,
  };
  return listPage(input, {
    orderBy: [{ code: 'asc' }, { id: 'asc' }] as Prisma.StyleResourceOrderByWithRelationInput[],
    sortBy: { code: (d) => ({ code: d }), name: (d) => ({ name: d }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.styleResource.count({ where }),
    ids: (page) => deps.db.styleResource.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.styleResource.findMany({ where: { id: { in: ids } }, include, omit: { data: true } }),
    map: (r) => toRow({ ...r, data: null }),
  });
}

async function getStyle(deps: BuiltinDeps, access: Access, input: ConsoleInput<'getStyle'>): Promise<ConsoleOutput<'getStyle'>> {
  const row = await load(deps, input.id);
  return { ...toRow(row), content: row.content ?? '' } satisfies StyleDetail;
}

type Body = Pick<StyleResource, 'content' | 'data' | 'fileName' | 'contentType' | 'size' | 'sha256'>;

/** A file's or a snippet's stored form; refused with the reason when it cannot be kept. */
function bodyOf(input: ConsoleInput<'saveStyle'>, before: Loaded | null): Partial<Body> {
  if (input.kind === 'FILE') {
    if (!input.file) {
      if (before) return {};
      throw AppError.validation({ file: ['required'] });
    }
    let bytes: Uint8Array<ArrayBuffer> = new Uint8Array(Buffer.from(input.file.data, 'base64'));
    if (bytes.length === 0) throw AppError.validation({ file: ['required'] });
    if (bytes.length > STYLE_FILE_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE, { params: { max: `${STYLE_FILE_MAX_BYTES / 1024} KB` } });
    const type = sniffStyleFile(bytes, input.file.fileName);
    if (!type) throw new AppError(ErrorCode.FILE_TYPE_REFUSED);
    if (type === 'text/css') bytes = new TextEncoder().encode(sanitizeCss(new TextDecoder().decode(bytes)));
    const fileName = input.file.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120);
    return { content: null, data: bytes, fileName, contentType: type, size: bytes.length, sha256: sha256(bytes) };
  }
  const content = input.kind === 'CSS' ? sanitizeCss(input.content ?? '') : (input.content ?? '');
  if (!content.trim()) throw AppError.validation({ content: ['required'] });
  return { content, data: null, fileName: null, contentType: SNIPPET_TYPES[input.kind], size: Buffer.byteLength(content), sha256: sha256(content) };
}

async function saveStyle(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveStyle'>): Promise<ConsoleOutput<'saveStyle'>> {
  const before = input.id ? await load(deps, input.id) : null;
  if (before && before.kind !== input.kind) throw AppError.validation({ kind: ['changed'] });
  const domain = input.host ? await deps.db.domainSetting.findUnique({ where: { host: input.host }, select: { id: true } }) : null;
  if (input.host && !domain) throw AppError.validation({ host: ['domain'] });
  const body = bodyOf(input, before);
  // A page links a stylesheet; an image or a font is used through one, never put on a page by itself.
  if (input.kind === 'FILE' && (input.onLogin || input.inShell) && (body.contentType ?? before?.contentType) !== 'text/css') {
    throw AppError.validation({ [input.onLogin ? 'onLogin' : 'inShell']: ['stylesheetOnly'] });
  }

  const by = access.principal.user.code;
  const fields = { kind: input.kind, code: input.code, name: input.name, unitId: input.unitId, domainId: domain?.id ?? null, enabled: input.enabled, onLogin: input.onLogin, inShell: input.inShell, remark: input.remark, updatedBy: by, ...body };
  let saved: Loaded;
  try {
    saved = await deps.db.$transaction(async (tx) => {
      const row = before
        ? await tx.styleResource.update({ where: { id: before.id }, data: fields, include })
        : await tx.styleResource.create({ data: { ...(fields as typeof fields & Body), createdBy: by }, include });
      await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'StyleResource', objectId: row.id, unitId: row.unitId, before: audited(before), after: audited(row) });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
  await refreshLoginPages(deps, access, before, saved);
  return toRow(saved);
}

async function enableStyle(deps: BuiltinDeps, access: Access, input: ConsoleInput<'enableStyle'>): Promise<ConsoleOutput<'enableStyle'>> {
  const before = await load(deps, input.id);
  const saved = await deps.db.$transaction(async (tx) => {
    const row = await tx.styleResource.update({ where: { id: before.id }, data: { enabled: input.enabled, updatedBy: access.principal.user.code }, include });
    await writeAudit(tx, access, { action: input.enabled ? 'ENABLE' : 'DISABLE', objectType: 'StyleResource', objectId: row.id, unitId: row.unitId, before: toRow(before), after: toRow(row) });
    return row;
  });
  await refreshLoginPages(deps, access, before, saved);
  return toRow(saved);
}

async function deleteStyle(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteStyle'>): Promise<ConsoleOutput<'deleteStyle'>> {
  const before = await load(deps, input.id);
  await deps.db.$transaction(async (tx) => {
    await tx.styleResource.delete({ where: { id: before.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'StyleResource', objectId: before.id, unitId: before.unitId, before: audited(before) });
  });
  await refreshLoginPages(deps, access, before, null);
  return null;
}

export const styleHandlers: ConsoleHandlers<typeof styleCalls> = { listStyles, getStyle, saveStyle, enableStyle, deleteStyle };
