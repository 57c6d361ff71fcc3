'use client';
/** /code/{code}: brand management, the code box (dictionary) of one application code, e.g. GC with UPDATE_HISTORY_URL. */
import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { CodeBoxRow } from '@/lib/contracts/code-box';
import * as calls from '@/lib/client/calls.generated';

const CODE = /^[A-Za-z0-9_.-]+$/;

export function CodeBoxScreen({ box }: { box: string }) {
  const t = useTranslations('console.options.codeBox');
  const declaration = useMemo<ListPageDeclaration<CodeBoxRow>>(
    () => ({
      ns: 'console.options.codeBox',
      rowKey: 'id',
      list: calls.listCodeBox,
      search: ({ t }) => [{ type: 'INPUT', code: 'code', label: t('col.code') }],
      columns: ({ t, tl }) => [
        { title: t('col.appCode'), dataIndex: 'appCode', width: 100 },
        { title: t('col.code'), dataIndex: 'code', width: 220, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t('col.value'), dataIndex: 'value', width: 320, ellipsis: true },
        { title: t('col.descript'), dataIndex: 'descript', width: 200 },
        { title: t('col.isHalt'), dataIndex: 'isHalt', width: 80, render: (v: boolean) => (v ? <Tag>{tl('disabled')}</Tag> : <Tag color="green">{tl('enabled')}</Tag>) },
        { title: t('col.sort'), dataIndex: 'sort', width: 70 },
        { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
      ],
      form: {
        titles: { create: 'create', update: 'edit' },
        width: 640,
        create: calls.saveCodeBox,
        update: calls.saveCodeBox,
        fields: ({ t }) => [
          { name: 'appCode', label: t('col.appCode'), type: 'text', required: true, max: 60, initialValue: box, patterns: [{ regex: CODE, message: t('codeRule') }] },
          { name: 'code', label: t('col.code'), type: 'text', required: true, max: 60, patterns: [{ regex: CODE, message: t('codeRule') }] },
          { name: 'value', label: t('col.value'), type: 'textarea', max: 2000, wide: true },
          { name: 'descript', label: t('col.descript'), type: 'text', max: 200, wide: true },
          { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
          { name: 'isHalt', label: t('col.isHalt'), type: 'switch', initialValue: false },
        ],
        toBody: (values, mode, row) => ({ ...values, value: values.value ?? '', isHalt: values.isHalt ?? false, ...(mode === 'update' && row ? { id: row.id } : {}) }),
      },
      remove: { call: calls.deleteCodeBox, permission: calls.deleteCodeBox.permission, name: (r) => `${r.appCode}/${r.code}` },
    }),
    [box],
  );
  return <ListPage declaration={declaration} query={{ appCode: box }} title={t('titleOf', { box })} />;
}
