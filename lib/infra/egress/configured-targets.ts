/**
 * At start-up: which addresses of the configuration (upstream backend, SMTP, SMS webhook) the
 * egress policy would refuse, so the operator reads it in the start's output instead of finding
 * failed calls later. A name that does not resolve yet is not reported (DNS may come later).
 */
import type { Env } from '@/lib/env';
import { isEgressError } from './egress-error';
import { resolveAllowed, systemResolver, type EgressPolicy, type Resolver } from './policy';

type TargetEnv = Pick<Env, 'BACKEND' | 'UPSTREAM_UC_URL' | 'UPSTREAM_MESSAGE_URL' | 'UPSTREAM_TRANSLATE_URL' | 'SMTP_URL' | 'SMS_WEBHOOK_URL'>;

export interface RefusedTarget {
  variable: string;
  host: string;
  /** The upstream backend: without it nothing works, so the start stops. */
  essential: boolean;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'smtp:': 587, 'smtps:': 465 };

export async function refusedConfiguredTargets(e: TargetEnv, policy: EgressPolicy, resolve: Resolver = systemResolver): Promise<RefusedTarget[]> {
  const upstream = e.BACKEND === 'upstream';
  const targets: [string, string | undefined, boolean][] = [
    ['UPSTREAM_UC_URL', upstream ? e.UPSTREAM_UC_URL : undefined, true],
    ['UPSTREAM_MESSAGE_URL', upstream ? e.UPSTREAM_MESSAGE_URL : undefined, true],
    ['UPSTREAM_TRANSLATE_URL', upstream ? e.UPSTREAM_TRANSLATE_URL : undefined, true],
    ['SMTP_URL', e.SMTP_URL, false],
    ['SMS_WEBHOOK_URL', e.SMS_WEBHOOK_URL, false],
  ];
  const refused: RefusedTarget[] = [];
  for (const [variable, value, essential] of targets) {
    if (!value) continue;
    const url = new URL(value);
    try {
      await resolveAllowed(policy, url.hostname, Number(url.port || DEFAULT_PORTS[url.protocol] || 80), resolve);
    } catch (err) {
      if (isEgressError(err) && err.reason === 'blocked_address') refused.push({ variable, host: url.host, essential });
    }
  }
  return refused;
}
