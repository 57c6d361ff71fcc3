/**
 * Opening tasks added and corrected by hand through the BFF (/open/task/add, /open/task/update): the
 * row, its task log and its audit row, refusals that change nothing, two adds of one step at once,
 * and unit boundaries for a hotel administrator who holds the opening menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn, signInConsoleUsers } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import type { OpeningTaskRow } from '@/lib/contracts/apps';

let h: Harness;
let admin: Browser;
let appadmin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let H001: number;
let H002: number;
let H003: number;

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;
const appId = async (code: string) => (await h.db.prisma.application.findUniqueOrThrow({ where: { code } })).id;
const stepOf = (app: string, order: number) => h.db.prisma.applicationStep.findFirstOrThrow({ where: { app: { code: app }, order } });
const taskAudits = (action?: string) => h.db.prisma.auditLog.count({ where: { objectType: 'OpeningTask', action } });
type TaskLog = { action: string; fromState: string; toState: string; actorCode: string; message: string };

beforeAll(async () => {
  h = await createHarness();
  // H001's administrator holds the opening menu (as a grant would give it) before their first call:
  // it confers the opening rights, while their scope stays their own hotel.
  const hotelAdmin = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'h001admin', unit: { code: 'H001' } } });
  const openMenu = await h.db.prisma.resource.findFirstOrThrow({ where: { name: 'uc_apply_open' } });
  expect(openMenu.permission).toBe('uc:open:list');
  await h.db.prisma.userResource.create({ data: { userId: hotelAdmin.id, resourceId: openMenu.id } });
  [[admin, h001admin, frontdesk], appadmin] = await Promise.all([signInConsoleUsers(), signIn('HQ', 'appadmin')]);
  [H001, H002, H003] = await Promise.all([unitId('H001'), unitId('H002'), unitId('H003')]);
});
afterAll(async () => h?.close());

describe('adding an opening task (/open/task/add)', () => {
  it('adds the task of a step of an application the unit has opened, with its log and audit row', async () => {
    const [crm, step] = await Promise.all([appId('CRM'), stepOf('CRM', 2)]);
    const task = okOf(await appadmin.api<OpeningTaskRow>('POST', '/open/task/add', { body: { unitId: H001, appId: crm, stepId: step.id } }));
    expect(task).toMatchObject({
      unitId: H001,
      unitCode: 'H001',
      unitName: '锦程国际大酒店',
      appId: crm,
      appCode: 'CRM',
      stepId: step.id,
      stepOrder: 2,
      stepName: '导入协议客户',
      url: '/crm/import-agreements',
      state: 'NOT_STARTED',
      executor: 'MANUAL',
      attempts: 0,
      transferredTo: '',
      halted: false,
      lastError: '',
      startedAt: '',
      completedAt: '',
    });
    expect(await h.db.prisma.openingTask.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ unitId: H001, appId: crm, stepId: step.id, createdBy: 'appadmin' });

    const logs = okOf(await appadmin.api<TaskLog[]>('GET', '/open/task/logs', { query: { taskId: String(task.id) } }));
    expect(logs).toEqual([expect.objectContaining({ action: 'OPEN', fromState: '', toState: 'NOT_STARTED', actorCode: 'appadmin' })]);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'OpeningTask', objectId: String(task.id), action: 'CREATE' } });
    expect(audit).toMatchObject({ actorCode: 'appadmin', unitId: H001, before: null });
    expect(JSON.parse(audit.after!)).toMatchObject({ id: task.id, unitCode: 'H001', stepName: '导入协议客户', state: 'NOT_STARTED' });

    const listed = okOf(await appadmin.api<{ datas: OpeningTaskRow[] }>('POST', '/open/tasks', { body: { unitId: H001, appId: crm } })).datas;
    expect(listed.map((t) => t.id)).toEqual([task.id]);
  });

  it('refuses a step of another application, an application the unit has not opened, a step added before and bad input, changing nothing', async () => {
    const [crm, pms, demoStep, crmStep1, crmStep2] = await Promise.all([appId('CRM'), appId('PMS'), stepOf('DEMO', 1), stepOf('CRM', 1), stepOf('CRM', 2)]);
    const [tasksBefore, auditsBefore, logsBefore] = await Promise.all([h.db.prisma.openingTask.count(), taskAudits(), h.db.prisma.openingTaskLog.count()]);

    const otherApp = await appadmin.api<{ fields: Record<string, string[]> }>('POST', '/open/task/add', { body: { unitId: H001, appId: crm, stepId: demoStep.id } });
    refusedWith(otherApp, 40000);
    expect(otherApp.body.msg).not.toBe('');
    expect(Object.keys(otherApp.body.retVal.fields)).toEqual(['stepId']);
    // H002 has never opened CRM.
    const notOpened = await appadmin.api<{ fields: Record<string, string[]> }>('POST', '/open/task/add', { body: { unitId: H002, appId: crm, stepId: crmStep1.id } });
    refusedWith(notOpened, 40000);
    expect(Object.keys(notOpened.body.retVal.fields)).toEqual(['appId']);
    const malformed = await appadmin.api<{ fields: Record<string, string[]> }>('POST', '/open/task/add', { body: { unitId: 'H001', appId: pms } });
    refusedWith(malformed, 40000);
    expect(malformed.body.msg).not.toBe('');
    expect(Object.keys(malformed.body.retVal.fields).sort()).toEqual(['stepId', 'unitId']);
    refusedWith(await appadmin.api('POST', '/open/task/add', { body: { unitId: H001, appId: crm, stepId: crmStep2.id } }), 40900);

    expect(await Promise.all([h.db.prisma.openingTask.count(), taskAudits(), h.db.prisma.openingTaskLog.count()])).toEqual([tasksBefore, auditsBefore, logsBefore]);
  });

  it('keeps one task when operators add the same step at once; the others are told it exists', async () => {
    const [crm, step] = await Promise.all([appId('CRM'), stepOf('CRM', 3)]);
    const body = { unitId: H001, appId: crm, stepId: step.id };
    // Five at once: on PostgreSQL several pass the existence check before the first row is written.
    const results = await Promise.all([appadmin, admin, appadmin, admin, h001admin].map((b) => b.api('POST', '/open/task/add', { body })));
    expect(results.map((r) => r.body.result).sort()).toEqual([0, 40900, 40900, 40900, 40900]);
    const rows = await h.db.prisma.openingTask.findMany({ where: { unitId: H001, stepId: step.id } });
    expect(rows).toHaveLength(1);
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'OpeningTask', objectId: String(rows[0]!.id), action: 'CREATE' } })).toBe(1);
    expect(await h.db.prisma.openingTaskLog.count({ where: { taskId: rows[0]!.id } })).toBe(1);
  });

  it('is refused without the opening right, and to a hotel administrator for another hotel', async () => {
    const [pms, step] = await Promise.all([appId('PMS'), stepOf('PMS', 1)]);
    const auditsBefore = await taskAudits();
    refusedWith(await frontdesk.api('POST', '/open/task/add', { body: { unitId: H001, appId: pms, stepId: step.id } }), 40300);
    // H002 has opened PMS; H001's administrator may not add to it.
    refusedWith(await h001admin.api('POST', '/open/task/add', { body: { unitId: H002, appId: pms, stepId: step.id } }), 40300);
    expect(await h.db.prisma.openingTask.count({ where: { unitId: { in: [H001, H002] }, appId: pms } })).toBe(0);
    expect(await taskAudits()).toBe(auditsBefore);
    // The same call for their own hotel goes through: the refusal above was the boundary.
    expect(okOf(await h001admin.api<OpeningTaskRow>('POST', '/open/task/add', { body: { unitId: H001, appId: pms, stepId: step.id } }))).toMatchObject({ unitCode: 'H001', appCode: 'PMS', appName: '酒店管理系统', stepOrder: 1 });
  });
});

describe('correcting a task’s state (/open/task/update)', () => {
  // Seeded: H003 is opening CRM; step 1 complete, step 2 processing (transferred, with an error), step 3 not started.
  const h003Task = async (order: number) => h.db.prisma.openingTask.findFirstOrThrow({ where: { unitId: H003, app: { code: 'CRM' }, step: { order } } });

  it('marks a stuck task unknown with the reason, logged and audited with the state before', async () => {
    const task = await h003Task(2);
    expect(task.state).toBe('PROCESSING');
    const updated = okOf(await admin.api<OpeningTaskRow>('POST', '/open/task/update', { body: { id: task.id, state: 'UNKNOWN', message: '等待酒店重新上传协议客户文件' } }));
    expect(updated).toMatchObject({ id: task.id, unitCode: 'H003', appCode: 'CRM', stepOrder: 2, state: 'UNKNOWN', lastError: '等待酒店重新上传协议客户文件', transferredTo: 'h003admin', completedAt: '' });

    const logs = okOf(await admin.api<TaskLog[]>('GET', '/open/task/logs', { query: { taskId: String(task.id) } }));
    expect(logs.at(-1)).toMatchObject({ action: 'UPDATE', fromState: 'PROCESSING', toState: 'UNKNOWN', actorCode: 'admin', message: '等待酒店重新上传协议客户文件' });
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'OpeningTask', objectId: String(task.id), action: 'UPDATE' } });
    expect(audit).toMatchObject({ actorCode: 'admin', unitId: H003 });
    expect(JSON.parse(audit.before!)).toMatchObject({ state: 'PROCESSING' });
    expect(JSON.parse(audit.after!)).toEqual({ state: 'UNKNOWN' });
  });

  it('completing by correction clears the error and moves the opening on until the application is open', async () => {
    const [second, third] = await Promise.all([h003Task(2), h003Task(3)]);
    const done = okOf(await admin.api<OpeningTaskRow>('POST', '/open/task/update', { body: { id: second.id, state: 'COMPLETE' } }));
    expect(done).toMatchObject({ state: 'COMPLETE', lastError: '' });
    expect(done.completedAt).not.toBe('');
    // The next (manual) step starts.
    expect((await h.db.prisma.openingTask.findUniqueOrThrow({ where: { id: third.id } })).state).toBe('PROCESSING');
    const entry = () => h.db.prisma.unitApplication.findFirstOrThrow({ where: { unitId: H003, app: { code: 'CRM' } } });
    expect((await entry()).status).toBe('OPENING');
    okOf(await admin.api('POST', '/open/task/update', { body: { id: third.id, state: 'COMPLETE', message: '验收通过' } }));
    expect((await entry()).status).toBe('ENABLED');
  });

  it('refuses an unknown state, a long message and an unknown task, changing nothing', async () => {
    const task = await h003Task(1);
    const [auditsBefore, logsBefore] = await Promise.all([taskAudits(), h.db.prisma.openingTaskLog.count({ where: { taskId: task.id } })]);
    const badState = await admin.api<{ fields: Record<string, string[]> }>('POST', '/open/task/update', { body: { id: task.id, state: 'DONE' } });
    refusedWith(badState, 40000);
    expect(badState.body.msg).not.toBe('');
    expect(Object.keys(badState.body.retVal.fields)).toEqual(['state']);
    const longMessage = await admin.api<{ fields: Record<string, string[]> }>('POST', '/open/task/update', { body: { id: task.id, state: 'UNKNOWN', message: '长'.repeat(501) } });
    refusedWith(longMessage, 40000);
    expect(Object.keys(longMessage.body.retVal.fields)).toEqual(['message']);
    refusedWith(await admin.api('POST', '/open/task/update', { body: { id: 2_000_000_000, state: 'COMPLETE' } }), 40400);

    expect(await h.db.prisma.openingTask.findUniqueOrThrow({ where: { id: task.id } })).toEqual(task);
    expect(await Promise.all([taskAudits(), h.db.prisma.openingTaskLog.count({ where: { taskId: task.id } })])).toEqual([auditsBefore, logsBefore]);
  });

  it('is refused without the opening right, and to a hotel administrator for another hotel’s task', async () => {
    const task = await h003Task(1);
    const auditsBefore = await taskAudits();
    refusedWith(await frontdesk.api('POST', '/open/task/update', { body: { id: task.id, state: 'UNKNOWN' } }), 40300);
    refusedWith(await h001admin.api('POST', '/open/task/update', { body: { id: task.id, state: 'UNKNOWN', message: '越权' } }), 40300);
    expect(await h.db.prisma.openingTask.findUniqueOrThrow({ where: { id: task.id } })).toEqual(task);
    expect(await taskAudits()).toBe(auditsBefore);
    // Their own hotel's task they may correct.
    const own = await h.db.prisma.openingTask.findFirstOrThrow({ where: { unitId: H001, app: { code: 'PMS' } } });
    expect(okOf(await h001admin.api<OpeningTaskRow>('POST', '/open/task/update', { body: { id: own.id, state: 'PROCESSING' } }))).toMatchObject({ unitCode: 'H001', state: 'PROCESSING' });
  });
});
