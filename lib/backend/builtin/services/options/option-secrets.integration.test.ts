/**
 * Secrets kept in parameters are write-only (issue 17 item 4, security review row 2): no read call
 * returns them, the database holds them encrypted, a save that leaves them as shown keeps them,
 * and neither the audit log nor the log lines carry them. The server itself still uses them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@/lib/contracts/envelope';
import type { AuditLogRow } from '@/lib/contracts/logs';
import type { SystemOptionRow } from '@/lib/contracts/options';
import type { UnitOption } from '@/lib/contracts/units';
import { flushLog } from '@/lib/infra/log';
import { secretKeys } from '@/lib/security/secret-box';
import { SECRET_MARKER } from '@/lib/security/secret-values';
import { createHarness, TEST_SECRET, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signInConsoleUsers } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import { oauthConfig } from '@/lib/backend/builtin/services/third-party/oauth2-provider';
import { settingsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { resealStoredSecrets } from './reseal-secrets';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let H001: number;
let logs: string[];

const SECRET = 'provider-secret-7f3a9c';
const oauthValue = (over: Record<string, string> = {}) =>
  JSON.stringify({ authorizeUrl: 'https://id.example/auth', tokenUrl: 'https://id.example/token', userInfoUrl: 'https://id.example/me', clientId: 'concierge', clientSecret: SECRET, scope: 'openid', ...over });

beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin, frontdesk] = await signInConsoleUsers();
  H001 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } })).id;
  // Every log line of the whole file, at the most talkative level, is checked for secrets at the end.
  vi.stubEnv('LOG_LEVEL', 'debug');
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((l: unknown) => void logs.push(String(l)));
  vi.spyOn(console, 'error').mockImplementation((l: unknown) => void logs.push(String(l)));
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await h?.close();
});

const systemRow = () => h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'WECHAT_OAUTH' } });
const stored = async () => JSON.parse((await systemRow()).value!) as { clientSecret: string; [key: string]: string };

describe('row 2: a provider secret in WECHAT_OAUTH', () => {
  it('is never returned, to a signed-in user nor to a hotel administrator', async () => {
    const created = await admin.api<SystemOptionRow>('POST', '/sysOption/update', { body: { code: 'WECHAT_OAUTH', name: '微信', value: oauthValue() } });
    expect(created.body.result).toBe(0);
    expect(JSON.stringify(created.body)).not.toContain(SECRET);

    const own = await frontdesk.api<{ value: string }>('GET', '/sysOption/unit', { query: { code: 'WECHAT_OAUTH' } });
    expect(own.body.result).toBe(0);
    expect(JSON.stringify(own.body)).not.toContain(SECRET);
    // What is not secret stays readable; the secret shows as "set".
    expect(JSON.parse(own.body.retVal.value)).toMatchObject({ clientId: 'concierge', tokenUrl: 'https://id.example/token', clientSecret: '**********' });

    const unitOptions = await h001admin.api<UnitOption[]>('GET', '/sysOption/unitOptions', { query: { unitId: String(H001) } });
    expect(unitOptions.body.result).toBe(0);
    expect(JSON.stringify(unitOptions.body)).not.toContain(SECRET);

    const listed = await admin.api<Paged<SystemOptionRow>>('GET', '/sysOption/querySystem', { query: { code: 'WECHAT_OAUTH' } });
    expect(JSON.stringify(listed.body)).not.toContain(SECRET);
    expect(okOf(listed).datas).toHaveLength(1);
  });
});

describe('at rest and in use', () => {
  it('is stored sealed, and the server still uses the real secret', async () => {
    const row = await systemRow();
    expect(row.value).not.toContain(SECRET);
    expect((await stored()).clientSecret).toMatch(/^enc:v1:/);
    expect((await oauthConfig(h.deps, H001)).clientSecret).toBe(SECRET);
  });
});

describe('saving without typing the secret again', () => {
  it('keeps the stored secret when the form sends back what it was shown', async () => {
    const before = await stored();
    const shown = okOf(await admin.api<Paged<SystemOptionRow>>('GET', '/sysOption/querySystem', { query: { code: 'WECHAT_OAUTH' } })).datas[0]!;
    const changed = JSON.stringify({ ...JSON.parse(shown.value), scope: 'openid profile' });
    okOf(await admin.api('POST', '/sysOption/update', { body: { id: shown.id, code: 'WECHAT_OAUTH', name: shown.name, value: changed } }));
    expect(await stored()).toMatchObject({ scope: 'openid profile', clientSecret: before.clientSecret });
    // An empty secret keeps it too; the value-only call behaves the same. Two saves at once leave no marker behind.
    const emptied = JSON.stringify({ ...JSON.parse(changed), clientSecret: '' });
    await Promise.all([
      admin.api('POST', '/sysOption/updateValue', { body: { id: shown.id, value: emptied } }),
      admin.api('POST', '/sysOption/updateValue', { body: { id: shown.id, value: changed } }),
    ]).then((all) => all.forEach(okOf));
    expect((await stored()).clientSecret).toBe(before.clientSecret);
    expect((await oauthConfig(h.deps, H001)).clientSecret).toBe(SECRET);
  });

  it('replaces it when a new one is typed', async () => {
    const shown = await systemRow();
    okOf(await admin.api('POST', '/sysOption/updateValue', { body: { id: shown.id, value: oauthValue({ clientSecret: 'second-secret-91' }) } }));
    expect((await oauthConfig(h.deps, H001)).clientSecret).toBe('second-secret-91');
    okOf(await admin.api('POST', '/sysOption/updateValue', { body: { id: shown.id, value: oauthValue() } }));
    expect((await oauthConfig(h.deps, H001)).clientSecret).toBe(SECRET);
  });

  it('refuses to keep a secret whose addresses changed, or one that was never stored, and changes nothing', async () => {
    const row = await systemRow();
    const redirected = oauthValue({ tokenUrl: 'https://evil.example/token', clientSecret: SECRET_MARKER });
    const moved = await admin.api('POST', '/sysOption/update', { body: { id: row.id, code: 'WECHAT_OAUTH', value: redirected } });
    refusedWith(moved, 58002);
    expect(moved.body.msg).toContain('请重新输入密钥');
    refusedWith(await admin.api('POST', '/sysOption/updateValue', { body: { id: row.id, value: redirected } }), 58002);
    expect((await systemRow()).value).toBe(row.value);
    // Typing the secret with the new address is a plain replacement.
    okOf(await admin.api('POST', '/sysOption/updateValue', { body: { id: row.id, value: oauthValue({ tokenUrl: 'https://id2.example/token' }) } }));
    okOf(await admin.api('POST', '/sysOption/updateValue', { body: { id: row.id, value: oauthValue() } }));

    // A hotel administrator overriding the system row cannot take its secret along by sending the marker.
    const unitOwn = await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: H001, code: 'WECHAT_OAUTH', value: oauthValue({ tokenUrl: 'https://evil.example/token', clientSecret: SECRET_MARKER }) } });
    refusedWith(unitOwn, 58002);
    expect(await h.db.prisma.systemOption.count({ where: { unitId: H001, code: 'WECHAT_OAUTH' } })).toBe(0);
    const created = await admin.api('POST', '/sysOption/update', { body: { code: 'NEW_SECRET_TOKEN', value: SECRET_MARKER } });
    refusedWith(created, 58002);
    expect(await h.db.prisma.systemOption.count({ where: { code: 'NEW_SECRET_TOKEN' } })).toBe(0);
  });

  it('works the same for a unit’s own parameter and a whole-value secret', async () => {
    okOf(await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: H001, code: 'SMS_GATEWAY_TOKEN', name: '短信网关', value: 'unit-token-55' } }));
    const listed = okOf(await h001admin.api<UnitOption[]>('GET', '/sysOption/unitOptions', { query: { unitId: String(H001) } })).find((o) => o.code === 'SMS_GATEWAY_TOKEN')!;
    expect(listed.value).toBe(SECRET_MARKER);
    const first = (await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: H001, code: 'SMS_GATEWAY_TOKEN' } })).value!;
    expect(first).toMatch(/^enc:v1:/);
    okOf(await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: H001, code: 'SMS_GATEWAY_TOKEN', name: '短信网关（新）', value: SECRET_MARKER } }));
    okOf(await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: H001, code: 'SMS_GATEWAY_TOKEN', name: '短信网关（新）', value: '' } }));
    const kept = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: H001, code: 'SMS_GATEWAY_TOKEN' } });
    expect(kept).toMatchObject({ name: '短信网关（新）', value: first });
  });
});

describe('audit rows and log lines', () => {
  it('carry no secret, and rows written before the change are masked when read', async () => {
    const rows = await h.db.prisma.auditLog.findMany({ where: { objectType: 'SystemOption' } });
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      for (const text of [r.before, r.after, r.detail]) {
        expect(text ?? '').not.toMatch(/provider-secret|second-secret|unit-token|enc:v1:/);
      }
    }
    const last = rows.find((r) => r.action === 'UPDATE' && r.after?.includes('WECHAT_OAUTH'))!;
    expect(JSON.parse(JSON.parse(last.after!).value)).toMatchObject({ clientSecret: SECRET_MARKER, tokenUrl: 'https://id.example/token' });

    const old = await h.db.prisma.auditLog.create({
      data: { actorUserId: null, actorCode: 'admin', action: 'UPDATE', objectType: 'SystemOption', objectId: '1', before: JSON.stringify({ code: 'SMTP_PASSWORD', value: 'legacy-pw-77' }), after: JSON.stringify({ code: 'WECHAT_OAUTH', value: oauthValue({ clientSecret: 'legacy-secret-78' }) }) },
    });
    const listed = await admin.api<Paged<AuditLogRow>>('POST', '/auditLog/list', { body: { objectType: 'SystemOption', objectId: '1', pageSize: 50 } });
    expect(okOf(listed).datas.map((d) => d.id)).toContain(old.id);
    expect(JSON.stringify(listed.body)).not.toMatch(/legacy-pw-77|legacy-secret-78/);
  });

  it('no log line of this file holds a secret', () => {
    flushLog();
    // Lines come in batches (lib/infra/log.ts): one write may hold several.
    const lines = logs.join('\n').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('\n')).not.toMatch(/provider-secret|second-secret|unit-token|legacy-pw|legacy-secret/);
  });
});

describe('plaintext left from before', () => {
  it('is sealed on start, once, even by two instances at once, and still opens', async () => {
    const row = await systemRow();
    await h.db.prisma.systemOption.update({ where: { id: row.id }, data: { value: oauthValue() } });
    await h.db.prisma.systemOption.create({ data: { unitId: null, code: 'MAIL_PASSWORD', value: 'plain-mail-pw' } });
    const keys = h.deps.secrets;
    const [a, b] = await Promise.all([resealStoredSecrets(h.db.prisma, keys), resealStoredSecrets(h.db.prisma, keys)]);
    expect(a.rows + b.rows).toBeGreaterThanOrEqual(2);
    expect((await resealStoredSecrets(h.db.prisma, keys)).rows).toBe(0);
    expect((await stored()).clientSecret).toMatch(/^enc:v1:/);
    const mail = await h.db.prisma.systemOption.findFirstOrThrow({ where: { code: 'MAIL_PASSWORD' } });
    expect(mail.value).toMatch(/^enc:v1:/);
    expect((await oauthConfig(h.deps, H001)).clientSecret).toBe(SECRET);
  });

  it('moves values to a new key while the old one is listed as previous, and reports what no key opens', async () => {
    const rotated = secretKeys({ SECRETS_KEY: 'a-brand-new-secrets-key-0123456789abcdef', SECRETS_KEY_PREVIOUS: [TEST_SECRET], SESSION_SECRET: TEST_SECRET });
    expect((await resealStoredSecrets(h.db.prisma, rotated)).rows).toBeGreaterThanOrEqual(2);
    // A start re-seals before serving; here the instance's cached rows are dropped as a restart would.
    settingsChanged();
    expect((await stored()).clientSecret.startsWith(`enc:v1:${rotated.current.id}:`)).toBe(true);
    expect((await oauthConfig({ ...h.deps, secrets: rotated }, H001)).clientSecret).toBe(SECRET);
    // The old key alone no longer opens them: the bind flow fails closed and a start reports them.
    await expect(oauthConfig(h.deps, H001)).rejects.toMatchObject({ code: 50012 });
    expect((await resealStoredSecrets(h.db.prisma, h.deps.secrets)).unreadable).toBeGreaterThanOrEqual(2);
    await resealStoredSecrets(h.db.prisma, secretKeys({ SESSION_SECRET: TEST_SECRET, SECRETS_KEY_PREVIOUS: ['a-brand-new-secrets-key-0123456789abcdef'] }));
  });
});
