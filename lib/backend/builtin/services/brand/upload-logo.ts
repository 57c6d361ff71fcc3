/**
 * Logo management's upload: checks what the bytes are (an image for the logo, an .ico for the
 * icon), stores them as an UploadedFile and points the caller's Logo of that code at it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { LOGO_MAX_BYTES, type LogoUpload } from '@/lib/contracts/brand';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { sniffImage } from './sniff-image';
import { fileAddress } from './to-logo';

/** Keep at most this many old uploads of one user; older ones no logo points at are removed. */
const KEEP_UPLOADS = 20;

export async function uploadLogo(deps: BuiltinDeps, ctx: CallContext, input: LogoUpload): Promise<string> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) throw AppError.validation({ data: ['too_big'] });
  const mime = sniffImage(bytes);
  const isIcon = input.isIcon === 'T';
  if (isIcon ? mime !== 'image/x-icon' : !mime || mime === 'image/x-icon') throw AppError.validation({ data: [isIcon ? 'ico_only' : 'image_only'] });
  if (isIcon && !/\.ico$/i.test(input.fileName)) throw AppError.validation({ fileName: ['ico_only'] });

  const id = randomBytes(18).toString('base64url');
  const url = fileAddress(id);
  const fileName = input.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120);
  await deps.db.$transaction(async (tx) => {
    await tx.uploadedFile.create({
      data: {
        id,
        ownerUserId: p.user.id,
        unitId: p.unit.id,
        purpose: isIcon ? 'ICON' : 'LOGO',
        fileName,
        mime: mime!,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: new Uint8Array(bytes),
      },
    });
    const field = isIcon ? { iconUrl: url } : { imageUrl: url };
    const updated = await tx.logo.updateMany({ where: { userId: p.user.id, code: input.code }, data: field });
    if (updated.count === 0) await tx.logo.create({ data: { userId: p.user.id, code: input.code, descript: input.code, ...field } });
  });
  await keepOneLogo(deps, p.user.id, input.code);
  await pruneUploads(deps, p.user.id);
  return url;
}

/**
 * One logo per user and code. Two first uploads at once may each create a row (no unique key
 * spans a nullable owner); whoever looks next merges them into the newest row, so every racer
 * ends with the same single row.
 */
async function keepOneLogo(deps: BuiltinDeps, userId: number, code: string): Promise<void> {
  const rows = await deps.db.logo.findMany({ where: { userId, code }, orderBy: { id: 'asc' } });
  if (rows.length < 2) return;
  const keep = rows[rows.length - 1]!;
  const imageUrl = keep.imageUrl ?? rows.findLast((r) => r.imageUrl)?.imageUrl ?? null;
  const iconUrl = keep.iconUrl ?? rows.findLast((r) => r.iconUrl)?.iconUrl ?? null;
  await deps.db.$transaction([
    deps.db.logo.deleteMany({ where: { userId, code, id: { not: keep.id } } }),
    deps.db.logo.updateMany({ where: { id: keep.id }, data: { imageUrl, iconUrl } }),
  ]);
}

/** Drops a user's old uploads that no logo uses any more, so replacing a logo does not grow the database. */
async function pruneUploads(deps: BuiltinDeps, userId: number): Promise<void> {
  const files = await deps.db.uploadedFile.findMany({
    where: { ownerUserId: userId, purpose: { in: ['LOGO', 'ICON'] } },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
    skip: KEEP_UPLOADS,
  });
  if (files.length === 0) return;
  const used = new Set(
    (await deps.db.logo.findMany({ where: { userId }, select: { imageUrl: true, iconUrl: true } })).flatMap((l) => [l.imageUrl, l.iconUrl]),
  );
  const stale = files.map((f) => f.id).filter((id) => !used.has(fileAddress(id)));
  if (stale.length) await deps.db.uploadedFile.deleteMany({ where: { id: { in: stale } } });
}
