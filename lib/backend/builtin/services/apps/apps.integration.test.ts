/**
 * Application calls through the BFF: every field, steps, macro configuration, and opening an
 * application for a unit through its steps: an automatic step calls a real HTTP server started
 * here (allow-listed for the egress client, as an operator would list it), its status is recorded,
 * a failure is retried; manual steps are completed, transferred, halted. A step on an address that
 * is not listed (security review row 4) is never called.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import type { AppRow, Opening, OpeningTaskRow } from '@/lib/contracts/apps';
import { egressAllowing } from '@/tests/support/egress';

let h: Harness;
let admin: Browser;
let appadmin: Browser;
let h001admin: Browser;
let server: http.Server;
let stepUrl: string;
const received: Record<string, unknown>[] = [];
let failNext = 1;
/** A service on loopback that is not allow-listed: what an internal admin endpoint looks like. */
let internal: http.Server;
let internalUrl: string;
const internalSeen: string[] = [];
const INTERNAL_ANSWER = 'INTERNAL-ANSWER-7f3a';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body || '{}') as Record<string, unknown>);
      if (failNext > 0) {
        failNext--;
        res.writeHead(500, { 'content-type': 'text/plain' }).end('database not ready');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: 0, msg: 'provisioned', retVal: { tenant: 'T-1' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stepUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/provision`;
  internal = http.createServer((req, res) => {
    internalSeen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: 0, msg: INTERNAL_ANSWER, retVal: { password: INTERNAL_ANSWER } }));
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', () => resolve()));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  h = await createHarness({ egress: egressAllowing(stepUrl) });
  [admin, appadmin, h001admin] = await Promise.all([signIn('HQ', 'admin'), signIn('HQ', 'appadmin'), signIn('H001', 'h001admin')]);
});
afterAll(async () => {
  await h?.close();
  await Promise.all([server, internal].map((s) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))));
});

describe('applications', () => {
  it('keeps every field, validates them, and is the application administrator’s', async () => {
    const app = okOf(
      await appadmin.api<AppRow>('POST', '/app/save', {
        body: { code: 'HR', name: '人事', descript: '人力资源', remark: '招聘与考勤', thirdParty: true, type: 'BUSINESS', href: 'https://hr.example.com', navMode: 'DUAL', authEnabled: true, authCode: 'HR-AUTH', mobile: true, exitApi: 'https://hr.example.com/logout', sso: true, sort: 80 },
      }),
    );
    expect(app).toMatchObject({ code: 'HR', navMode: 'DUAL', thirdParty: true, authEnabled: true, authCode: 'HR-AUTH', mobile: true, exitApi: 'https://hr.example.com/logout', steps: 0 });
    const bad = await appadmin.api<{ fields: Record<string, string[]> }>('POST', '/app/save', { body: { code: 'bad code', descript: '', navMode: 'SIDE', href: 'ftp://x' } });
    refusedWith(bad, 40000);
    expect(Object.keys(bad.body.retVal.fields).sort()).toEqual(['code', 'descript', 'href', 'navMode']);
    refusedWith(await appadmin.api('POST', '/app/save', { body: { code: 'UC', descript: '重复' } }), 40902);
    refusedWith(await h001admin.api('POST', '/app/save', { body: { code: 'X1', descript: 'x' } }), 40300);
    const list = okOf(await h001admin.api<{ datas: AppRow[] }>('POST', '/app/apps', { body: { code: 'HR' } }));
    expect(list.datas.map((a) => a.code)).toEqual(['HR']);
    refusedWith(await appadmin.api('DELETE', `/app/${(await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'UC' } })).id}`), 40903);
  });

  it('keeps macro configurations', async () => {
    const hr = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'HR' } });
    const m = okOf(await appadmin.api<{ id: number }>('POST', '/app/macroConfig', { body: { appId: hr.id, macroCode: 'PAGE_SIZE', config: '20', type: 'NUMBER', sort: 1 } }));
    refusedWith(await appadmin.api('POST', '/app/macroConfig', { body: { appId: hr.id, macroCode: 'PAGE_SIZE', config: '30' } }), 40902);
    okOf(await appadmin.api('POST', '/app/macroConfig', { body: { id: m.id, appId: hr.id, macroCode: 'PAGE_SIZE', config: '30', state: 'DISABLED' } }));
    const page = okOf(await appadmin.api<{ datas: { config: string; state: string }[] }>('POST', '/app/macroConfigs', { body: { appId: hr.id } }));
    expect(page.datas).toEqual([expect.objectContaining({ config: '30', state: 'DISABLED' })]);
    refusedWith(await h001admin.api('POST', '/app/macroConfig', { body: { appId: hr.id, macroCode: 'X', config: '1' } }), 40300);
  });

  it('keeps opening steps: an automatic one needs its address', async () => {
    const hr = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'HR' } });
    refusedWith(await appadmin.api('POST', '/app/step', { body: { appId: hr.id, order: 1, name: '开通租户', executor: 'AUTO' } }), 40000);
    okOf(await appadmin.api('POST', '/app/step', { body: { appId: hr.id, order: 1, name: '开通租户', executor: 'AUTO', url: stepUrl } }));
    okOf(await appadmin.api('POST', '/app/step', { body: { appId: hr.id, order: 2, name: '确认组织架构', executor: 'MANUAL', url: '/unit/admin-departs' } }));
    refusedWith(await appadmin.api('POST', '/app/step', { body: { appId: hr.id, order: 2, name: '重复顺序', executor: 'MANUAL' } }), 40000);
    expect(okOf(await appadmin.api<{ name: string }[]>('GET', '/app/steps', { query: { appId: String(hr.id) } })).map((s) => s.name)).toEqual(['开通租户', '确认组织架构']);
  });
});

describe('opening an application for a unit', () => {
  it('runs the automatic step, records its answer, retries it, waits for the manual one, then opens', async () => {
    const [hr, h002] = await Promise.all([h.db.prisma.application.findUniqueOrThrow({ where: { code: 'HR' } }), h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } })]);
    const opening = okOf(await admin.api<Opening>('POST', '/open/open', { body: { unitId: h002.id, appId: hr.id } }));
    expect(opening).toMatchObject({ status: 'OPENING', tasks: 2, complete: 0, unknown: 1 });
    expect(received[0]).toMatchObject({ unitCode: 'H002', appCode: 'HR', stepOrder: 1 });
    const tasks = okOf(await admin.api<{ datas: OpeningTaskRow[] }>('POST', '/open/tasks', { body: { unitId: h002.id, appId: hr.id } })).datas;
    const [auto, manual] = tasks;
    // The status only: the answer's text ('database not ready') is not kept.
    expect(auto).toMatchObject({ state: 'UNKNOWN', attempts: 1, lastError: 'HTTP 500' });
    expect(manual).toMatchObject({ state: 'NOT_STARTED' });
    // Not yet signable: the unit's entry is still opening.
    expect((await h.db.prisma.unitApplication.findFirstOrThrow({ where: { unitId: h002.id, appId: hr.id } })).status).toBe('OPENING');

    const retried = okOf(await admin.api<OpeningTaskRow>('POST', '/open/task/retry', { body: { id: auto!.id } }));
    expect(retried).toMatchObject({ state: 'COMPLETE', attempts: 2, lastError: '' });
    const logs = okOf(await admin.api<{ action: string; message: string }[]>('GET', '/open/task/logs', { query: { taskId: String(auto!.id) } }));
    expect(logs.map((l) => l.action)).toEqual(['OPEN', 'FAIL', 'RETRY', 'COMPLETE']);
    expect(logs.map((l) => l.message)).toEqual(expect.arrayContaining(['HTTP 500', 'HTTP 200']));
    expect(JSON.stringify(logs)).not.toMatch(/database not ready|provisioned|T-1/);
    expect((await h.db.prisma.openingTask.findUniqueOrThrow({ where: { id: manual!.id } })).state).toBe('PROCESSING');

    const hqadmin = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'hqadmin' } });
    expect(okOf(await admin.api<OpeningTaskRow>('POST', '/open/task/transform', { body: { id: manual!.id, userId: hqadmin.id } })).transferredTo).toBe('hqadmin');
    okOf(await admin.api('POST', '/open/task/halt', { body: { id: manual!.id, halted: true } }));
    refusedWith(await admin.api('POST', '/open/task/complete', { body: { id: manual!.id } }), 40904);
    okOf(await admin.api('POST', '/open/task/halt', { body: { id: manual!.id, halted: false } }));
    okOf(await admin.api('POST', '/open/task/complete', { body: { id: manual!.id, message: '已核对' } }));
    refusedWith(await admin.api('POST', '/open/task/complete', { body: { id: manual!.id } }), 40904);

    const done = okOf(await admin.api<{ datas: Opening[] }>('POST', '/open/list', { body: { unitId: h002.id, appId: hr.id } })).datas[0]!;
    expect(done).toMatchObject({ status: 'ENABLED', tasks: 2, complete: 2 });
    refusedWith(await admin.api('POST', '/open/open', { body: { unitId: h002.id, appId: hr.id } }), 40904);
  });

  it('runs the seeded built-in steps, and refuses another unit’s tasks to a hotel administrator', async () => {
    const [demo, h003, h001] = await Promise.all([
      h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } }),
      h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H003' } }),
      h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } }),
    ]);
    const opening = okOf(await admin.api<Opening>('POST', '/open/open', { body: { unitId: h003.id, appId: demo.id } }));
    expect(opening).toMatchObject({ tasks: 2, complete: 1 });
    // The built-in step's result is logged as words in the reader's language (was "demo data ready, menus: 12").
    const done = okOf(await admin.api<{ datas: OpeningTaskRow[] }>('POST', '/open/tasks', { body: { unitId: h003.id, appId: demo.id, state: 'COMPLETE' } })).datas[0]!;
    const doneLogs = okOf(await admin.api<{ message: string }[]>('GET', '/open/task/logs', { query: { taskId: String(done.id) } }));
    expect(doneLogs.map((l) => l.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^演示数据已就绪，菜单 \d+ 个$/)]));
    const task = okOf(await admin.api<{ datas: OpeningTaskRow[] }>('POST', '/open/tasks', { body: { unitId: h003.id, appId: demo.id, state: 'PROCESSING' } })).datas[0]!;
    // The hotel administrator of H001 holds no opening rights at all, nor H003.
    refusedWith(await h001admin.api('POST', '/open/task/complete', { body: { id: task.id } }), 40300);
    refusedWith(await h001admin.api('POST', '/open/open', { body: { unitId: h001.id, appId: demo.id } }), 40300);
    const batch = okOf(await admin.api('POST', '/open/task/batch', { body: { ids: [task.id], action: 'COMPLETE' } }));
    expect(batch).toEqual({ done: 1, refused: 0 });
    expect((await h.db.prisma.unitApplication.findFirstOrThrow({ where: { unitId: h003.id, appId: demo.id } })).status).toBe('ENABLED');
  });

  it('completes a task only once when two operators press at once', async () => {
    const [hr, s001] = await Promise.all([h.db.prisma.application.findUniqueOrThrow({ where: { code: 'HR' } }), h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'S001' } })]);
    failNext = 0;
    okOf(await admin.api('POST', '/open/open', { body: { unitId: s001.id, appId: hr.id } }));
    const manual = (await h.db.prisma.openingTask.findFirstOrThrow({ where: { unitId: s001.id, appId: hr.id, state: 'PROCESSING' } }));
    const other = await signIn('HQ', 'support');
    const results = await Promise.all([admin.api('POST', '/open/task/complete', { body: { id: manual.id } }), other.api('POST', '/open/task/complete', { body: { id: manual.id } })]);
    expect(results.map((r) => r.body.result).sort()).toEqual([0, 40904]);
    expect(await h.db.prisma.openingTaskLog.count({ where: { taskId: manual.id, action: 'COMPLETE' } })).toBe(1);
  });
});

describe('opening steps go through the egress policy (security review row 4)', () => {
  it('an automatic step on a loopback address is never called; the task and its log keep a short reason only', async () => {
    const app = okOf(await appadmin.api<AppRow>('POST', '/app/save', { body: { code: 'PROBE', descript: '内网探测' } }));
    const step = okOf(await appadmin.api<{ id: number }>('POST', '/app/step', { body: { appId: app.id, order: 1, name: '探测', executor: 'AUTO', url: `${internalUrl}/admin/users` } }));
    const h002 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } });

    const opening = okOf(await admin.api<Opening>('POST', '/open/open', { body: { unitId: h002.id, appId: app.id } }));
    expect(opening).toMatchObject({ status: 'OPENING', complete: 0, unknown: 1 });
    const [task] = okOf(await admin.api<{ datas: OpeningTaskRow[] }>('POST', '/open/tasks', { body: { unitId: h002.id, appId: app.id } })).datas;
    expect(task).toMatchObject({ state: 'UNKNOWN', lastError: 'blocked_address' });
    // The other forms an address on loopback takes, each saved on the step and retried.
    for (const url of [internalUrl.replace('127.0.0.1', '2130706433'), internalUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]'), internalUrl.replace('127.0.0.1', 'localhost')]) {
      okOf(await appadmin.api('POST', '/app/step', { body: { id: step.id, appId: app.id, order: 1, name: '探测', executor: 'AUTO', url } }));
      expect(okOf(await admin.api<OpeningTaskRow>('POST', '/open/task/retry', { body: { id: task!.id } })), url).toMatchObject({ state: 'UNKNOWN', lastError: 'blocked_address' });
    }
    expect(internalSeen).toEqual([]);
    const logs = okOf(await admin.api<{ action: string; message: string }[]>('GET', '/open/task/logs', { query: { taskId: String(task!.id) } }));
    expect(logs.filter((l) => l.action === 'FAIL').map((l) => l.message)).toEqual(Array(4).fill('blocked_address'));
    const everything = JSON.stringify([logs, await h.db.prisma.openingTaskLog.findMany(), await h.db.prisma.openingTask.findMany()]);
    expect(everything).not.toContain(INTERNAL_ANSWER);
  });
});
