/**
 * The policy a process starts with: the operator's EGRESS_ALLOW, plus, in development (`npm run
 * dev`) and demo mode (DEMO=true) only, the loopback services of a developer's machine: the example
 * application (ext.localhost:EXT_PORT) and a local mail or SMS catcher named by SMTP_URL or
 * SMS_WEBHOOK_URL. A production start without DEMO calls nothing on loopback that is not listed.
 */
import type { Env } from '@/lib/env';
import { blockedRange, parseIp } from './addresses';
import { parseAllowList, type AllowEntry } from './allow-list';
import type { EgressPolicy } from './policy';

type EgressEnv = Pick<Env, 'NODE_ENV' | 'DEMO' | 'EGRESS_ALLOW' | 'EXT_PORT' | 'SMTP_URL' | 'SMS_WEBHOOK_URL'>;

function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const ip = parseIp(name);
  return ip !== null && (blockedRange(ip) === 'loopback' || blockedRange(ip) === 'unspecified-loopback-compatible');
}

/** host:port of a configured URL when it is on loopback (a catcher on the developer's machine). */
function loopbackTarget(url: string | undefined, defaultPort: number): string | null {
  if (!url) return null;
  const u = new URL(url);
  if (!isLoopbackHost(u.hostname)) return null;
  return `${u.hostname}:${u.port || defaultPort}`;
}

export function developmentAllowances(e: EgressEnv): AllowEntry[] {
  const targets = [
    `ext.localhost:${e.EXT_PORT}`,
    loopbackTarget(e.SMTP_URL, e.SMTP_URL?.startsWith('smtps:') ? 465 : 587),
    loopbackTarget(e.SMS_WEBHOOK_URL, e.SMS_WEBHOOK_URL?.startsWith('https:') ? 443 : 80),
  ].filter((t): t is string => t !== null);
  return parseAllowList(targets.join(','));
}

export function egressPolicyFromEnv(e: EgressEnv): EgressPolicy {
  const development = e.NODE_ENV === 'development' || e.DEMO;
  return { allow: [...e.EGRESS_ALLOW, ...(development ? developmentAllowances(e) : [])] };
}
