'use client';
/**
 * Opening applications for units: /apply/open-list (openings and "open an application"),
 * /apply/open-task-list and /unit/unit-app-step-list (the tasks of the opening steps: states not
 * started, processing, complete and unknown; add, update, batch, delete, complete, transfer,
 * halt, retry and logs; automatic steps call their URL and record the answer).
 */
import { useMemo } from 'react';
import { Modal, Space, Table, Tag, Typography } from 'antd';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Space';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListHelpers, ListPageDeclaration } from '@/components/list-page/types';
import { callApi } from '@/components/list-page/call';
import { searchAppRecords, loadAppOptions, searchUnitRecords, searchUnits, searchUnitUsers } from '@/components/console/pickers';
import { UnitDependentSelect } from '@/components/console/UnitDependentSelect';
import { TASK_STATES } from '@/lib/contracts/console-enums';
import type { Opening, OpeningTaskRow } from '@/lib/contracts/apps';
import { screenHref } from '@/lib/console/screens';
import * as calls from '@/lib/client/calls.generated';

/** The opening steps of an application, as options. */
const loadSteps = async (appId: number) => (await callApi<{ id: number; order: number; name: string }[]>(calls.appSteps, { appId })).map((s) => ({ value: s.id, label: `${s.order}. ${s.name}` }));
const STATE_COLORS: Record<string, string> = { NOT_STARTED: 'default', PROCESSING: 'processing', COMPLETE: 'success', UNKNOWN: 'warning' };


/** The actions a task's log records (prisma/schema/app.prisma); others show as written. */
const LOG_ACTIONS = new Set(['OPEN', 'START', 'RETRY', 'TRANSFER', 'HALT', 'RESUME', 'COMPLETE', 'FAIL', 'UPDATE']);
export function OpeningsScreen() {
  const declaration = useMemo<ListPageDeclaration<Opening>>(
    () => ({
      ns: 'console.opening',
      rowKey: 'unitId',
      rowKeyOf: (r) => `${r.unitId}-${r.appId}`,
      list: calls.openings,
      search: ({ t, nc }) => [
        { type: 'REMOTE_SELECT', code: 'unitId', label: t('col.unit'), keyName: 'id', labelName: 'label', fetch: (k) => searchUnitRecords(nc, k) },
        { type: 'REMOTE_SELECT', code: 'appId', label: t('col.app'), keyName: 'value', labelName: 'label', fetch: (k) => searchAppRecords(nc, k) },
        { type: 'SELECT', code: 'status', label: t('col.status'), keyName: 'value', labelName: 'label', options: ['OPENING', 'ENABLED', 'DISABLED'].map((v) => ({ value: v, label: t(`status.${v}`) })) },
      ],
      columns: ({ t, nc }) => [
        { title: t('col.unit'), dataIndex: 'unitCode', render: (v: string, r) => nc(r.unitName, v) },
        { title: t('col.app'), dataIndex: 'appName', render: (v: string, r) => nc(v, r.appCode) },
        { title: t('col.status'), dataIndex: 'status', width: 100, render: (v: string) => <Tag color={v === 'ENABLED' ? 'green' : v === 'OPENING' ? 'blue' : 'default'}>{t(`status.${v}`)}</Tag> },
        { title: t('col.progress'), key: 'p', width: 120, render: (_v, r) => `${r.complete} / ${r.tasks}${r.unknown ? ` · ${t('state.UNKNOWN')} ${r.unknown}` : ''}` },
        { title: t('col.openedAt'), dataIndex: 'openedAt', width: 170 },
      ],
      dialogs: {
        open: {
          title: 'openTitle',
          width: 520,
          call: calls.openApp,
          fields: ({ t, nc }) => [
            { name: 'unitId', label: t('col.unit'), type: 'remoteSelect', required: true, fetch: (k) => searchUnits(nc, k) },
            { name: 'appId', label: t('col.app'), type: 'select', required: true, load: () => loadAppOptions(nc) },
          ],
          toValues: () => ({}),
          toBody: (v) => v,
          done: 'opened',
        },
      },
      rowActions: ({ t }) => [{ key: 'tasks', label: t('tasks'), permission: calls.openings.permission, run: (r) => window.location.assign(screenHref('openTasks', { unitId: r.unitId, appId: r.appId })) }],
      toolbar: (h) =>
        h.has(calls.openApp.permission) ? (
          <Typography.Link onClick={() => h.openDialog('open')}>{h.t('open')}</Typography.Link>
        ) : null,
    }),
    [],
  );
  return <ListPage declaration={declaration} />;
}

interface TaskLog {
  id: number;
  at: string;
  action: string;
  fromState: string;
  toState: string;
  actorCode: string;
  message: string;
}

function showLogs(task: OpeningTaskRow, h: ListHelpers<OpeningTaskRow>) {
  void callApi<TaskLog[]>(calls.taskLogs, { taskId: task.id }).then((logs) =>
    Modal.info({
      width: 820,
      title: h.t('logsTitle', { name: task.stepName }),
      okText: h.tl('ok'),
      content: (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={logs}
          columns={[
            { title: h.t('log.at'), dataIndex: 'at', width: 160 },
            { title: h.t('log.action'), dataIndex: 'action', width: 90, render: (v: string) => (LOG_ACTIONS.has(v) ? h.t(`logAction.${v}`) : v) },
            { title: h.t('log.state'), key: 's', width: 160, render: (_v, l) => `${l.fromState ? h.t(`state.${l.fromState}`) : ''} → ${l.toState ? h.t(`state.${l.toState}`) : ''}` },
            { title: h.t('log.actor'), dataIndex: 'actorCode', width: 90 },
            { title: h.t('log.message'), dataIndex: 'message' },
          ]}
        />
      ),
    }),
  );
}

function batch(h: ListHelpers<OpeningTaskRow>, action: 'COMPLETE' | 'HALT' | 'RESUME' | 'RETRY') {
  if (!h.selected.length) return void h.message.warning(h.tl('selectFirst'));
  h.confirm({
    title: h.t('batchConfirm', { action: h.t(`batch.${action}`), count: h.selected.length }),
    onOk: async () => {
      const r = await h.call<{ done: number; refused: number }>(calls.batchTasks, { ids: h.selected.map((x) => x.id), action });
      void h.message.success(h.t('batchDone', { done: r.done, refused: r.refused }));
      h.reload();
    },
  });
}

/** The tasks of opening steps; `unitId` fixes the unit (a unit's opening progress). */
export function OpenTasksScreen({ unitId, appId, title }: { unitId?: number; appId?: number; title?: string }) {
  const t = useTranslations('console.opening');
  const declaration = useMemo<ListPageDeclaration<OpeningTaskRow>>(
    () => ({
      ns: 'console.opening',
      rowKey: 'id',
      list: calls.openTasks,
      selectable: true,
      actionsWidth: 300,
      search: ({ t, nc }) => [
        ...(unitId ? [] : [{ type: 'REMOTE_SELECT' as const, code: 'unitId', label: t('col.unit'), keyName: 'id', labelName: 'label', fetch: (k: string) => searchUnitRecords(nc, k) }]),
        { type: 'REMOTE_SELECT', code: 'appId', label: t('col.app'), keyName: 'value', labelName: 'label', fetch: (k) => searchAppRecords(nc, k), defaultValue: appId },
        { type: 'SELECT', code: 'state', label: t('col.state'), keyName: 'value', labelName: 'label', options: TASK_STATES.map((v) => ({ value: v, label: t(`state.${v}`) })) },
        { type: 'INPUT', code: 'transferredTo', label: t('col.transferredTo') },
      ],
      columns: ({ t, nc }) => [
        { title: t('col.unit'), dataIndex: 'unitName', width: 210, render: (v: string, r) => nc(v, r.unitCode) },
        { title: t('col.app'), dataIndex: 'appName', width: 160, render: (v: string, r) => (v ? nc(v, r.appCode) : r.appCode) },
        { title: t('col.step'), dataIndex: 'stepName', width: 160, render: (v: string, r) => `${r.stepOrder}. ${v}` },
        { title: t('col.executor'), dataIndex: 'executor', width: 80, render: (v: string) => t(`executor.${v}`) },
        {
          title: t('col.state'),
          dataIndex: 'state',
          width: 120,
          render: (v: string, r) => (
            <Space size={2}>
              <Tag color={STATE_COLORS[v]}>{t(`state.${v}`)}</Tag>
              {r.halted ? <Tag color="red">{t('halted')}</Tag> : null}
            </Space>
          ),
        },
        { title: t('col.attempts'), dataIndex: 'attempts', width: 70 },
        { title: t('col.lastError'), dataIndex: 'lastError', width: 200, ellipsis: true },
        { title: t('col.transferredTo'), dataIndex: 'transferredTo', width: 90 },
        { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
      ],
      dialogs: {
        add: {
          title: 'addTitle',
          width: 520,
          call: calls.addTask,
          fields: ({ t, nc }) => [
            ...(unitId ? [] : [{ name: 'unitId', label: t('col.unit'), type: 'remoteSelect' as const, required: true, fetch: (k: string) => searchUnits(nc, k) }]),
            { name: 'appId', label: t('col.app'), type: 'select', required: true, load: () => loadAppOptions(nc) },
            { name: 'stepId', label: t('col.step'), type: 'custom', required: true, render: (form) => <UnitDependentSelect form={form} unitField="appId" load={loadSteps} /> },
          ],
          toValues: () => ({}),
          toBody: (v) => ({ ...v, ...(unitId ? { unitId } : {}) }),
        },
        update: {
          title: 'updateTitle',
          width: 520,
          call: calls.updateTask,
          fields: ({ t }) => [
            { name: 'state', label: t('col.state'), type: 'select', required: true, options: TASK_STATES.map((v) => ({ value: v, label: t(`state.${v}`) })) },
            { name: 'message', label: t('log.message'), type: 'textarea', max: 500 },
          ],
          toValues: (row) => ({ state: row?.state }),
        },
        complete: {
          title: 'completeTitle',
          width: 520,
          call: calls.completeTask,
          fields: ({ t }) => [{ name: 'message', label: t('log.message'), type: 'textarea', max: 500 }],
          toValues: () => ({}),
        },
        transfer: {
          title: 'transferTitle',
          width: 520,
          call: calls.transferTask,
          fields: ({ t, nc }, row) => [{ name: 'userId', label: t('transferTo'), type: 'remoteSelect', required: true, fetch: (k) => searchUnitUsers(nc, row?.unitId ?? 0, k), extra: t('transferHint') }],
          toValues: () => ({}),
        },
      },
      remove: { call: calls.deleteTask, permission: calls.deleteTask.permission, name: (r) => r.stepName, visible: (r) => r.state !== 'COMPLETE' },
      rowActions: ({ t, openDialog }) => [
        { key: 'complete', label: t('action.complete'), permission: calls.completeTask.permission, visible: (r) => r.state !== 'COMPLETE' && !r.halted, run: (r) => openDialog('complete', r) },
        { key: 'retry', label: t('action.retry'), permission: calls.retryTask.permission, visible: (r) => r.state !== 'COMPLETE' && !r.halted && r.executor === 'AUTO', call: { ...calls.retryTask, params: (r) => ({ id: r.id }) }, done: 'retried' },
        { key: 'transfer', label: t('action.transfer'), permission: calls.transferTask.permission, visible: (r) => r.state !== 'COMPLETE', run: (r) => openDialog('transfer', r) },
        { key: 'halt', label: t('action.halt'), permission: calls.haltTask.permission, visible: (r) => r.state !== 'COMPLETE' && !r.halted, confirm: (r) => t('confirmHalt', { name: r.stepName }), call: { ...calls.haltTask, params: (r) => ({ id: r.id, halted: true }) } },
        { key: 'resume', label: t('action.resume'), permission: calls.haltTask.permission, visible: (r) => r.halted, call: { ...calls.haltTask, params: (r) => ({ id: r.id, halted: false }) } },
        { key: 'update', label: t('action.update'), permission: calls.updateTask.permission, run: (r) => openDialog('update', r) },
        { key: 'logs', label: t('action.logs'), permission: calls.openings.permission, run: (r, h) => showLogs(r, h) },
      ],
      toolbar: (h) => (
        <Space wrap size="middle">
          {h.has(calls.addTask.permission) && <Typography.Link onClick={() => h.openDialog('add')}>{h.t('add')}</Typography.Link>}
          {h.has(calls.batchTasks.permission) && <Typography.Link onClick={() => batch(h, 'COMPLETE')}>{h.t('batch.COMPLETE')}</Typography.Link>}
          {h.has(calls.batchTasks.permission) && <Typography.Link onClick={() => batch(h, 'HALT')}>{h.t('batch.HALT')}</Typography.Link>}
          {h.has(calls.batchTasks.permission) && <Typography.Link onClick={() => batch(h, 'RESUME')}>{h.t('batch.RESUME')}</Typography.Link>}
          {h.has(calls.retryTask.permission) && <Typography.Link onClick={() => batch(h, 'RETRY')}>{h.t('batch.RETRY')}</Typography.Link>}
        </Space>
      ),
    }),
    [unitId, appId],
  );
  return <ListPage declaration={declaration} query={unitId ? { unitId } : undefined} title={title ?? t('tasksTitle')} />;
}
