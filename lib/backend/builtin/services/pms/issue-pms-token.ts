/**
 * GET /pms/token: a one-time token for the PMS desktop client, bound to the user, the application
 * and a hotel in the user's reach, living two minutes in the ephemeral store (only its hash is a
 * key, so the store never holds a usable token).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { PmsToken } from '@/lib/contracts/pms';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { isAppOpened } from '@/lib/backend/builtin/services/menu/list-user-apps';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { hotelUnitIdsInReach } from './hotels-in-reach';

export const PMS_TOKEN_TTL_SECONDS = 120;

export const pmsTokenKey = (token: string) => `pms:token:${createHash('sha256').update(token).digest('base64url')}`;

export async function issuePmsToken(deps: BuiltinDeps, ctx: CallContext, input: { appCode: string; hotelCode: string }): Promise<PmsToken> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (!(await isAppOpened(deps, p.unit.id, input.appCode))) throw new AppError(ErrorCode.APP_NOT_OPENED);
  const hotel = await deps.db.unit.findUnique({ where: { code: input.hotelCode }, select: { id: true, type: true, status: true } });
  const reach = await hotelUnitIdsInReach(deps, p);
  if (!hotel || hotel.type !== 'HOTEL' || hotel.status !== 'ENABLED' || !reach.includes(hotel.id)) throw new AppError(ErrorCode.FORBIDDEN);
  const token = randomBytes(24).toString('base64url');
  await deps.store.set(
    pmsTokenKey(token),
    JSON.stringify({ userId: p.user.id, unitId: p.unit.id, hotelCode: input.hotelCode, appCode: input.appCode }),
    PMS_TOKEN_TTL_SECONDS * 1000,
  );
  return { token, expiresIn: PMS_TOKEN_TTL_SECONDS };
}
