/**
 * Which application a CAS service address belongs to. Services are the registered applications:
 * an address is a service when its origin is one a spec ticket of the application may go to (its
 * configured address in app-links.json for any customer, this deployment's own hosts serving it, or
 * its registered redirect origins) — the rule /sso applies to `redirect` (lib/bff/sso-flow.ts).
 * Several applications on one origin: the first by code.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { appAddress, ownHostOrigins } from '@/lib/config/static-config';
import { originOf, webAddress } from '@/lib/security/tickets';
import { readOrigins } from '@/lib/backend/builtin/services/apps/client-secret';

/** A service address as CAS compares it: absolute http(s), no user info, no fragment; else undefined. */
export function normalizeService(raw: string | undefined | null): string | undefined {
  if (!raw || raw.length > 2048 || /[\u0000-\u001f\\]/.test(raw)) return undefined;
  const url = webAddress(raw);
  if (!url) return undefined;
  url.hash = '';
  return url.toString();
}

export async function findCasService(deps: BuiltinDeps, raw: string | undefined | null): Promise<{ appCode: string; service: string } | undefined> {
  const service = normalizeService(raw);
  if (!service) return undefined;
  const origin = new URL(service).origin;
  const apps = await deps.db.application.findMany({ where: { status: 'ENABLED' }, select: { code: true, redirectOrigins: true }, orderBy: { code: 'asc' } });
  const customers = Object.keys(deps.config.appLinks);
  for (const app of apps) {
    if (app.code === deps.config.loginSystem.ssoAppCode) continue;
    const origins = new Set(readOrigins(app.redirectOrigins));
    for (const customer of customers) {
      const configured = originOf(appAddress(customer, app.code, deps.config));
      if (configured) origins.add(configured);
      for (const own of ownHostOrigins(customer, app.code, deps.config)) origins.add(own);
    }
    if (origins.has(origin)) return { appCode: app.code, service };
  }
  return undefined;
}
