/**
 * The console's OpenID Connect tab (issue 19): an application registered as a client, its URIs
 * validated and kept exactly, audit written, and the registration used by the provider's client
 * lookup at once; a hotel administrator cannot change it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import type { OidcClientState } from '@/lib/contracts/apps';
import { clientMetadata } from '@/lib/oidc/clients';

let h: Harness;
let appadmin: Browser;
let h001admin: Browser;

beforeAll(async () => {
  h = await createHarness();
  [appadmin, h001admin] = await Promise.all([signIn('HQ', 'appadmin'), signIn('H001', 'h001admin')]);
}, 120_000);
afterAll(async () => h?.close());

const valid = {
  enabled: true,
  public: false,
  redirectUris: ['https://crm.example.com/callback', 'https://crm.example.com/callback'],
  postLogoutRedirectUris: ['https://crm.example.com/'],
  backchannelLogoutUri: 'https://crm.example.com/backchannel-logout',
  frontchannelLogoutUri: null,
  grantTypes: ['authorization_code', 'refresh_token'],
};

describe('OpenID Connect registration of an application', () => {
  it('registers, shows and updates a client; the provider finds it with its exact URIs', async () => {
    const crm = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'CRM' } });
    const before = okOf(await appadmin.api<OidcClientState>('GET', '/app/oidcClient', { query: { appId: String(crm.id) } }));
    expect(before).toMatchObject({ clientId: 'CRM', registered: false });
    expect(await clientMetadata(h.db.prisma, 'CRM')).toBeUndefined();

    const saved = okOf(await appadmin.api<OidcClientState>('POST', '/app/oidcClient', { body: { appId: crm.id, ...valid } }));
    expect(saved).toMatchObject({ registered: true, redirectUris: ['https://crm.example.com/callback'], backchannelLogoutUri: valid.backchannelLogoutUri });
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'OidcClient', objectId: String(crm.id) } })).toBe(1);

    // A confidential client needs the application's secret before the provider knows it.
    expect(await clientMetadata(h.db.prisma, 'CRM')).toBeUndefined();
    okOf(await appadmin.api('POST', '/app/clientSecret', { body: { appId: crm.id } }));
    expect(await clientMetadata(h.db.prisma, 'CRM')).toMatchObject({ client_id: 'CRM', redirect_uris: ['https://crm.example.com/callback'], grant_types: ['authorization_code', 'refresh_token'] });

    // Disabled: no client.
    okOf(await appadmin.api('POST', '/app/oidcClient', { body: { appId: crm.id, ...valid, enabled: false } }));
    expect(await clientMetadata(h.db.prisma, 'CRM')).toBeUndefined();
  });

  it('refuses bad URIs and grant combinations, changing nothing', async () => {
    const crm = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'CRM' } });
    const stored = await h.db.prisma.oidcClient.findUniqueOrThrow({ where: { appId: crm.id } });
    for (const body of [
      { ...valid, redirectUris: ['javascript:alert(1)'] },
      { ...valid, redirectUris: ['https://crm.example.com/cb#frag'] },
      { ...valid, redirectUris: ['https://user:pw@crm.example.com/cb'] },
      { ...valid, redirectUris: [] },
      { ...valid, public: true, grantTypes: ['authorization_code', 'client_credentials'] },
      { ...valid, grantTypes: ['refresh_token'] },
      { ...valid, grantTypes: [] },
      { ...valid, backchannelLogoutUri: 'ftp://crm.example.com/x' },
    ]) {
      refusedWith(await appadmin.api('POST', '/app/oidcClient', { body: { appId: crm.id, ...body } }), 40000);
    }
    expect(await h.db.prisma.oidcClient.findUniqueOrThrow({ where: { appId: crm.id } })).toEqual(stored);
  });

  it('is closed to a hotel administrator', async () => {
    const crm = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'CRM' } });
    refusedWith(await h001admin.api('POST', '/app/oidcClient', { body: { appId: crm.id, ...valid, redirectUris: ['https://evil.example.com/cb'] } }), 40300);
  });
});
