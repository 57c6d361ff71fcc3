'use client';
/** /unit/unitList: the unit list as one declaration of the list-page pattern. */
import { useMemo, useState } from 'react';
import { Input, Space, Typography } from 'antd';
import '@/components/style/antd/Input';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import { callApi } from '@/components/list-page/call';
import type { Translate } from '@/components/list-page/types';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { StatusTag } from '@/components/console/StatusTag';
import { loadUnitTree, searchUnitRecords } from '@/components/console/pickers';
import { STATUSES, UNIT_CODE_PATTERN, UNIT_KINDS, UNIT_TYPES, type UnitType } from '@/lib/contracts/console-enums';
import type { UnitRow } from '@/lib/contracts/units';
import { screenHref } from '@/lib/console/screens';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

const go = (path: string) => window.location.assign(path);

export function UnitsScreen({ type }: { type?: UnitType }) {
  const declaration = useMemo<ListPageDeclaration<UnitRow>>(
    () => ({
      ns: 'console.units',
      rowKey: 'id',
      list: calls.listUnits,
      search: ({ t, tl, nc }) => [
        { type: 'INPUT', code: 'code', label: t('col.code') },
        { type: 'INPUT', code: 'name', label: t('col.name') },
        { type: 'SELECT', code: 'type', label: t('col.type'), keyName: 'value', labelName: 'label', options: UNIT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })), defaultValue: type },
        { type: 'SELECT', code: 'status', label: t('col.status'), keyName: 'value', labelName: 'label', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })) },
        { type: 'SELECT', code: 'kind', label: t('col.kind'), keyName: 'value', labelName: 'label', options: UNIT_KINDS.map((v) => ({ value: v, label: t(`kind.${v}`) })) },
        { type: 'REMOTE_SELECT', code: 'parentId', label: t('col.parent'), keyName: 'id', labelName: 'label', fetch: (k) => searchUnitRecords(nc, k) },
        { type: 'INPUT', code: 'uuid', label: t('col.uuid') },
      ],
      columns: ({ t, nc }) => [
        { title: t('col.code'), dataIndex: 'code', width: 110 },
        { title: t('col.name'), dataIndex: 'name', width: 200 },
        { title: t('col.type'), dataIndex: 'type', width: 90, render: (v: string) => (v ? t(`type.${v}`) : '') },
        { title: t('col.kind'), dataIndex: 'kind', width: 90, render: (v: string) => (v ? t(`kind.${v}`) : '') },
        { title: t('col.parent'), dataIndex: 'parentName', width: 160, render: (v: string, r) => (v ? nc(v, r.parentCode) : '') },
        { title: t('col.status'), dataIndex: 'status', width: 80, render: (v: string) => <StatusTag status={v} /> },
        { title: t('col.contactName'), dataIndex: 'contactName', width: 90 },
        { title: t('col.phone'), dataIndex: 'phone', width: 130 },
        { title: t('col.createdAt'), dataIndex: 'createdAt', width: 170 },
      ],
      form: {
        titles: { create: 'create', update: 'edit' },
        create: calls.createUnit,
        update: calls.updateUnit,
        fields: ({ t, tl, nc }) => [
          { name: 'code', label: t('col.code'), type: 'text', required: true, max: 30, patterns: [{ regex: UNIT_CODE_PATTERN, message: t('codeRule') }] },
          { name: 'name', label: t('col.name'), type: 'text', required: true, max: 60 },
          { name: 'type', label: t('col.type'), type: 'select', required: true, options: UNIT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })), initialValue: type },
          { name: 'kind', label: t('col.kind'), type: 'select', options: UNIT_KINDS.map((v) => ({ value: v, label: t(`kind.${v}`) })) },
          { name: 'parentId', label: t('col.parent'), type: 'treeSelect', load: () => loadUnitTree(nc), placeholder: t('noParent') },
          { name: 'shortName', label: t('col.shortName'), type: 'text', max: 100 },
          { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
          { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
          { name: 'contactName', label: t('col.contactName'), type: 'text', max: 30 },
          { name: 'phone', label: t('col.phone'), type: 'text', max: 30 },
          { name: 'email', label: t('col.email'), type: 'text', max: 100, rules: [{ type: 'email', message: t('col.email') }] },
          { name: 'theme', label: t('col.theme'), type: 'text', max: 30 },
          { name: 'address', label: t('col.address'), type: 'text', max: 200, wide: true },
          { name: 'logo', label: t('col.logo'), type: 'text', max: 500, wide: true },
          { name: 'remark', label: t('col.remark'), type: 'textarea', max: 500, wide: true },
        ],
        toValues: (row) => ({ ...row, kind: row.kind || undefined }),
      },
      dialogs: {
        copy: {
          title: 'copyTitle',
          width: 480,
          call: calls.copyUnit,
          fields: ({ t }) => [
            { name: 'code', label: t('copyCode'), type: 'text', required: true, max: 30, patterns: [{ regex: UNIT_CODE_PATTERN, message: t('codeRule') }] },
            { name: 'name', label: t('copyName'), type: 'text', required: true, max: 60 },
          ],
          toValues: () => ({}),
          done: 'copied',
        },
      },
      remove: { call: calls.deleteUnit, permission: calls.deleteUnit.permission, name: (r, { nc }) => nc(r.name, r.code) },
      rowActions: ({ t, openDialog }) => [
        { key: 'copy', label: t('copy'), permission: calls.copyUnit.permission, run: (row) => openDialog('copy', row) },
        { key: 'apps', label: t('apps'), permission: calls.unitApps.permission, run: (row) => go(screenHref('unitApps', { unitId: row.id })) },
        { key: 'departments', label: t('departments'), permission: calls.deptTree.permission, run: (row) => go(screenHref('adminDepartments', { unitId: row.id })) },
        { key: 'box', label: t('box'), permission: calls.listUnits.permission, run: (row) => go(screenHref('unitBox', { unitId: row.id })) },
      ],
      actionsWidth: 300,
      toolbar: (h) => <HotelGroupLookup t={h.t} />,
    }),
    [type],
  );
  return <ListPage declaration={declaration} />;
}

/** The hotel group of a hotel code (/getHotelGroupCodeByHotelCode). */
function HotelGroupLookup({ t }: { t: Translate }) {
  const nc = useNameCode();
  const [answer, setAnswer] = useState<string | null>(null);
  const find = async (hotelCode: string) => {
    if (!hotelCode.trim()) return setAnswer(null);
    const group = await callApi<{ groupCode: string; groupName: string } | null>(calls.hotelGroup, { hotelCode: hotelCode.trim() }).catch(() => undefined);
    if (group !== undefined) setAnswer(group ? nc(group.groupName, group.groupCode) : t('noGroup'));
  };
  return (
    <Space>
      <Input.Search size="small" style={{ width: 200 }} placeholder={t('hotelGroup')} aria-label={t('hotelGroup')} onSearch={(v) => void find(v)} allowClear />
      {answer && <Typography.Text type="secondary">{answer}</Typography.Text>}
    </Space>
  );
}
