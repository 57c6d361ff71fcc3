/**
 * Secrets kept in parameters are write-only (issue 17 item 4, security review row 2): no read call
 * returns them, the database holds them encrypted, a save that leaves them as shown keeps them,
 * and neither the audit log nor the log lines carry them. The server itself still uses them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/lib/contracts/envelope';
import type { SystemOptionRow } from '@/lib/contracts/options';
import type { UnitOption } from '@/lib/contracts/units';
import { createHarness, type Harness } from '@/lib/testing/harness';
import { okOf, refusedWith, signInConsoleUsers } from '@/lib/testing/console';
import type { Browser } from '@/lib/testing/bff-client';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let H001: number;

const SECRET = 'provider-secret-7f3a9c';
const oauthValue = (over: Record<string, string> = {}) =>
  JSON.stringify({ authorizeUrl: 'https://id.example/auth', tokenUrl: 'https://id.example/token', userInfoUrl: 'https://id.example/me', clientId: 'concierge', clientSecret: SECRET, scope: 'openid', ...over });

beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin, frontdesk] = await signInConsoleUsers();
  H001 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } })).id;
});
afterAll(async () => h?.close());

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
