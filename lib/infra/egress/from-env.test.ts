/** The start-up policy: production refuses loopback unless listed; development and demo list the local services. */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { describeEntry } from './allow-list';
import { egressPolicyFromEnv } from './from-env';

const base = { SESSION_SECRET: 'x'.repeat(32) };
const allowOf = (source: Record<string, string>) => egressPolicyFromEnv(parseEnv({ ...base, ...source })).allow.map(describeEntry);

describe('the policy a process starts with', () => {
  it('a production start without DEMO allows only what EGRESS_ALLOW lists', () => {
    expect(allowOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1025' })).toEqual([]);
    expect(allowOf({ NODE_ENV: 'production', EGRESS_ALLOW: '10.0.0.0/8, mail.internal:25' })).toEqual(['10.0.0.0/8', 'mail.internal:25']);
  });

  it('development and demo mode add the example application and local mail and SMS catchers, by port', () => {
    expect(allowOf({ NODE_ENV: 'development' })).toEqual(['ext.localhost:4000']);
    expect(allowOf({ NODE_ENV: 'production', DEMO: 'true', EXT_PORT: '3140', SMTP_URL: 'smtp://127.0.0.1:3125', SMS_WEBHOOK_URL: 'http://localhost:8099/sms' })).toEqual([
      'ext.localhost:3140',
      '127.0.0.1:3125',
      'localhost:8099',
    ]);
  });

  it('a mail server elsewhere is not added in development: it is public or listed like any other', () => {
    expect(allowOf({ NODE_ENV: 'development', SMTP_URL: 'smtp://10.0.0.5:25', EGRESS_ALLOW: '' })).toEqual(['ext.localhost:4000']);
  });
});
