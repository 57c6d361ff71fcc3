/** Read-only lookups: unit parameters, units by code, menu permission by identity, domain settings. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Unit } from '@/lib/contracts/auth';
import type { DomainInfo, SystemOption } from '@/lib/contracts/self-service';
import { toFlag } from '@/lib/contracts/envelope';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { grantedResourceIds } from './menu/granted-resource-ids';
import { findOption } from './options/find-option';
import { authenticate } from './session/authenticate';
import { findUnitByCode } from './units/find-unit-by-code';

export async function getUnitParam(deps: BuiltinDeps, ctx: CallContext, input: { code: string; unitCode?: string }): Promise<SystemOption | null> {
  let unitId: number | null = null;
  if (ctx.token) {
    const p = await authenticate(deps, ctx.token, ctx.locale);
    unitId = p.unit.id;
    // A signed-in user reads parameters of their own unit only, whatever unitCode says.
    if (input.unitCode && input.unitCode !== p.unit.code) {
      const other = await findUnitByCode(deps, input.unitCode);
      if (other && other.id !== p.user.unitId && other.id !== p.unit.id) throw new AppError(ErrorCode.FORBIDDEN);
      unitId = other?.id ?? unitId;
    }
  } else if (input.unitCode) {
    unitId = (await findUnitByCode(deps, input.unitCode))?.id ?? null;
  }
  const option = await findOption(deps, unitId, input.code);
  return option ? { code: option.code, value: option.value ?? '', remark: option.remark ?? '', halt: toFlag(option.halt) } : null;
}

export async function findOrgByCode(deps: BuiltinDeps, ctx: CallContext, input: { code: string }): Promise<Unit | null> {
  await authenticate(deps, ctx.token, ctx.locale);
  const u = await findUnitByCode(deps, input.code);
  return u ? { id: u.id, uuid: u.uuid, code: u.code, name: u.name, logo: u.logo ?? '', type: u.type, theme: u.theme ?? '' } : null;
}

export async function checkMenuPermission(deps: BuiltinDeps, ctx: CallContext, input: { identity: string }) {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  // The token's own application: an application Concierge does not host calls through another
  // host (the SSO host) with a token issued for it.
  const appCode = p.session.kind === 'APP' && p.session.appCode ? p.session.appCode : ctx.appCode;
  const app = await deps.db.application.findUnique({ where: { code: appCode }, select: { id: true } });
  const resource = app
    ? await deps.db.resource.findFirst({ where: { appId: app.id, name: input.identity, status: 'ENABLED' }, select: { id: true, title: true, name: true } })
    : null;
  if (!app || !resource) return { identity: input.identity, permitted: 'F' as const, title: '' };
  const granted = await grantedResourceIds(deps, p, app.id, ['MENU', 'BUTTON', 'REPORT']);
  const permitted = granted === 'ALL' || granted.has(resource.id);
  return { identity: input.identity, permitted: toFlag(permitted), title: permitted ? (resource.title ?? resource.name) : '' };
}

/**
 * Where a domain's title and copyright are translated: entries of the user center's translations
 * (the console's translation editor, group `domain`), keyed `<host>.title` and `<host>.copyRight`.
 */
export const DOMAIN_TRANSLATIONS = { appCode: 'UC', group: 'domain', key: (host: string, field: 'title' | 'copyRight') => `${host}.${field}` } as const;

export async function findDomainByHost(deps: BuiltinDeps, ctx: Pick<CallContext, 'locale'>, input: { host: string }): Promise<DomainInfo | null> {
  const host = input.host.toLowerCase();
  const [d, translated] = await Promise.all([
    deps.db.domainSetting.findUnique({ where: { host } }),
    deps.db.translation.findMany({
      where: { appCode: DOMAIN_TRANSLATIONS.appCode, locale: ctx.locale, code: { in: [DOMAIN_TRANSLATIONS.key(host, 'title'), DOMAIN_TRANSLATIONS.key(host, 'copyRight')] } },
      select: { code: true, value: true },
    }),
  ]);
  if (!d || d.status !== 'ENABLED') return null;
  // The record's own text is the group's language (zh-CN); a translation for the page's language wins.
  const inLocale = (field: 'title' | 'copyRight', own: string | null) => translated.find((t) => t.code === DOMAIN_TRANSLATIONS.key(host, field))?.value || own || '';
  let frontProps: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(d.frontProps ?? '{}');
    if (parsed && typeof parsed === 'object') {
      frontProps = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
  } catch {
    // A broken JSON text in the settings must not break the login page: no front properties.
  }
  return {
    title: inLocale('title', d.title),
    logoUrl: d.logoUrl ?? '',
    backgroundUrl: d.backgroundUrl ?? '',
    copyRight: inLocale('copyRight', d.copyRight),
    loginPage: d.loginPage ?? '',
    frontProps,
  };
}
