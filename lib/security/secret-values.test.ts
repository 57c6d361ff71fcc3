import { describe, expect, it } from 'vitest';
import { isSecretName, isSecretOption, maskOptionSnapshot, maskOptionValue, SECRET_MARKER } from './secret-values';

describe('which names are secret', () => {
  it.each([
    ['clientSecret', true],
    ['client_secret', true],
    ['WEBHOOK_SECRET', true],
    ['SMTP_PASSWORD', true],
    ['smtpPassword', true],
    ['SMTPPASSWORD', true],
    ['SMTP_PASS', true],
    ['DB_PASSWD', true],
    ['accessToken', true],
    ['access_token', true],
    ['SMS_GATEWAY_TOKEN', true],
    ['apiKey', true],
    ['API_KEY', true],
    ['privateKey', true],
    ['PRIVATE_KEY_PEM', true],
    ['API_KEY_HEADER', false],
    ['credentials', true],
    // Policies and addresses about secrets are not secrets: the password page and the OAuth URLs stay readable.
    ['PASSWORD_STRATEGY', false],
    ['PASSWORD_MAX_AGE_DAYS', false],
    ['TOKEN_TTL', false],
    ['tokenUrl', false],
    ['clientId', false],
    ['idField', false],
    ['BYPASS', false],
    ['code', false],
    ['', false],
  ])('%s -> %s', (name, expected) => {
    expect(isSecretName(name)).toBe(expected);
  });

  it('a declared parameter is secret by its keys, not as a whole', () => {
    expect(isSecretOption('WECHAT_OAUTH')).toBe(false);
    expect(maskOptionValue('WECHAT_OAUTH', JSON.stringify({ clientId: 'a', clientSecret: 's' }))).toBe(JSON.stringify({ clientId: 'a', clientSecret: SECRET_MARKER }));
  });
});

describe('masking a value', () => {
  it('masks a secret code’s whole value, and leaves an unset one empty', () => {
    expect(maskOptionValue('SMS_TOKEN', 'abc')).toBe(SECRET_MARKER);
    expect(maskOptionValue('SMS_TOKEN', '')).toBe('');
  });

  it('masks the secret keys of a JSON value at any depth, numbers too, and keeps the rest', () => {
    const value = JSON.stringify({ url: 'https://gw.example/send', auth: { user: 'u', password: 'p' }, list: [{ apiKey: 12345 }], tokenUrl: 'https://x/token' });
    expect(JSON.parse(maskOptionValue('SMS_GATEWAY', value))).toEqual({ url: 'https://gw.example/send', auth: { user: 'u', password: SECRET_MARKER }, list: [{ apiKey: SECRET_MARKER }], tokenUrl: 'https://x/token' });
  });

  it('leaves a value without secrets as it was, formatting included', () => {
    const pretty = '{\n  "clientId": "a"\n}';
    expect(maskOptionValue('OTHER', pretty)).toBe(pretty);
    expect(maskOptionValue('PASSWORD_STRATEGY', '^(?=.*\\d).{8,}$')).toBe('^(?=.*\\d).{8,}$');
    expect(maskOptionValue('SITE_URL', 'https://example.com:8443/path?x=1')).toBe('https://example.com:8443/path?x=1');
  });

  it('masks text that carries a secret outside JSON, and anything sealed', () => {
    expect(maskOptionValue('MAIL_SERVER', 'smtp://user:pa55@mail.example:587')).toBe(SECRET_MARKER);
    expect(maskOptionValue('GATEWAY', 'host=gw;user=a;password=b')).toBe(SECRET_MARKER);
    expect(maskOptionValue('GATEWAY', 'https://gw.example/send?token=abc')).toBe(SECRET_MARKER);
    expect(maskOptionValue('ANY', 'enc:v1:abcd:xx:yy:zz')).toBe(SECRET_MARKER);
    expect(maskOptionValue('ANY', JSON.stringify({ note: 'enc:v1:abcd:xx:yy:zz' }))).toBe(JSON.stringify({ note: SECRET_MARKER }));
    // Broken JSON that names a secret field is masked whole rather than shown.
    expect(maskOptionValue('WECHAT_OAUTH', '{"clientSecret": "s",')).toBe(SECRET_MARKER);
  });

  it('masks the value inside an audit snapshot of an option', () => {
    const snap = JSON.stringify({ id: 1, code: 'WECHAT_OAUTH', value: JSON.stringify({ clientSecret: 's' }) });
    expect(JSON.parse(JSON.parse(maskOptionSnapshot(snap)).value)).toEqual({ clientSecret: SECRET_MARKER });
    expect(maskOptionSnapshot('')).toBe('');
    expect(maskOptionSnapshot('{"name":"x"}')).toBe('{"name":"x"}');
  });
});
