'use client';
/** /config/parameter-config: the system parameters (unit overrides are on /unit/unit-params). */
import { useMemo } from 'react';
import { Button, Tag, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { SystemOptionRow } from '@/lib/contracts/options';
import { OptionValueCell, SecretValueInput } from './SecretValue';
import * as calls from '@/lib/client/calls.generated';
import { searchUnits } from '@/components/console/pickers';

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

export function ParametersScreen() {
  const declaration = useMemo<ListPageDeclaration<SystemOptionRow>>(
    () => ({
      ns: 'console.options.params',
      rowKey: 'id',
      list: calls.querySystemOptions,
      selectable: true,
      search: ({ t }) => [
        { type: 'INPUT', code: 'code', label: t('col.code') },
        { type: 'INPUT', code: 'name', label: t('col.name') },
        { type: 'INPUT', code: 'appCode', label: t('col.appCode') },
      ],
      columns: ({ t, tl }) => [
        { title: t('col.code'), dataIndex: 'code', width: 200, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t('col.name'), dataIndex: 'name', width: 160 },
        { title: t('col.value'), dataIndex: 'value', width: 260, ellipsis: true, render: (v: string) => <OptionValueCell value={v} /> },
        { title: t('col.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
        { title: t('col.appCode'), dataIndex: 'appCode', width: 90 },
        { title: t('col.halt'), dataIndex: 'halt', width: 80, render: (v: boolean) => (v ? <Tag>{tl('disabled')}</Tag> : <Tag color="green">{tl('enabled')}</Tag>) },
        { title: t('col.sort'), dataIndex: 'sort', width: 70 },
        { title: t('col.unitOverrides'), dataIndex: 'unitOverrides', width: 100 },
        { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
      ],
      form: {
        titles: { create: 'create', update: 'edit' },
        width: 720,
        create: calls.updateSystemOption,
        update: calls.updateSystemOption,
        fields: ({ t }, mode) => [
          { name: 'code', label: t('col.code'), type: 'text', required: true, max: 60, disabled: mode === 'update', patterns: [{ regex: CODE_PATTERN, message: t('codeRule') }] },
          { name: 'name', label: t('col.name'), type: 'text', max: 60 },
          { name: 'appCode', label: t('col.appCode'), type: 'text', max: 30 },
          { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
          { name: 'halt', label: t('col.halt'), type: 'switch', initialValue: false, extra: t('haltHelp') },
          // Secrets come as the marker: shown as "Set" with "Replace", kept when sent back (docs/decisions/092).
          { name: 'value', label: t('col.value'), type: 'custom', max: 2000, wide: true, render: (form) => <SecretValueInput form={form} /> },
          { name: 'remark', label: t('col.remark'), type: 'textarea', max: 2000, wide: true },
        ],
        toValues: (row) => ({ code: row.code, name: row.name, appCode: row.appCode, sort: row.sort, halt: row.halt, value: row.value, remark: row.remark }),
        toBody: (values, mode, row) => ({ ...values, value: values.value ?? '', halt: values.halt ?? false, ...(mode === 'update' && row ? { id: row.id, code: row.code } : {}) }),
      },
      remove: { call: calls.deleteSystemOption, permission: calls.deleteSystemOption.permission, name: (r) => r.code },
      rowActions: ({ t, openDialog }) => [
        { key: 'sync', label: t('sync'), permission: calls.syncSystemOption.permission, run: (r) => openDialog('sync', r) },
      ],
      dialogs: {
        // The units to copy the value to: chosen here, or (none chosen) those that set it themselves.
        sync: {
          title: 'sync',
          width: 560,
          call: calls.syncSystemOption,
          fields: ({ t, nc }, row) => [
            { name: 'unitIds', label: t('syncUnits'), type: 'remoteSelect', multiple: true, fetch: (k) => searchUnits(nc, k), extra: t('syncHelp', { units: row?.unitOverrides ?? 0 }) },
          ],
          toBody: (values, row) => ({ id: row!.id, ...(Array.isArray(values.unitIds) && values.unitIds.length ? { unitIds: values.unitIds } : {}) }),
          done: 'syncDone',
        },
      },
      toolbar: ({ t, tl, has, selected, confirm, call, message, reload }) =>
        has(calls.updateSystemOption.permission) ? (
          <Button
            danger
            disabled={selected.length === 0}
            onClick={() =>
              confirm({
                title: t('deleteSelected', { count: selected.length }),
                danger: true,
                onOk: async () => {
                  await call(calls.deleteSystemOptions, { ids: selected.map((r) => r.id).join(',') });
                  void message.success(tl('deleted'));
                  reload();
                },
              })
            }
          >
            {t('batchDelete')}
          </Button>
        ) : null,
      actionsWidth: 200,
    }),
    [],
  );
  return <ListPage declaration={declaration} />;
}
