import { describe, expect, it } from 'vitest';
import { loginSystemConfigSchema } from './schemas';
import { shellSettingsFor } from './shell-settings';

const base = { apiBases: { userCenter: '/api/uc', internalMessage: '/api/internal-message', translate: '/api/translate' } };

describe('shell settings', () => {
  it('use the product layout when neither the customer nor the host names one', () => {
    const loginSystem = loginSystemConfigSchema.parse(base);
    expect(shellSettingsFor({ loginSystem }, { customer: 'acme' })).toMatchObject({ layout: 'DEFAULT', shade: false, logo: '', appsBackground: '' });
  });

  it('take the customer over the product, and the host over the customer', () => {
    const loginSystem = loginSystemConfigSchema.parse({
      ...base,
      shell: { layout: 'IWORK' },
      customers: { acme: { layout: 'SCRM', shade: true, logo: '/logos/acme.svg', appsBackground: '/bg.jpg' } },
    });
    expect(shellSettingsFor({ loginSystem }, { customer: 'acme' })).toMatchObject({ layout: 'SCRM', shade: true, logo: '/logos/acme.svg', appsBackground: '/bg.jpg' });
    expect(shellSettingsFor({ loginSystem }, { customer: 'acme', layout: 'HEADER_TOP' }).layout).toBe('HEADER_TOP');
    expect(shellSettingsFor({ loginSystem }, { customer: 'other' }).layout).toBe('IWORK');
  });

  it('let a customer override single features and keep the others', () => {
    const loginSystem = loginSystemConfigSchema.parse({ ...base, features: { language: false }, customers: { acme: { features: { openSource: true } } } });
    const { features } = shellSettingsFor({ loginSystem }, { customer: 'acme' });
    expect(features).toMatchObject({ openSource: true, language: false, message: true });
  });

  it('refuse an unknown layout and a script address', () => {
    expect(loginSystemConfigSchema.safeParse({ ...base, shell: { layout: 'FANCY' } }).success).toBe(false);
    expect(loginSystemConfigSchema.safeParse({ ...base, customers: { acme: { logo: 'javascript:alert(1)' } } }).success).toBe(false);
    expect(loginSystemConfigSchema.safeParse({ ...base, shell: { testLinks: [{ group: 'g', links: [{ title: 't', url: '//evil.example' }] }] } }).success).toBe(false);
  });
});
