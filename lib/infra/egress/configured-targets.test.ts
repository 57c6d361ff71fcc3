/** The start-up report of configured addresses the policy refuses. */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { egressPolicyFromEnv } from './from-env';
import { refusedConfiguredTargets } from './configured-targets';
import type { Resolver } from './policy';

const base = { SESSION_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
const dns: Resolver = async (name) => [{ address: name === 'relay.internal' ? '10.0.0.25' : '93.184.215.14', family: 4 }];
const report = (source: Record<string, string>) => {
  const e = parseEnv({ ...base, ...source });
  return refusedConfiguredTargets(e, egressPolicyFromEnv(e), dns);
};

describe('configured addresses at start-up', () => {
  it('names each configured address on a blocked range that EGRESS_ALLOW does not list', async () => {
    await expect(report({ BACKEND: 'upstream', UPSTREAM_UC_URL: 'http://127.0.0.1:8080/uc', SMTP_URL: 'smtp://relay.internal:25', SMS_WEBHOOK_URL: 'https://sms.example.com/send' })).resolves.toEqual([
      { variable: 'UPSTREAM_UC_URL', host: '127.0.0.1:8080', essential: true },
      { variable: 'SMTP_URL', host: 'relay.internal:25', essential: false },
    ]);
  });

  it('says nothing once they are listed', async () => {
    await expect(report({ BACKEND: 'upstream', UPSTREAM_UC_URL: 'http://127.0.0.1:8080/uc', SMTP_URL: 'smtp://relay.internal:25', EGRESS_ALLOW: '127.0.0.1:8080,relay.internal' })).resolves.toEqual([]);
  });
});
