/**
 * A unit's login rules as one cached value: its login-security setting, its enabled login limits
 * (LOCKOUT, ALLOW and DENY, every validity: the window is checked against the clock at each
 * attempt), its exempt users, its chosen users of SMS validation and its enabled IP white-list
 * groups. Every password sign-in read these with four to six queries; they change only through the
 * console's login-security and login-limit calls, which drop the `settings` tag on every instance
 * (services/access/invalidate.ts, lib/backend/builtin/console.ts), and a unit's change or removal
 * drops `unit:<id>`. While invalidations could be missed (caches.ts) memo reads the database at
 * every attempt, as before. The account itself (password hash, lock, state) is never cached.
 * Decision record 109.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { SecurityRow } from './security-setting';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';

export interface RuleLimit {
  id: number;
  type: string;
  userId: number | null;
  maxFailures: number | null;
  lockMinutes: number | null;
  windowMinutes: number | null;
  /** Failures after which a captcha is asked (LOCKOUT limits; docs/decisions/104). */
  captchaFailures: number | null;
  startTime: string | null;
  endTime: string | null;
  weekdays: string | null;
  ipRanges: string | null;
  validFrom: Date | null;
  validTo: Date | null;
}

export interface UnitLoginRules {
  setting: SecurityRow | null;
  /** Enabled limits, newest first. */
  limits: readonly RuleLimit[];
  /** User id -> the kinds of validation they are exempt from (ALL: every kind). */
  exempt: ReadonlyMap<number, readonly string[]>;
  smsUsers: ReadonlySet<number>;
  ipWhiteGroups: readonly { ipRanges: string; memberIds: readonly number[] }[];
}

async function load(deps: BuiltinDeps, unitId: number): Promise<UnitLoginRules> {
  const [setting, limits, exempt, sms, groups] = await Promise.all([
    deps.db.loginSecuritySetting.findUnique({ where: { unitId } }),
    deps.db.loginLimit.findMany({
      where: { unitId, enabled: true },
      orderBy: { id: 'desc' },
      select: { id: true, type: true, userId: true, maxFailures: true, lockMinutes: true, windowMinutes: true, captchaFailures: true, startTime: true, endTime: true, weekdays: true, ipRanges: true, validFrom: true, validTo: true },
    }),
    deps.db.loginExemptUser.findMany({ where: { unitId }, select: { userId: true, kind: true } }),
    deps.db.loginSmsUser.findMany({ where: { unitId }, select: { userId: true } }),
    deps.db.ipWhiteGroup.findMany({ where: { unitId, enabled: true }, select: { ipRanges: true, members: { select: { userId: true } } } }),
  ]);
  const byUser = new Map<number, string[]>();
  for (const e of exempt) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e.kind]);
  return {
    setting,
    limits,
    exempt: byUser,
    smsUsers: new Set(sms.map((s) => s.userId)),
    ipWhiteGroups: groups.map((g) => ({ ipRanges: g.ipRanges, memberIds: g.members.map((m) => m.userId) })),
  };
}

/** The unit's rules, from the instance's cache when it can be trusted. Never mutate the value. */
export function unitLoginRules(deps: BuiltinDeps, unitId: number): Promise<UnitLoginRules> {
  return memo(deps, `login-rules:${unitId}`, [tag.settings, tag.unit(unitId)], () => load(deps, unitId));
}

/** A limit's validity contains `now` (no bound: open on that side). */
export function inForce(l: Pick<RuleLimit, 'validFrom' | 'validTo'>, now: Date): boolean {
  return (!l.validFrom || l.validFrom <= now) && (!l.validTo || l.validTo >= now);
}

export function exemptFrom(rules: UnitLoginRules, userId: number, kind: string): boolean {
  const kinds = rules.exempt.get(userId);
  return !!kinds && (kinds.includes(kind) || kinds.includes('ALL'));
}
