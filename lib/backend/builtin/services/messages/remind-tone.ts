/**
 * GET /sysOption/remindTone: the sound of a new notice for the caller's unit (the nearest unit up
 * the tree that set one, else the system default). PUT sets a unit's own tone (administrators).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { RemindTone } from '@/lib/contracts/messages';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { assertUnitInReach } from './publisher-reach';

/** Used when neither the unit nor the system has a tone (a short chime shipped in public/). */
export const DEFAULT_TONE: RemindTone = { toneUrl: '/tones/notice.wav', time: 1 };

export async function findRemindTone(deps: BuiltinDeps, ctx: CallContext, input: { unitCode?: string }): Promise<RemindTone> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  // The caller's own unit (the one logged into, or the home unit); another unit's tone is not theirs to read.
  let unitId = p.unit.id;
  if (input.unitCode && input.unitCode !== p.unit.code) {
    const unit = await findUnitByCode(deps, input.unitCode);
    if (!unit || unit.id !== p.user.unitId) throw new AppError(ErrorCode.FORBIDDEN);
    unitId = unit.id;
  }
  const chain = await unitAncestorIds(deps, unitId);
  const tones = await deps.db.remindTone.findMany({ where: { OR: [{ unitId: { in: chain } }, { unitId: null }] } });
  for (const id of [...chain, null]) {
    const tone = tones.find((t) => t.unitId === id);
    if (tone) return { toneUrl: tone.toneUrl, time: tone.repeatTimes };
  }
  return DEFAULT_TONE;
}

export async function setRemindTone(deps: BuiltinDeps, ctx: CallContext, input: { unitCode: string; toneUrl: string; time: number }): Promise<void> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const unit = await findUnitByCode(deps, input.unitCode);
  if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
  await assertUnitInReach(deps, p, unit.id);
  await deps.db.remindTone.upsert({
    where: { unitId: unit.id },
    create: { unitId: unit.id, toneUrl: input.toneUrl, repeatTimes: input.time, updatedBy: p.user.code },
    update: { toneUrl: input.toneUrl, repeatTimes: input.time, updatedBy: p.user.code },
  });
}
