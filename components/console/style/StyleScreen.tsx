'use client';
/**
 * /style/file, /style/html, /style/css, /style/javascript, /style/vue and /uilib/ui: the style
 * resources of one kind on the list pattern; the form's content (or file) field previews in the
 * sandbox before saving (docs/decisions/066).
 */
import { useMemo } from 'react';
import { Alert, Tag, Typography } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { FormField, ListPageDeclaration } from '@/components/list-page/types';
import { searchUnits } from '@/components/console/pickers';
import type { StyleDetail, StyleRow } from '@/lib/contracts/style';
import { STYLE_CODE_PATTERN, STYLE_FILE_MAX_BYTES, STYLE_SNIPPET_MAX_CHARS, type StyleKind } from '@/lib/style/kinds';
import { VUE_VERSION } from '@/lib/style/frame';
import { FileChooser, formatSize, type ChosenFile } from './FileChooser';
import { SnippetEditor } from './SnippetEditor';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

const EDIT = calls.saveStyle.permission;

export function StyleScreen({ kind }: { kind: StyleKind }) {
  const nc = useNameCode();
  const t = useTranslations('console.style');
  const declaration = useMemo<ListPageDeclaration<StyleRow>>(
    () => ({
      ns: 'console.style',
      rowKey: 'id',
      list: calls.listStyles,
      search: ({ t, tl }) => [
        { type: 'INPUT', code: 'code', label: t('col.code') },
        { type: 'INPUT', code: 'name', label: t('col.name') },
        { type: 'SELECT', code: 'enabled', label: t('col.enabled'), keyName: 'value', labelName: 'label', options: [{ value: 'T', label: tl('enabled') }, { value: 'F', label: tl('disabled') }] },
      ],
      columns: ({ t, tl, nc }) => [
        { title: t('col.code'), dataIndex: 'code', width: 180, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t('col.name'), dataIndex: 'name', width: 180 },
        { title: t('col.contentType'), dataIndex: 'contentType', width: 120 },
        { title: t('col.size'), dataIndex: 'size', width: 90, render: (v: number) => formatSize(v) },
        { title: t('col.unit'), key: 'unit', width: 160, render: (_v: unknown, r) => (r.unitId ? nc(r.unitName, r.unitCode) : t('platform')) },
        { title: t('col.host'), dataIndex: 'host', width: 150, render: (v: string) => v || t('allHosts') },
        { title: t('col.enabled'), dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">{tl('enabled')}</Tag> : <Tag>{tl('disabled')}</Tag>) },
        {
          title: t('col.placement'),
          key: 'placement',
          width: 150,
          render: (_v: unknown, r) =>
            r.onLogin || r.inShell ? (
              <>
                {r.onLogin && <Tag color="blue">{t('onLoginTag')}</Tag>}
                {r.inShell && <Tag color="purple">{t('inShellTag')}</Tag>}
              </>
            ) : (
              <Typography.Text type="secondary">{t('notPlaced')}</Typography.Text>
            ),
        },
        {
          title: t('col.address'),
          dataIndex: 'address',
          width: 220,
          ellipsis: true,
          render: (v: string) => (
            <Typography.Link href={v} target="_blank" rel="noopener noreferrer">
              {v.split('?')[0]}
            </Typography.Link>
          ),
        },
        { title: t('col.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
        { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
        { title: t('col.updatedBy'), dataIndex: 'updatedBy', width: 100 },
      ],
      form: {
        titles: { create: `create.${kind}`, update: `edit.${kind}` },
        width: 820,
        create: calls.saveStyle,
        update: calls.saveStyle,
        fields: ({ t, tl, nc }, _mode, row) => {
          // Only a stylesheet goes on a page: a chosen file must be .css, or the kept one must be a stylesheet.
          const placementField = (name: 'onLogin' | 'inShell'): FormField => ({
            name,
            label: t(`col.${name}`),
            type: 'switch',
            initialValue: false,
            extra: kind === 'FILE' && name === 'inShell' ? t('placementFileHelp') : t(`${name}Help`),
            dependencies: kind === 'FILE' ? ['file'] : undefined,
            rules:
              kind === 'FILE'
                ? [
                    ({ getFieldValue }) => ({
                      validator: async (_rule, on: boolean | undefined) => {
                        const chosen = getFieldValue('file') as ChosenFile | null | undefined;
                        const stylesheet = chosen ? /\.css$/i.test(chosen.fileName) : row?.contentType === 'text/css';
                        if (on && !stylesheet) throw new Error(t('stylesheetOnly'));
                      },
                    }),
                  ]
                : [],
          });
          const body: FormField =
            kind === 'FILE'
              ? {
                  name: 'file',
                  label: t('col.file'),
                  type: 'custom',
                  wide: true,
                  rules: row ? [] : [{ required: true, message: t('fileRequired') }],
                  render: () => <FileChooser current={row ? { fileName: row.fileName, address: row.address, contentType: row.contentType } : undefined} />,
                }
              : {
                  name: 'content',
                  label: t('col.content'),
                  type: 'custom',
                  wide: true,
                  extra:
                    kind === 'CSS' ? (
                      <>
                        {t('contentHelp')}
                        <br />
                        {t('hooksHelp')}
                      </>
                    ) : (
                      t('contentHelp')
                    ),
                  rules: [
                    { required: true, whitespace: true, message: t('contentRequired') },
                    { max: STYLE_SNIPPET_MAX_CHARS, message: tl('tooLong', { field: t('col.content'), max: STYLE_SNIPPET_MAX_CHARS }) },
                  ],
                  render: () => <SnippetEditor kind={kind} />,
                };
          return [
            { name: 'code', label: t('col.code'), type: 'text', required: true, max: 60, patterns: [{ regex: STYLE_CODE_PATTERN, message: t('codeRule') }] },
            { name: 'name', label: t('col.name'), type: 'text', required: true, max: 100 },
            { name: 'unit', label: t('col.unit'), type: 'remoteSelect', labelInValue: true, fetch: (k) => searchUnits(nc, k), extra: t('unitHelp') },
            { name: 'host', label: t('col.host'), type: 'text', max: 253, extra: t('hostHelp') },
            { name: 'enabled', label: t('col.enabled'), type: 'switch', initialValue: true },
            placementField('onLogin'),
            placementField('inShell'),
            { name: 'remark', label: t('col.remark'), type: 'text', max: 200 },
            body,
          ];
        },
        toValues: async (row, h) => {
          const d = await h.call<StyleDetail>(calls.getStyle, { id: row.id });
          return { ...d, file: null, unit: d.unitId ? { value: d.unitId, label: nc(d.unitName, d.unitCode) } : undefined };
        },
        toBody: (values, mode, row) => {
          const { unit, file, content, ...rest } = values as Record<string, unknown> & { unit?: { value: number } | null; file?: ChosenFile | null; content?: string };
          return {
            ...rest,
            kind,
            unitId: unit?.value ?? null,
            enabled: values.enabled ?? true,
            ...(kind === 'FILE' ? { file: file ? { fileName: file.fileName, data: file.data } : null } : { content: content ?? '' }),
            ...(mode === 'update' && row ? { id: row.id } : {}),
          };
        },
      },
      rowActions: ({ t }) => [
        { key: 'enable', label: t('enable'), permission: EDIT, visible: (r) => !r.enabled, call: { ...calls.enableStyle, params: (r) => ({ id: r.id, enabled: true }) } },
        {
          key: 'disable',
          label: t('disable'),
          permission: EDIT,
          visible: (r) => r.enabled,
          confirm: (r) => t('disableConfirm', { name: r.name }),
          call: { ...calls.enableStyle, params: (r) => ({ id: r.id, enabled: false }) },
        },
      ],
      remove: { call: calls.deleteStyle, permission: EDIT, name: (r, { nc }) => nc(r.name, r.code) },
      actionsWidth: 180,
    }),
    [kind],
  );
  return (
    <ListPage
      declaration={declaration}
      query={{ kind }}
      title={t(`titles.${kind}`)}
      banner={<Alert style={{ marginBottom: 16 }} type="info" showIcon title={t(`intro.${kind}`, { max: formatSize(STYLE_FILE_MAX_BYTES), version: VUE_VERSION })} />}
    />
  );
}
