/**
 * The caller of a message call and the receipts they may see: their own, of messages aimed at no
 * application or at the application they are in, and not withdrawn before they read them. The
 * spec's target parameters (targetUsercode, targetOrgcode) name the caller's own receiving
 * context; naming anyone else's is refused.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export interface Target {
  targetAppcode?: string;
  targetUsercode?: string;
  targetOrgcode?: string;
}

export interface MessageCaller {
  p: Principal;
  /** Receipts this caller may see. */
  scope: Prisma.MessageRecipientWhereInput;
}

export async function messageCaller(deps: BuiltinDeps, ctx: CallContext, target: Target = {}): Promise<MessageCaller> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (target.targetUsercode && target.targetUsercode !== p.user.code) throw new AppError(ErrorCode.FORBIDDEN);
  if (target.targetOrgcode && target.targetOrgcode !== p.unit.code) {
    const home = p.user.unitId === p.unit.id ? null : await deps.db.unit.findUnique({ where: { id: p.user.unitId }, select: { code: true } });
    if (home?.code !== target.targetOrgcode) throw new AppError(ErrorCode.FORBIDDEN);
  }
  const appCode = target.targetAppcode ?? ctx.appCode;
  return {
    p,
    scope: {
      userId: p.user.id,
      message: { OR: [{ targetAppCode: null }, { targetAppCode: appCode }] },
      // A withdrawn message stays only with those who had read it (docs/decisions/099).
      OR: [{ readState: true }, { message: { withdrawnAt: null } }],
    },
  };
}
