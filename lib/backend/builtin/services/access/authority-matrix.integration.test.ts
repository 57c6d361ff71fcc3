/**
 * The authority matrix, generated from the declarations (docs/decisions/090): every console call
 * (and every other endpoint that names a permission), tried by an anonymous browser, an ordinary
 * user, H001's hotel administrator against H002's records and units, and the group's application
 * administrator against a unit outside the group, each input aimed at the other unit through the
 * fields the call declares. Every try must be refused with the expected code, and the database must
 * be the same afterwards. A new call is covered by its declaration, without a test of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import { signIn, UC_HOST } from '@/tests/support/console';
import { changedTables, snapshotDatabase } from '@/tests/support/db-snapshot';
import { NO_SAMPLE, sampleOf, unwrap } from '@/tests/support/zod-sample';
import { consoleCalls } from '@/lib/contracts/console';
import type { ConsoleCall } from '@/lib/contracts/console-call';
import type { Permission } from '@/lib/contracts/permissions';
import { isUndeclared, type RecordKind, type ScopeRef } from '@/lib/contracts/scope';
import { endpointsFor } from '@/lib/bff/endpoints';
import type { Endpoint } from '@/lib/bff/endpoint';
import { ErrorCode } from '@/lib/errors/codes';
import { flushLoginWrites } from '@/lib/backend/builtin/services/auth/login-write-behind';

let h: Harness;

/** Kinds owned by no unit: a field naming one never crosses a unit boundary. */
const PLATFORM_KINDS = new Set<RecordKind>(['app', 'appCode', 'appStep', 'macro', 'codeBox', 'domain']);

/** Inputs the generic sampler cannot guess (object-level rules). */
const SAMPLES: Record<string, Record<string, unknown>> = {
  createLoginLimit: { type: 'ALLOW', startTime: '08:00' },
  updateLoginLimit: { type: 'ALLOW', startTime: '08:00' },
};

interface Declared {
  name: string;
  method: string;
  path: string;
  permission: string | null;
  refs: readonly ScopeRef[];
  input: z.ZodType;
}

/** Every declared call: the console's, and the other endpoints that name a permission. */
function declaredCalls(): Declared[] {
  const fromConsole = Object.entries(consoleCalls as Record<string, ConsoleCall>).map(([name, c]) => ({ name, method: c.method, path: c.path, permission: c.permission, refs: c.scope.refs, input: c.input }));
  const consolePaths = new Set(fromConsole.map((c) => `${c.method} ${c.path}`));
  const others = (['uc', 'message', 'translate'] as const)
    .flatMap((base) => endpointsFor(base).map((e) => ({ base, e: e as Endpoint })))
    .filter(({ e }) => e.permission !== undefined && !consolePaths.has(`${e.method} ${e.path}`))
    .map(({ base, e }) => ({ name: `${base}:${e.method} ${e.path}`, method: e.method, path: e.path, permission: e.permission ?? null, refs: e.scope?.refs ?? [], input: e.input }));
  return [...fromConsole, ...others];
}

/** One record of every kind in `unitCode`, made here when the demo data has none. */
async function recordsOf(unitCode: string): Promise<Record<RecordKind, number | string>> {
  const db = h.db.prisma;
  const unit = await db.unit.findUniqueOrThrow({ where: { code: unitCode } });
  const by = 'matrix';
  const demo = await db.application.findUniqueOrThrow({ where: { code: 'DEMO' }, include: { steps: true } });
  const dept = (await db.department.findFirst({ where: { unitId: unit.id } })) ?? (await db.department.create({ data: { unitId: unit.id, code: 'MX', name: 'matrix', createdBy: by } }));
  const user =
    (await db.user.findFirst({ where: { unitId: unit.id, type: 'ORDINARY' } })) ??
    (await db.user.create({ data: { unitId: unit.id, code: 'mx_user', name: 'matrix', passwordHash: 'x', mobile: '13900000999', createdBy: by } }));
  const group = await db.roleGroup.create({ data: { unitId: unit.id, descript: 'matrix', createdBy: by } });
  const role = await db.role.create({ data: { unitId: unit.id, code: `MX_${unitCode}`, descript: 'matrix', groupId: group.id, createdBy: by } });
  const tag = await db.managedTag.create({ data: { unitId: unit.id, code: `MX_${unitCode}`, name: 'matrix' } });
  const dataGroup = await db.dataAuthGroup.create({ data: { unitId: unit.id, code: `MX_${unitCode}`, name: 'matrix' } });
  const resource = await db.resource.create({ data: { appId: demo.id, code: `mx_${unitCode.toLowerCase()}`, name: 'matrix', title: 'matrix', kind: 'MENU', level: 1, address: '/mx', ownerUnitId: unit.id } });
  const canary = await db.canaryMenuConfig.create({ data: { resourceId: resource.id, unitId: unit.id, address: '/mx-canary' } });
  const task = await db.openingTask.create({ data: { unitId: unit.id, appId: demo.id, stepId: demo.steps[0]!.id, executor: 'MANUAL' } });
  const pms = await db.pmsUserMapping.create({ data: { unitId: unit.id, pmsHotelCode: 'MX', pmsUserCode: `mx_${unitCode}` } });
  const ipGroup = await db.ipWhiteGroup.create({ data: { unitId: unit.id, name: 'matrix', ipRanges: '10.0.0.1' } });
  const exempt = await db.loginExemptUser.create({ data: { unitId: unit.id, userId: user.id, kind: 'IP' } });
  const sms = await db.loginSmsUser.create({ data: { unitId: unit.id, userId: user.id } });
  const limit = await db.loginLimit.create({ data: { unitId: unit.id, type: 'ALLOW', startTime: '08:00' } });
  const binding = await db.thirdPartyBinding.create({ data: { userId: user.id, openId: `mx-${unitCode}` } });
  const option = await db.systemOption.create({ data: { unitId: unit.id, code: 'MX_OPTION', value: '1' } });
  const opLog = await db.operationLog.create({ data: { unitId: unit.id, actorCode: by, treeType: 'ROLE_TREE', action: 'UPDATE' } });
  const style = await db.styleResource.create({ data: { unitId: unit.id, kind: 'CSS', code: `mx-${unitCode.toLowerCase()}`, name: 'matrix', contentType: 'text/css', sha256: 'x', content: 'a{}' } });
  const message = await db.message.create({ data: { messageTitle: 'matrix', messageText: '', messageType: 'NOTICE', srcUserId: user.id, srcUserCode: user.code, targetUnitId: unit.id, targetKind: 'UNIT' } });
  const [step, macro, codeBox, domain] = await Promise.all([
    db.applicationStep.findFirstOrThrow(),
    db.macroConfig.findFirstOrThrow(),
    // The demo data holds no dictionary entry (update history is unset until an operator sets it): one of the test's own.
    db.dictionaryEntry.upsert({ where: { appCode_code: { appCode: 'GC', code: 'MX_ENTRY' } }, update: {}, create: { appCode: 'GC', code: 'MX_ENTRY', value: '/blank', isHalt: false } }),
    db.domainSetting.findFirstOrThrow(),
  ]);
  return {
    unit: unit.id,
    unitUuid: unit.uuid,
    unitCode: unit.code,
    unitParent: unit.id,
    pickerUnit: unit.id,
    user: user.id,
    dept: dept.id,
    role: role.id,
    grantableRole: role.id,
    roleUuid: role.uuid,
    roleGroup: group.id,
    tag: tag.id,
    dataAuthGroup: dataGroup.id,
    resource: resource.id,
    canary: canary.id,
    app: demo.id,
    appCode: demo.code,
    appStep: step.id,
    macro: macro.id,
    task: task.id,
    pmsMapping: pms.id,
    wechatBinding: binding.id,
    ipWhiteGroup: ipGroup.id,
    exemptUser: exempt.id,
    smsUser: sms.id,
    loginLimit: limit.id,
    systemOption: option.id,
    operationLog: opLog.id,
    codeBox: codeBox.id,
    domain: domain.id,
    style: style.id,
    message: message.id,
  };
}

/** A valid input whose declared fields all name `records` (arrays where the field takes a list). */
function aimedInput(call: Declared, records: Record<RecordKind, number | string>): Record<string, unknown> {
  const base = sampleOf(call.input);
  const input: Record<string, unknown> = { ...(base === NO_SAMPLE || typeof base !== 'object' || base === null ? {} : base), ...SAMPLES[call.name] };
  const shape = (unwrap(call.input) as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  for (const ref of call.refs) {
    const value = records[ref.kind];
    const field = shape[ref.field];
    input[ref.field] = field && field.safeParse([value]).success && !field.safeParse(value).success ? [value] : value;
  }
  return input;
}

const crossesUnits = (call: Declared) => call.refs.some((r) => !r.existsOnly && !PLATFORM_KINDS.has(r.kind));

/** Fills the path's :params from the input, as the browser's client does. */
function request(call: Declared, input: Record<string, unknown>): { path: string; query?: Record<string, string>; body?: unknown } {
  const rest = { ...input };
  const path = call.path.replace(/:(\w+)/g, (_m, p: string) => {
    const v = rest[p];
    delete rest[p];
    return encodeURIComponent(String(v));
  });
  if (call.method === 'GET' || call.method === 'DELETE') {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) query[k] = Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return { path, query };
  }
  return { path, body: rest };
}

async function call(browser: Browser, c: Declared, input: Record<string, unknown>): Promise<number> {
  const { path, query, body } = request(c, input);
  const base = c.name.includes(':') ? (c.name.split(':')[0] as 'uc' | 'message' | 'translate') : 'uc';
  const res = await browser.api(c.method as 'GET', path, { query, body, base });
  return res.body.result;
}

interface Caller {
  label: string;
  browser: () => Browser;
  permissions: () => ReadonlySet<Permission>;
  /** The unit whose records the caller's inputs name. */
  target: string;
  /** At least this many tries hold the permission: the unit boundary alone must refuse them. */
  minBoundary: number;
}

let anonymous: Browser;
let frontdesk: Browser;
let h001admin: Browser;
let appadmin: Browser;
const held = new Map<string, ReadonlySet<Permission>>();
const records = new Map<string, Record<RecordKind, number | string>>();

beforeAll(async () => {
  h = await createHarness();
  [frontdesk, h001admin, appadmin] = await Promise.all([signIn('H001', 'frontdesk'), signIn('H001', 'h001admin'), signIn('HQ', 'appadmin')]);
  anonymous = new Browser(UC_HOST);
  for (const [label, b] of [['frontdesk', frontdesk], ['h001admin', h001admin], ['appadmin', appadmin]] as const) {
    const res = await b.api<{ permissions: Permission[] }>('GET', '/user/consoleAccess');
    held.set(label, new Set(res.body.retVal.permissions));
  }
  // H002 is another hotel of the same group; SUP01 a supplier outside the group (HQ administers its hotels).
  records.set('H002', await recordsOf('H002'));
  records.set('SUP01', await recordsOf('SUP01'));
  // The sign-ins' last-login rows are written behind: settled before any snapshot.
  await flushLoginWrites(h.db.prisma);
}, 180_000);
afterAll(async () => h?.close());

const CALLERS: Caller[] = [
  { label: 'an ordinary user (H001/frontdesk)', browser: () => frontdesk, permissions: () => held.get('frontdesk')!, target: 'H002', minBoundary: 1 },
  { label: 'a hotel administrator (H001/h001admin) against H002', browser: () => h001admin, permissions: () => held.get('h001admin')!, target: 'H002', minBoundary: 60 },
  { label: 'an application administrator (HQ/appadmin) against SUP01', browser: () => appadmin, permissions: () => held.get('appadmin')!, target: 'SUP01', minBoundary: 10 },
];

describe('the authority matrix, from the declarations', () => {
  it('every declared call has a scope (refs, or a one-line reason); one without it does not run, even for a super administrator', async () => {
    const consoleMissing = Object.entries(consoleCalls as Record<string, ConsoleCall>).filter(([, c]) => c.scope.refs.length === 0 && !c.scope.why);
    const endpointMissing = (['uc', 'message', 'translate'] as const).flatMap((b) => endpointsFor(b)).filter((e) => e.permission !== undefined && isUndeclared(e.scope));
    expect([...consoleMissing.map(([n]) => n), ...endpointMissing.map((e) => e.path)]).toEqual([]);
    expect(declaredCalls().length).toBeGreaterThanOrEqual(Object.keys(consoleCalls).length + 6);

    // Deny by default: the authority check refuses a permission without a declared scope.
    const login = await h.backend.auth.ssoLogin(h.call(), { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026', appCode: 'SSO' } as never);
    await flushLoginWrites(h.db.prisma);
    const ctx = h.call({ token: login.jwtToken, appCode: 'UC', host: UC_HOST });
    await expect(h.backend.access.authorize(ctx, { call: 'POST /undeclared', permission: 'uc:user:list', input: {} })).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    await expect(h.backend.access.authorize(ctx, { call: 'POST /declared', permission: 'uc:user:list', scope: { refs: [], why: 'test' }, input: {} })).resolves.toBeUndefined();
  });

  it('an anonymous browser is refused every call (50001) and changes nothing', async () => {
    const before = await snapshotDatabase(h.db.prisma);
    const wrong: string[] = [];
    for (const c of declaredCalls()) {
      const result = await call(anonymous, c, aimedInput(c, records.get('H002')!));
      if (result !== ErrorCode.SESSION_INVALID) wrong.push(`${c.name}: ${result}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshotDatabase(h.db.prisma))).toEqual([]);
  });

  for (const caller of CALLERS) {
    it(`${caller.label}: every call aimed at another unit is refused (40300) and changes nothing`, async () => {
      const before = await snapshotDatabase(h.db.prisma);
      const wrong: string[] = [];
      let tried = 0;
      let boundary = 0;
      for (const c of declaredCalls()) {
        const holds = c.permission === null || caller.permissions().has(c.permission as Permission);
        // With the permission and nothing that names a unit, the call is not aimed at anyone else.
        if (holds && !crossesUnits(c)) continue;
        tried++;
        if (holds) boundary++;
        const result = await call(caller.browser(), c, aimedInput(c, records.get(caller.target)!));
        if (result !== ErrorCode.FORBIDDEN) wrong.push(`${c.name} (${holds ? 'holds the permission' : 'lacks it'}): ${result}`);
      }
      expect(wrong).toEqual([]);
      expect(tried).toBeGreaterThan(20);
      // Calls the caller may make, refused only because they name another unit's data.
      expect(boundary).toBeGreaterThanOrEqual(caller.minBoundary);
      expect(changedTables(before, await snapshotDatabase(h.db.prisma))).toEqual([]);
    });
  }

});
