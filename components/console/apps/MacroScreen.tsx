'use client';
/** /apply/applyConfigList: macro configuration (application, macro code, config, type, sort, state). */
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { StatusTag } from '@/components/console/StatusTag';
import { searchAppRecords, loadAppOptions } from '@/components/console/pickers';
import { STATUSES } from '@/lib/contracts/console-enums';
import * as calls from '@/lib/client/calls.generated';
import type { RowOf } from '@/lib/client/call';

type Macro = RowOf<typeof calls.macroConfigs>;


export function MacroScreen({ appId }: { appId?: number }) {
  const t = useTranslations('console.apps');
  const declaration = useMemo<ListPageDeclaration<Macro>>(
    () => ({
      ns: 'console.apps',
      rowKey: 'id',
      list: calls.macroConfigs,
      search: ({ t, tl, nc }) => [
        { type: 'REMOTE_SELECT', code: 'appId', label: t('col.app'), keyName: 'value', labelName: 'label', fetch: (k) => searchAppRecords(nc, k) },
        { type: 'INPUT', code: 'macroCode', label: t('macroCol.macroCode') },
        { type: 'INPUT', code: 'type', label: t('macroCol.type') },
        { type: 'SELECT', code: 'state', label: t('macroCol.state'), keyName: 'value', labelName: 'label', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })) },
      ],
      columns: ({ t }) => [
        { title: t('col.app'), dataIndex: 'appCode', width: 100 },
        { title: t('macroCol.macroCode'), dataIndex: 'macroCode', width: 200 },
        { title: t('macroCol.config'), dataIndex: 'config', ellipsis: true },
        { title: t('macroCol.type'), dataIndex: 'type', width: 100 },
        { title: t('col.sort'), dataIndex: 'sort', width: 70 },
        { title: t('macroCol.state'), dataIndex: 'state', width: 80, render: (v: string) => <StatusTag status={v} /> },
        { title: t('macroCol.updatedAt'), dataIndex: 'updatedAt', width: 170 },
      ],
      form: {
        titles: { create: 'macroCol.create', update: 'macroCol.edit' },
        width: 640,
        create: calls.saveMacro,
        update: calls.saveMacro,
        createValues: () => (appId ? { appId } : {}),
        fields: ({ t, tl, nc }) => [
          { name: 'appId', label: t('col.app'), type: 'select', required: true, load: () => loadAppOptions(nc) },
          { name: 'macroCode', label: t('macroCol.macroCode'), type: 'text', required: true, max: 60, patterns: [{ regex: /^[A-Za-z0-9_.-]+$/, message: t('rule.macro') }] },
          { name: 'type', label: t('macroCol.type'), type: 'text', max: 30 },
          { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
          { name: 'state', label: t('macroCol.state'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
          { name: 'config', label: t('macroCol.config'), type: 'textarea', max: 4000, wide: true },
        ],
        toBody: (v, mode, row) => ({ ...v, config: v.config ?? '', ...(mode === 'update' && row ? { id: row.id } : {}) }),
      },
      remove: { call: calls.deleteMacro, permission: calls.deleteMacro.permission, name: (r) => r.macroCode },
    }),
    [appId],
  );
  return <ListPage declaration={declaration} query={appId ? { appId } : undefined} title={t('macroTitle')} />;
}
