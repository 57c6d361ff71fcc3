/**
 * The unit's login rules are cached (login-rules.ts); the account is not. A warm sign-in reads none
 * of the rules' tables; a console change of the rules applies at the very next sign-in of a unit
 * whose rules were cached; an account disabled or locked in the database (no event at all) is
 * refused at its next sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { Harness } from '@/tests/support/harness';
import { okOf, UC_HOST, consoleSuite } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { LoginLimitRow } from '@/lib/contracts/login-security';
import type { Db } from '@/lib/db/client';
import { createBuiltinBackend } from '@/lib/backend/builtin';
import { cachesOf } from '@/lib/backend/builtin/cache/caches';
import { flushLoginWrites } from './login-write-behind';

let h: Harness;
let admin: Browser;

consoleSuite((s) => void ({ h, admin } = s));

const RULE_TABLES = ['LoginSecuritySetting', 'LoginLimit', 'LoginExemptUser', 'LoginSmsUser', 'IpWhiteGroup'];

async function login(unitCode: string, userCode: string) {
  const b = new Browser(UC_HOST, '127.0.0.1');
  return (await b.api('POST', '/login', { body: { unitCode, userCode, password: 'Helper@2026' } })).body;
}

describe('login rules are cached per unit, the account never', () => {
  it('a warm sign-in reads none of the rules tables, and still reads the account', async () => {
    const models: string[] = [];
    const db = (h.deps.db as unknown as { $extends(x: unknown): unknown }).$extends({
      query: {
        $allModels: {
          $allOperations({ model, args, query }: { model: string; args: unknown; query: (a: unknown) => Promise<unknown> }) {
            models.push(model);
            return query(args);
          },
        },
      },
    }) as Db;
    const backend = createBuiltinBackend({ deps: { ...h.deps, db } });
    for (let i = 0; i < 200 && !cachesOf(h.deps.bus).trusted(); i++) await new Promise((r) => setTimeout(r, 10));
    const signIn = () => backend.auth.login(h.call({ appCode: 'UC', host: UC_HOST }), { unitCode: 'H002', userCode: 'helper', password: 'Helper@2026', appCode: 'UC' } as never);
    await signIn();
    await flushLoginWrites(db);
    models.length = 0;
    await signIn();
    expect(models.filter((m) => RULE_TABLES.includes(m))).toEqual([]);
    expect(models).toContain('User');
  });

  it('a DENY window saved in the console refuses the next sign-in of a unit whose rules were cached', async () => {
    const h002 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } })).id;
    okOf(await admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h002, enabled: true } }));
    expect((await login('H002', 'helper')).result).toBe(0);
    expect((await login('H002', 'helper')).result).toBe(0);
    const deny = okOf(await admin.api<LoginLimitRow>('POST', '/limit/save', { body: { unitId: h002, type: 'DENY', startTime: '00:00', endTime: '23:59', remark: 'cache test' } }));
    expect((await login('H002', 'helper')).result).toBe(40113);
    okOf(await admin.api('GET', `/limit/delete/${deny.id}`));
    expect((await login('H002', 'helper')).result).toBe(0);
    okOf(await admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h002, enabled: false } }));
  });

  it('an account disabled or locked in the database is refused at once: its row is read at every sign-in', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'helper', unit: { code: 'H002' } } });
    expect((await login('H002', 'helper')).result).toBe(0);
    try {
      await h.db.prisma.user.update({ where: { id: user.id }, data: { status: 'DISABLED' } });
      expect((await login('H002', 'helper')).result).toBe(40102);
      await h.db.prisma.user.update({ where: { id: user.id }, data: { status: 'ENABLED', locked: true, lockedAt: new Date(), lockedReason: 'ADMIN' } });
      expect((await login('H002', 'helper')).result).toBe(40101);
    } finally {
      await h.db.prisma.user.update({ where: { id: user.id }, data: { status: 'ENABLED', locked: false, lockedAt: null, lockedReason: null } });
    }
    expect((await login('H002', 'helper')).result).toBe(0);
  });
});
