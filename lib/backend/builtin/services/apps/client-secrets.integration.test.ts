/** Client secrets and redirect origins through the console's calls: shown once, rotated, revoked, application administrators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import { verifyClientSecret } from './client-secret';

let h: Harness;
let appadmin: Browser;
let h001admin: Browser;
let appId: number;

beforeAll(async () => {
  h = await createHarness();
  [appadmin, h001admin] = await Promise.all([signIn('HQ', 'appadmin'), signIn('H001', 'h001admin')]);
  appId = (await h.db.prisma.application.create({ data: { code: 'OUTSIDE', name: '外部应用', descript: '外部应用', thirdParty: true } })).id;
});
afterAll(async () => h?.close());

interface State {
  appCode: string;
  hasSecret: boolean;
  issuedAt: string;
  redirectOrigins: string[];
}

describe('client secrets of an application Concierge does not host', () => {
  it('issues a secret shown once, rotates it (the old one stops working) and revokes it', async () => {
    expect(okOf(await appadmin.api<State>('GET', '/app/clientSecret', { query: { appId: String(appId) } })).hasSecret).toBe(false);
    const first = okOf(await appadmin.api<{ secret: string }>('POST', '/app/clientSecret', { body: { appId } }));
    expect(first.secret).toMatch(/^cs_/);
    const state = okOf(await appadmin.api<State>('GET', '/app/clientSecret', { query: { appId: String(appId) } }));
    expect(state).toMatchObject({ appCode: 'OUTSIDE', hasSecret: true });
    expect(JSON.stringify(state)).not.toContain(first.secret);
    // A second issue is a conflict: rotating is asked for explicitly.
    refusedWith(await appadmin.api('POST', '/app/clientSecret', { body: { appId } }), 40900);
    const second = okOf(await appadmin.api<{ secret: string }>('POST', '/app/clientSecret', { body: { appId, rotate: true } }));
    expect(await verifyClientSecret(h.deps, { appCode: 'OUTSIDE', secret: first.secret })).toBe(false);
    expect(await verifyClientSecret(h.deps, { appCode: 'OUTSIDE', secret: second.secret })).toBe(true);
    okOf(await appadmin.api('DELETE', '/app/clientSecret', { query: { appId: String(appId) } }));
    expect(await verifyClientSecret(h.deps, { appCode: 'OUTSIDE', secret: second.secret })).toBe(false);
    const audit = await h.db.prisma.auditLog.findMany({ where: { objectType: 'ApplicationClientSecret', objectId: String(appId) } });
    expect(audit.map((a) => a.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
  });

  it('keeps the origins normalised and refuses anything but scheme, host and port', async () => {
    const saved = okOf(await appadmin.api<{ redirectOrigins: string[] }>('POST', '/app/redirectOrigins', { body: { appId, origins: ['https://app.example.com/', 'https://app.example.com', 'http://localhost:4100'] } }));
    expect(saved.redirectOrigins).toEqual(['https://app.example.com', 'http://localhost:4100']);
    refusedWith(await appadmin.api('POST', '/app/redirectOrigins', { body: { appId, origins: ['https://app.example.com/callback'] } }), 40000);
    refusedWith(await appadmin.api('POST', '/app/redirectOrigins', { body: { appId, origins: ['javascript:alert(1)'] } }), 40000);
    expect(okOf(await appadmin.api<State>('GET', '/app/clientSecret', { query: { appId: String(appId) } })).redirectOrigins).toEqual(['https://app.example.com', 'http://localhost:4100']);
  });

  it('refuses a hotel administrator, changing nothing', async () => {
    const before = await h.db.prisma.application.findUniqueOrThrow({ where: { id: appId } });
    refusedWith(await h001admin.api('POST', '/app/clientSecret', { body: { appId, rotate: true } }), 40300);
    refusedWith(await h001admin.api('DELETE', '/app/clientSecret', { query: { appId: String(appId) } }), 40300);
    refusedWith(await h001admin.api('POST', '/app/redirectOrigins', { body: { appId, origins: ['https://evil.example.com'] } }), 40300);
    const after = await h.db.prisma.application.findUniqueOrThrow({ where: { id: appId } });
    expect(after.clientSecretHash).toBe(before.clientSecretHash);
    expect(after.redirectOrigins).toBe(before.redirectOrigins);
  });
});
