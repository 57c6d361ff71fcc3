/**
 * The server-side permission check behind an endpoint's `permission`. Until the console's
 * permission catalogue exists only super administrators hold administrative permissions.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';

export async function requirePermission(deps: BuiltinDeps, ctx: CallContext, _permission: string): Promise<void> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (p.user.type !== 'SUPER_ADMIN') throw new AppError(ErrorCode.FORBIDDEN);
}
