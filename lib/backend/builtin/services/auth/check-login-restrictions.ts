/**
 * Address and time checks of the unit's login security (when its master switch is on): the IP
 * white list and login limits (ALLOW / DENY windows by time, weekday and address). Exempt users skip them.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { ipInList } from '@/lib/security/ip-ranges';
import type { EffectiveSecurity } from './security-setting';
import { exemptFrom, inForce, unitLoginRules } from './login-rules';

function shanghaiClock(d: Date): { hhmm: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', weekday: 'short', hour12: false }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { hhmm: `${get('hour')}:${get('minute')}`, weekday };
}

export async function checkLoginRestrictions(
  deps: BuiltinDeps,
  args: { unitId: number; userId: number; ip: string; setting: EffectiveSecurity },
): Promise<void> {
  const { unitId, userId, ip, setting } = args;
  if (!setting.globalSwitch) return;
  const rules = await unitLoginRules(deps, unitId);
  if (setting.ipWhiteEnabled && !exemptFrom(rules, userId, 'IP_WHITE')) {
    // A group without members applies to the whole unit; one with members only to them.
    const applicable = rules.ipWhiteGroups.filter((g) => g.memberIds.length === 0 || g.memberIds.includes(userId));
    if (!applicable.some((g) => ipInList(ip, g.ipRanges))) throw new AppError(ErrorCode.IP_NOT_ALLOWED);
  }
  if (exemptFrom(rules, userId, 'LOGIN_LIMIT')) return;
  const now = deps.now();
  // LOCKOUT limits are the lock-out's values (security-setting.ts), not windows.
  const limits = rules.limits.filter((l) => (l.type === 'ALLOW' || l.type === 'DENY') && (l.userId === null || l.userId === userId) && inForce(l, now));
  if (limits.length === 0) return;
  const { hhmm, weekday } = shanghaiClock(now);
  const applies = (l: (typeof limits)[number]) => {
    const inTime = (!l.startTime || hhmm >= l.startTime) && (!l.endTime || hhmm <= l.endTime);
    const inDay = !l.weekdays || l.weekdays.split(',').map((d) => Number(d.trim())).includes(weekday);
    const inIp = !l.ipRanges || ipInList(ip, l.ipRanges);
    return inTime && inDay && inIp;
  };
  if (limits.some((l) => l.type === 'DENY' && applies(l))) throw new AppError(ErrorCode.TIME_NOT_ALLOWED);
  const allows = limits.filter((l) => l.type === 'ALLOW');
  if (allows.length > 0 && !allows.some(applies)) throw new AppError(ErrorCode.TIME_NOT_ALLOWED);
}
