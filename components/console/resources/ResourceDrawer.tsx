'use client';
/** A resource's canary menu configurations (add, update, delete) and its change log. */
import { useMemo } from 'react';
import { Drawer, Tabs, Typography } from 'antd';
import '@/components/style/antd/Drawer';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { FlagTag } from '@/components/console/StatusTag';
import { searchUnits } from '@/components/console/pickers';
import type { ResourceRow } from '@/lib/contracts/resources';
import * as calls from '@/lib/client/calls.generated';
import type { RowOf } from '@/lib/client/call';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

type Canary = RowOf<typeof calls.canaryConfigs>;
type Log = RowOf<typeof calls.resourceTreeLog>;

const canaryDeclaration = (resource: ResourceRow): ListPageDeclaration<Canary> => ({
  ns: 'console.resources',
  rowKey: 'id',
  list: calls.canaryConfigs,
  unpaged: true,
  columns: ({ t, nc }) => [
    { title: t('canary.unit'), dataIndex: 'unitName', render: (v: string, r) => (r.unitId ? nc(v, r.unitCode) : t('canary.allUnits')) },
    { title: t('col.address'), dataIndex: 'address' },
    { title: t('canary.enabled'), dataIndex: 'enabled', render: (v: boolean) => <FlagTag value={v} /> },
    { title: t('col.remark'), dataIndex: 'remark' },
  ],
  form: {
    titles: { create: 'canary.create', update: 'canary.edit' },
    width: 560,
    create: calls.addCanaryConfig,
    update: calls.updateCanaryConfig,
    fields: ({ t, nc }, _m, row) => [
      { name: 'unitId', label: t('canary.unit'), type: 'remoteSelect', fetch: (k) => searchUnits(nc, k), placeholder: t('canary.allUnits'), options: row?.unitId ? [{ value: row.unitId, label: nc(row.unitName, row.unitCode) }] : [] },
      { name: 'address', label: t('col.address'), type: 'text', required: true, max: 500 },
      { name: 'enabled', label: t('canary.enabled'), type: 'switch', initialValue: true },
      { name: 'remark', label: t('col.remark'), type: 'text', max: 200 },
    ],
    toValues: (row) => ({ ...row, unitId: row.unitId ?? undefined }),
    toBody: (v, mode, row) => ({ ...v, unitId: v.unitId ?? null, resourceId: resource.id, ...(mode === 'update' && row ? { id: row.id } : {}) }),
  },
  remove: { call: { ...calls.deleteCanaryConfig, params: (r) => ({ id: r.id }) }, permission: calls.addCanaryConfig.permission, name: (r) => r.address },
});

const logDeclaration: ListPageDeclaration<Log> = {
  ns: 'console.resources',
  rowKey: 'id',
  list: calls.resourceTreeLog,
  columns: ({ t }) => {
    const show = (v: unknown) => <Typography.Text style={{ fontSize: 12 }}>{v === null || v === undefined ? '' : JSON.stringify(v)}</Typography.Text>;
    return [
      { title: t('log.at'), dataIndex: 'at', width: 160 },
      { title: t('log.actor'), dataIndex: 'actorCode', width: 90 },
      { title: t('log.action'), dataIndex: 'action', width: 90 },
      { title: t('log.before'), dataIndex: 'before', render: show },
      { title: t('log.after'), dataIndex: 'after', render: show },
    ];
  },
};

export function ResourceDrawer({ resource, onClose }: { resource: ResourceRow; onClose: () => void }) {
  const nc = useNameCode();
  const t = useTranslations('console.resources');
  const canary = useMemo(() => canaryDeclaration(resource), [resource]);
  return (
    <Drawer open width={860} title={nc(resource.title || resource.name, resource.code)} onClose={onClose} destroyOnHidden>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'canary', label: t('canary.title'), children: <ListPage declaration={canary} query={{ resourceId: resource.id }} title={null} /> },
          { key: 'log', label: t('log.title'), children: <ListPage declaration={logDeclaration} query={{ appId: resource.appId, resourceId: resource.id }} title={null} /> },
        ]}
      />
    </Drawer>
  );
}
