/**
 * The public side of style resources: an enabled file by code (/style-assets/{code}) and an enabled
 * snippet by kind and code (/style-frame/{kind}/{code}). Visitors of the login pages read them, so
 * no session is needed; disabled or unknown ones are 40400. The code's shape is checked where the
 * address is read (lib/style/serve.ts), for this backend and the upstream one alike.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { StyleAsset, StyleSnippet } from '@/lib/contracts/style';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { SnippetKind } from '@/lib/style/kinds';

export async function readStyleAsset(deps: BuiltinDeps, _ctx: CallContext, input: { code: string }): Promise<StyleAsset> {
  const row = await deps.db.styleResource.findUnique({
    where: { kind_code: { kind: 'FILE', code: input.code } },
    select: { enabled: true, data: true, contentType: true, fileName: true, sha256: true, updatedAt: true },
  });
  if (!row?.enabled || !row.data) throw new AppError(ErrorCode.NOT_FOUND);
  return { contentType: row.contentType, fileName: row.fileName ?? input.code, sha256: row.sha256, updatedAt: row.updatedAt.toISOString(), data: row.data };
}

export async function readStyleSnippet(deps: BuiltinDeps, _ctx: CallContext, input: { kind: SnippetKind; code: string }): Promise<StyleSnippet> {
  const row = await deps.db.styleResource.findUnique({ where: { kind_code: { kind: input.kind, code: input.code } }, select: { enabled: true, content: true } });
  if (!row?.enabled || row.content == null) throw new AppError(ErrorCode.NOT_FOUND);
  return { kind: input.kind, code: input.code, content: row.content };
}
