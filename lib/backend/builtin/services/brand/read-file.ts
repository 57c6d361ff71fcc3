/** An uploaded file by id, for the file route. Ids are random, so addresses cannot be guessed. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { StoredFile } from '@/lib/contracts/brand';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export async function readFile(deps: BuiltinDeps, _ctx: CallContext, input: { id: string }): Promise<StoredFile> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(input.id)) throw new AppError(ErrorCode.NOT_FOUND);
  const file = await deps.db.uploadedFile.findUnique({ where: { id: input.id }, select: { mime: true, fileName: true, data: true } });
  if (!file) throw new AppError(ErrorCode.NOT_FOUND);
  return { mime: file.mime, fileName: file.fileName, data: file.data };
}
