/** The pickers' group list through the BFF (/remote/groupsOfCondition): groups and alliances of the caller's units only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn, signInConsoleUsers } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let hqadmin: Browser;

type Group = { id: number; code: string; name: string; kind: string };
const groups = async (b: Browser, body: Record<string, unknown> = {}) => okOf(await b.api<Group[]>('POST', '/remote/groupsOfCondition', { body }));
const codes = (rows: Group[]) => rows.map((g) => g.code);

beforeAll(async () => {
  h = await createHarness();
  [[admin, h001admin, frontdesk], hqadmin] = await Promise.all([signInConsoleUsers(), signIn('HQ', 'hqadmin')]);
});
afterAll(async () => h?.close());

describe('groups of a condition (/remote/groupsOfCondition)', () => {
  it('lists the groups, and the alliances when asked, in their order, searched by code or name', async () => {
    const hq = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } });
    expect(await groups(admin)).toEqual([{ id: hq.id, code: 'HQ', name: '锦程酒店集团', kind: 'GROUP' }]);
    const withAlliances = await groups(admin, { withAlliances: true });
    expect(withAlliances.map((g) => [g.code, g.kind])).toEqual([
      ['ALLY', 'ALLIANCE'],
      ['HQ', 'GROUP'],
    ]);
    // Hotels, stores, suppliers and the other units are never offered as groups.
    expect(codes(await groups(admin, { keyword: '锦程' }))).toEqual(['HQ']);
    expect(codes(await groups(admin, { keyword: '联盟', withAlliances: true }))).toEqual(['ALLY']);
    expect(codes(await groups(admin, { keyword: 'hq' }))).toEqual(['HQ']);
    expect(await groups(admin, { keyword: '联盟' })).toEqual([]);
  });

  it('offers only the groups the caller administers', async () => {
    // HQ's unit administrator administers HQ and its hotels, not the alliance above it.
    expect(codes(await groups(hqadmin, { withAlliances: true }))).toEqual(['HQ']);
    // A hotel administrator administers no group at all.
    expect(await groups(h001admin, { withAlliances: true })).toEqual([]);
  });

  it('refuses bad input and a caller without a picker’s right', async () => {
    const long = await admin.api<{ fields: Record<string, string[]> }>('POST', '/remote/groupsOfCondition', { body: { keyword: 'k'.repeat(61) } });
    refusedWith(long, 40000);
    expect(long.body.msg).not.toBe('');
    expect(Object.keys(long.body.retVal.fields)).toEqual(['keyword']);
    const flag = await admin.api<{ fields: Record<string, string[]> }>('POST', '/remote/groupsOfCondition', { body: { withAlliances: 'sometimes' } });
    refusedWith(flag, 40000);
    expect(Object.keys(flag.body.retVal.fields)).toEqual(['withAlliances']);
    refusedWith(await frontdesk.api('POST', '/remote/groupsOfCondition', { body: {} }), 40300);
  });
});
