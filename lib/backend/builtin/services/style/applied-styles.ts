/**
 * The style resources a page puts on itself (docs/decisions/066): enabled ones marked for the login
 * pages or the shell, of the page's domain (or of every domain) and of the unit in question (or of
 * every unit). The login pages have no session, so their unit is the one their domain record names;
 * the shell's is the caller's current unit, and a group's resources also reach the hotels below it.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import type { CallContext } from '@/lib/backend/types';
import { APPLIED_STYLES_MAX, type AppliedStyle, type StylePlacement } from '@/lib/contracts/style';
import { hostName } from '@/lib/config/static-config';
import type { StyleKind } from '@/lib/style/kinds';

export async function listAppliedStyles(deps: BuiltinDeps, ctx: CallContext, input: { placement: StylePlacement; host: string }): Promise<AppliedStyle[]> {
  const domain = await deps.db.domainSetting.findUnique({ where: { host: hostName(input.host).toLowerCase() }, select: { id: true, status: true, orgCode: true } });
  const domainId = domain?.status === 'ENABLED' ? domain.id : null;
  let unitId: number | null = null;
  if (input.placement === 'SHELL') unitId = (await authenticate(deps, ctx.token, ctx.locale)).unit.id;
  else if (domainId !== null && domain?.orgCode) unitId = (await deps.db.unit.findUnique({ where: { code: domain.orgCode }, select: { id: true } }))?.id ?? null;
  // Top first: a group's resources come before its hotel's, so the hotel's win the cascade.
  const chain = unitId === null ? [] : (await unitAncestorIds(deps, unitId)).reverse();

  const rows = await deps.db.styleResource.findMany({
    where: {
      enabled: true,
      ...(input.placement === 'LOGIN' ? { onLogin: true } : { inShell: true }),
      AND: [
        { OR: [{ unitId: null }, ...(chain.length ? [{ unitId: { in: chain } }] : [])] },
        { OR: [{ domainId: null }, ...(domainId !== null ? [{ domainId }] : [])] },
        // Images and fonts are used through a stylesheet's url(), never put on a page by themselves.
        { OR: [{ kind: { not: 'FILE' } }, { contentType: 'text/css' }] },
      ],
    },
    select: { kind: true, code: true, name: true, sha256: true, content: true, unitId: true, domainId: true },
  });
  const depth = (u: number | null) => (u === null ? 0 : chain.indexOf(u) + 1);
  return rows
    .sort((a, b) => depth(a.unitId) - depth(b.unitId) || Number(a.domainId !== null) - Number(b.domainId !== null) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, APPLIED_STYLES_MAX)
    .map((r) => ({ kind: r.kind as StyleKind, code: r.code, name: r.name, sha256: r.sha256, content: r.kind === 'CSS' ? r.content : null }));
}
