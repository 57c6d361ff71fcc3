/** Log lines never carry a secret, whatever a caller passes: secret-named fields, URL passwords, secret parameters, sealed values. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushLog, log, redactText } from './log';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function captured(): () => string {
  vi.stubEnv('LOG_LEVEL', 'debug');
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((l: unknown) => void out.push(String(l)));
  vi.spyOn(console, 'error').mockImplementation((l: unknown) => void out.push(String(l)));
  return () => {
    flushLog();
    return out.join('\n');
  };
}

describe('log redaction', () => {
  it('redacts fields named like secrets and secrets inside texts, on every level', () => {
    const text = captured();
    log.info('mail.failed', { via: 'smtp', password: 'pw-1', clientSecret: 'cs-2', nested: { accessToken: 'at-3' }, url: 'smtp://mailer:pw-4@mail.example:587' });
    log.warn('sms.failed', { message: 'Failed to parse URL from https://gw.example/send?user=a&token=tk-5&x=1' });
    log.error('bff.unhandled', { error: 'Error', message: 'connect failed for host=db;password=pw-6;port=5432 with Bearer abcdefgh12345678 and enc:v1:0a1b2c3d:aaa:bbb:ccc' });
    const all = text();
    for (const secret of ['pw-1', 'cs-2', 'at-3', 'pw-4', 'tk-5', 'pw-6', 'abcdefgh12345678', 'enc:v1:0a1b2c3d']) expect(all).not.toContain(secret);
    // What is not secret is still there to read.
    expect(all).toContain('smtp://mailer:[redacted]@mail.example:587');
    expect(all).toContain('user=a&token=[redacted]&x=1');
    expect(all).toContain('"via":"smtp"');
    expect(all).toContain('host=db;password=[redacted];port=5432');
  });

  it('leaves ordinary texts alone', () => {
    for (const t of ['/api/uc/sysOption/unit', 'POST', 'https://id.example/token', 'a@b.example', 'PASSWORD_STRATEGY', 'x=1&y=2']) expect(redactText(t)).toBe(t);
  });
});
