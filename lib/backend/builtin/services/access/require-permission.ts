/**
 * The server-side permission check behind an endpoint's `permission` (lib/bff/dispatch.ts calls it
 * through backend.access.require): 50001 without a live session, 40300 without the permission.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { isPermission } from '@/lib/contracts/permissions';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { accessFor } from './access';

export async function requirePermission(deps: BuiltinDeps, ctx: CallContext, permission: string): Promise<void> {
  const access = await accessFor(deps, ctx);
  // A name outside the catalogue is a declaration error: only a super administrator passes.
  if (!isPermission(permission)) {
    if (!access.isSuper) throw new AppError(ErrorCode.FORBIDDEN);
    return;
  }
  access.require(permission);
}
