/**
 * Console calls given ids that do not name what the caller means (issue 17 rows 7 and 8): an id
 * written as `true`, hex, an exponent or with spaces is refused (40000 naming the field) instead of
 * being read as another row's id, and a unit id that does not exist is the caller's mistake
 * (40000/40400), never a foreign-key failure answered 500. Nothing is written either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, signIn } from '@/tests/support/console';
import type { Browser, BffResponse } from '@/tests/support/bff-client';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin] = await Promise.all([signIn('HQ', 'admin'), signIn('H001', 'h001admin')]);
}, 120_000);
afterAll(async () => h?.close());

const fieldsOf = (res: BffResponse): string[] => Object.keys((res.body.retVal as { fields?: Record<string, string[]> } | null)?.fields ?? {});

/** Refused as input: 400, 40000, the field named, a message in the caller's language. */
function refusedNaming(res: BffResponse, field: string): void {
  expect(res.status, res.body.msg).toBe(400);
  expect(res.body.result).toBe(40000);
  expect(fieldsOf(res)).toContain(field);
  expect(res.body.msg).toContain(field);
}

type UserPage = { datas: { code: string; unitCode?: string }[]; totalRows: number };

describe('ids are integers written as integers', () => {
  it.each([
    ['true', true],
    ['"0x10"', '0x10'],
    ['"1e3"', '1e3'],
    ['" 1"', ' 1'],
    ['"+1"', '+1'],
    ['"1.0"', '1.0'],
    ['1.5', 1.5],
    ['""', ''],
    ['null', null],
    ['[1]', [1]],
  ])('POST /org/users {"unitId": %s} is refused naming unitId, and lists nobody', async (_label, unitId) => {
    const res = await h001admin.api<UserPage>('POST', '/org/users', { body: { unitId } });
    refusedNaming(res, 'unitId');
    expect(res.body.retVal).not.toHaveProperty('datas');
  });

  it('the same unit as a JSON integer and as decimal text (a query string) lists the same users', async () => {
    const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    const asNumber = okOf(await h001admin.api<UserPage>('POST', '/org/users', { body: { unitId: h001.id } }));
    const asText = okOf(await h001admin.api<UserPage>('POST', '/org/users', { body: { unitId: String(h001.id) } }));
    expect(asNumber.totalRows).toBeGreaterThan(0);
    expect(asText).toEqual(asNumber);
  });

  it('a path id in hex or with an exponent is refused, its decimal digits are taken', async () => {
    const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    for (const id of ['0x10', '1e3', '1.0', '%201', '-1']) refusedNaming(await admin.api('GET', `/org/unit/${id}/app`), 'id');
    expect(Array.isArray(okOf(await admin.api('GET', `/org/unit/${h001.id}/app`)))).toBe(true);
  });

  it('offsets and page sizes take decimal text from a query but not true, hex or exponents', async () => {
    const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    for (const [field, value] of [
      ['pageSize', true],
      ['pageSize', '0x10'],
      ['firstResult', '1e3'],
      ['firstResult', true],
    ] as const) {
      refusedNaming(await admin.api('POST', '/org/users', { body: { unitId: h001.id, [field]: value } }), field);
    }
    const page = okOf(await admin.api<UserPage>('POST', '/org/users', { body: { unitId: h001.id, firstResult: '1', pageSize: '2' } }));
    expect(page.datas.length).toBeLessThanOrEqual(2);
    expect(page.totalRows).toBeGreaterThan(page.datas.length);
  });
});

describe('a unit id that does not exist', () => {
  const MISSING = 999_999;
  /** The nine calls that reached a foreign-key violation and answered 500 (security review row 7). */
  const calls: [string, 'GET' | 'POST', string, () => Promise<Record<string, unknown>>][] = [
    ['saveUnitOption', 'POST', '/sysOption/saveUnitOption', async () => ({ unitId: MISSING, code: 'probe.option', value: '1' })],
    ['findDeparts', 'GET', '/org/findDeparts', async () => ({ unitId: String(MISSING) })],
    ['batchDeparts', 'POST', '/org/batchDeparts', async () => ({ unitId: MISSING, items: [{ code: 'PROBE01', name: 'probe' }] })],
    ['pms/saveMappings', 'POST', '/pms/saveMappings', async () => ({ unitId: MISSING, pmsHotelCode: 'PROBE', items: [{ pmsUserCode: 'probe01' }] })],
    ['role/list', 'POST', '/role/list', async () => ({ unitId: MISSING })],
    ['role/batchRoles', 'POST', '/role/batchRoles', async () => ({ unitId: MISSING, items: [{ code: 'PROBE_ROLE', descript: 'probe' }] })],
    [
      'canaryMenuConfigs/add',
      'POST',
      '/resource/canaryMenuConfigs/add',
      async () => {
        const menu = await h.db.prisma.resource.findFirstOrThrow({ where: { kind: 'MENU', address: { not: null } } });
        return { resourceId: menu.id, unitId: MISSING, address: '/demo/probe' };
      },
    ],
    [
      'open/open',
      'POST',
      '/open/open',
      async () => ({ unitId: MISSING, appId: (await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'CRM' } })).id }),
    ],
    [
      'org/unit/{id}/app',
      'POST',
      `/org/unit/${MISSING}/app`,
      async () => ({ appId: (await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'CRM' } })).id }),
    ],
  ];

  it.each(calls)('%s: refused as input (4xx in the envelope), never 500, nothing written', async (_name, method, path, input) => {
    const before = await rowCounts();
    const body = await input();
    const res = method === 'GET' ? await admin.api(method, path, { query: body as Record<string, string> }) : await admin.api(method, path, { body });
    expect(res.status, res.body.msg).toBeLessThan(500);
    expect([40000, 40400]).toContain(res.body.result);
    // PostgreSQL names the constraint's column; SQLite does not say which key failed.
    if (h.db.provider === 'postgresql' && res.body.result === 40000) expect(fieldsOf(res)).toContain('unitId');
    expect(await rowCounts()).toEqual(before);
  });
});

async function rowCounts() {
  const p = h.db.prisma;
  const [options, depts, pms, roles, canaries, openings, unitApps] = await Promise.all([
    p.systemOption.count(),
    p.department.count(),
    p.pmsUserMapping.count(),
    p.role.count(),
    p.canaryMenuConfig.count(),
    p.openingTask.count(),
    p.unitApplication.count(),
  ]);
  return { options, depts, pms, roles, canaries, openings, unitApps };
}
