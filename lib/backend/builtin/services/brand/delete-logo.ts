/** Removes the caller's logo image and/or icon of a code; the unit's or platform's shows again. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';

export async function deleteLogo(deps: BuiltinDeps, ctx: CallContext, input: { code: string; isIcon?: 'T' | 'F' }): Promise<void> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const row = await deps.db.logo.findFirst({ where: { userId: p.user.id, code: input.code } });
  // Nothing to delete means the list the user saw is stale: 删除失败 请刷新后重试.
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const clearImage = input.isIcon !== 'T';
  const clearIcon = input.isIcon !== 'F';
  const imageUrl = clearImage ? null : row.imageUrl;
  const iconUrl = clearIcon ? null : row.iconUrl;
  const nothingToClear = (!clearImage || !row.imageUrl) && (!clearIcon || !row.iconUrl);
  if (nothingToClear) throw new AppError(ErrorCode.NOT_FOUND);
  if (!imageUrl && !iconUrl) await deps.db.logo.delete({ where: { id: row.id } });
  else await deps.db.logo.update({ where: { id: row.id }, data: { imageUrl, iconUrl } });
}
