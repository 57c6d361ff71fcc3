'use client';
/** A role's permission trees (menus and buttons, reports, operations, with their change log) and its dispatch to hotels. */
import { useEffect, useState } from 'react';
import { Button, Drawer, Empty, Modal, Select, Space, Spin, Table, Tabs, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Drawer';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { GrantTree } from '@/components/console/GrantTree';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { searchUnits } from '@/components/console/pickers';
import { callApi } from '@/components/list-page/call';
import type { Option } from '@/components/list-page/types';
import type { RoleRow } from '@/lib/contracts/roles';
import type { UnitApp } from '@/lib/contracts/units';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

interface TreeLog {
  id: number;
  at: string;
  actorCode: string;
  action: string;
  appCode: string;
  before: unknown;
  after: unknown;
}

function TreeLogTable({ roleId }: { roleId: number }) {
  const t = useTranslations('console.roles');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ datas: TreeLog[]; totalRows: number } | null>(null);
  useEffect(() => {
    callApi<{ datas: TreeLog[]; totalRows: number }>(calls.roleTreeLog, { roleId, firstResult: (page - 1) * 10, pageSize: 10 }).then(setData, () => setData({ datas: [], totalRows: 0 }));
  }, [roleId, page]);
  if (!data) return <Spin />;
  const show = (v: unknown) => <Typography.Text style={{ fontSize: 12 }}>{JSON.stringify(v)}</Typography.Text>;
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={data.datas}
      pagination={{ current: page, total: data.totalRows, pageSize: 10, onChange: setPage }}
      columns={[
        { title: t('log.at'), dataIndex: 'at', width: 160 },
        { title: t('log.actor'), dataIndex: 'actorCode', width: 90 },
        { title: t('log.action'), dataIndex: 'action', width: 90 },
        { title: t('log.before'), dataIndex: 'before', render: show },
        { title: t('log.after'), dataIndex: 'after', render: show },
      ]}
    />
  );
}

export function RolePermissions({ role, unitId, onClose }: { role: RoleRow; unitId: number; onClose: () => void }) {
  const t = useTranslations('console.roles');
  const access = useConsoleAccess();
  const [apps, setApps] = useState<{ id: number; code: string; name: string }[] | null>(null);
  useEffect(() => {
    callApi<UnitApp[]>(calls.unitApps, { id: unitId }).then(
      (rows) => setApps(rows.filter((a) => !role.appId || a.appId === role.appId).map((a) => ({ id: a.appId, code: a.appCode, name: a.appName }))),
      () => setApps([]),
    );
  }, [unitId, role.appId]);
  const readOnly = role.dispatched || !access.has(calls.saveRolePermission.permission);
  const tree = (kind: 'menu' | 'report' | 'operation', loadKind: string) =>
    !apps ? <Spin /> : apps.length ? <GrantTree apps={apps} kind={kind} loadKind={loadKind} load={calls.roleTree} save={calls.saveRolePermission} params={{ roleId: role.id, x: kind }} readOnly={readOnly} /> : <Empty description={t('noApps')} />;
  return (
    <Drawer open width={720} title={t('permissionsTitle', { name: role.descript })} onClose={onClose} destroyOnHidden>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'menus', label: t('tree.menus'), children: tree('menu', 'menus') },
          { key: 'reports', label: t('tree.reports'), children: tree('report', 'reports') },
          { key: 'operations', label: t('tree.operations'), children: tree('operation', 'operations') },
          { key: 'log', label: t('tree.log'), children: <TreeLogTable roleId={role.id} /> },
        ]}
      />
    </Drawer>
  );
}

interface UnitBrief {
  id: number;
  code: string;
  name: string;
}

export function RoleDispatch({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const nc = useNameCode();
  const t = useTranslations('console.roles');
  const tl = useTranslations('list.page');
  const { message, modal } = useFeedback();
  const [units, setUnits] = useState<UnitBrief[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [targets, setTargets] = useState<number[]>([]);
  const [options, setOptions] = useState<Option[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    callApi<UnitBrief[]>(calls.unitsHasGeneralRoles, { roleId: role.id }).then(setUnits, () => setUnits([]));
  }, [role.id, version]);
  const run = async (call: () => Promise<unknown>, done: string) => {
    await call();
    void message.success(done);
    setChosen([]);
    setTargets([]);
    setVersion((v) => v + 1);
  };
  const removeFrom = (unitIds: number[]) =>
    modal.confirm({
      title: t('dispatch.confirmRemove', { count: unitIds.length }),
      okButtonProps: { danger: true },
      okText: tl('ok'),
      cancelText: tl('cancel'),
      onOk: () =>
        run(
          () => (unitIds.length === 1 ? callApi(calls.deleteGeneralRole, { roleId: role.id, unitId: unitIds[0] }) : callApi(calls.deleteGeneralRoleInUnits, { roleId: role.id, unitIds })),
          t('dispatch.removed'),
        ),
    });
  return (
    <Modal open width={720} title={t('dispatch.title', { name: role.descript })} onCancel={onClose} footer={<Button onClick={onClose}>{tl('ok')}</Button>}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          mode="multiple"
          style={{ width: 420 }}
          placeholder={t('dispatch.choose')}
          aria-label={t('dispatch.choose')}
          value={targets}
          onChange={setTargets}
          options={options}
          showSearch={{ filterOption: false, onSearch: (k) => void searchUnits(nc, k).then(setOptions) }}
          onOpenChange={(open) => open && void searchUnits(nc, '').then(setOptions)}
        />
        <Button type="primary" disabled={!targets.length} onClick={() => void run(() => callApi(calls.distributeRole, { roleId: role.id, unitIds: targets }), t('dispatch.done')).catch(() => undefined)}>
          {t('dispatch.go')}
        </Button>
      </Space>
      <Typography.Title level={5}>{t('dispatch.units')}</Typography.Title>
      <Button danger size="small" disabled={!chosen.length} style={{ marginBottom: 8 }} onClick={() => removeFrom(chosen)}>
        {t('dispatch.removeChosen')}
      </Button>
      <Table
        size="small"
        rowKey="id"
        loading={!units}
        dataSource={units ?? []}
        pagination={false}
        rowSelection={{ selectedRowKeys: chosen, onChange: (k) => setChosen(k as number[]) }}
        columns={[
          { title: t('col.unitCode'), dataIndex: 'code' },
          { title: t('col.unitName'), dataIndex: 'name' },
          {
            title: tl('actions'),
            key: 'a',
            width: 100,
            render: (_v, u) => (
              <Button type="link" danger size="small" onClick={() => removeFrom([u.id])}>
                {tl('delete')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
