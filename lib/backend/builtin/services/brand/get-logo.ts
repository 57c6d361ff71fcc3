/**
 * The logo in effect for the caller: the user's own, else the current unit's, else the platform
 * default (no owner). Image and icon are taken separately, so a user who replaced only the icon
 * still sees the unit's image.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Logo } from '@/lib/contracts/brand';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { toLogo } from './to-logo';

export async function getLogo(deps: BuiltinDeps, ctx: CallContext, input: { code: string }): Promise<Logo | null> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const rows = await deps.db.logo.findMany({
    where: { code: input.code, OR: [{ userId: p.user.id }, { unitId: p.unit.id, userId: null }, { unitId: null, userId: null }] },
    orderBy: { updatedAt: 'desc' },
  });
  const rank = (r: (typeof rows)[number]) => (r.userId !== null ? 0 : r.unitId !== null ? 1 : 2);
  const ordered = rows.sort((a, b) => rank(a) - rank(b));
  if (ordered.length === 0) return null;
  const image = ordered.find((r) => r.imageUrl);
  const icon = ordered.find((r) => r.iconUrl);
  const first = ordered[0]!;
  return toLogo({ code: first.code, descript: first.descript, imageUrl: image?.imageUrl ?? null, iconUrl: icon?.iconUrl ?? null });
}

export async function listLogos(deps: BuiltinDeps, ctx: CallContext): Promise<Logo[]> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const rows = await deps.db.logo.findMany({ where: { userId: p.user.id }, orderBy: { code: 'asc' } });
  return rows.map(toLogo);
}
