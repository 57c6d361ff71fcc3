'use client';
/** /role/admin-roles (admin mode: roles of any unit in the caller's scope) and /role/roleList (normal mode: the caller's unit). */
import { useMemo, useRef, useState } from 'react';
import { Drawer, Space, Typography } from 'antd';
import '@/components/style/antd/Drawer';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { UnitPicker } from '@/components/console/UnitPicker';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListHelpers, ListPageDeclaration } from '@/components/list-page/types';
import { CODE_PATTERN, STATUSES } from '@/lib/contracts/console-enums';
import type { RoleRow } from '@/lib/contracts/roles';
import { RoleDispatch, RolePermissions } from './RoleDrawers';
import { rolesDeclaration } from './roles-declaration';
import * as calls from '@/lib/client/calls.generated';
import type { RowOf } from '@/lib/client/call';

type Tag = RowOf<typeof calls.managedTags>;
type DataGroup = RowOf<typeof calls.dataAuthGroups>;

const CONTENT_TYPES = ['UNIT', 'DEPARTMENT', 'ZONE', 'COMPANY', 'SUPPLIER', 'CHANNEL'];

function tagsDeclaration(unitId: number): ListPageDeclaration<Tag> {
  return {
    ns: 'console.roles',
    rowKey: 'id',
    list: calls.managedTags,
    unpaged: true,
    columns: ({ t }) => [
      { title: t('col.code'), dataIndex: 'code' },
      { title: t('tagCol.name'), dataIndex: 'name' },
      { title: t('tagCol.type'), dataIndex: 'type' },
      { title: t('col.sort'), dataIndex: 'sort' },
    ],
    form: {
      titles: { create: 'tagCol.create', update: 'tagCol.edit' },
      width: 520,
      create: calls.saveTag,
      update: calls.saveTag,
      fields: ({ t }) => [
        { name: 'code', label: t('col.code'), type: 'text', required: true, max: 30, patterns: [{ regex: CODE_PATTERN, message: t('codeRule') }] },
        { name: 'name', label: t('tagCol.name'), type: 'text', required: true, max: 60 },
        { name: 'type', label: t('tagCol.type'), type: 'text', max: 30 },
        { name: 'descript', label: t('tagCol.descript'), type: 'text', max: 200 },
        { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
      ],
      toBody: (v, mode, row) => ({ ...v, unitId, ...(mode === 'update' && row ? { id: row.id } : {}) }),
    },
    remove: { call: calls.deleteTag, permission: calls.deleteTag.permission, name: (r) => r.name },
  };
}

function dataGroupsDeclaration(unitId: number): ListPageDeclaration<DataGroup> {
  return {
    ns: 'console.roles',
    rowKey: 'id',
    list: calls.dataAuthGroups,
    unpaged: true,
    columns: ({ t, punct }) => [
      { title: t('col.code'), dataIndex: 'code' },
      { title: t('dataCol.name'), dataIndex: 'name' },
      { title: t('col.app'), dataIndex: 'appCode' },
      { title: t('dataCol.contents'), dataIndex: 'contents', render: (c: DataGroup['contents']) => c.map((x) => `${x.contentType}:${x.contentCode}`).join(punct.list) },
    ],
    form: {
      titles: { create: 'dataCol.create', update: 'dataCol.edit' },
      width: 600,
      create: calls.saveDataAuthGroup,
      update: calls.saveDataAuthGroup,
      fields: ({ t, tl }) => [
        { name: 'code', label: t('col.code'), type: 'text', required: true, max: 30, patterns: [{ regex: CODE_PATTERN, message: t('codeRule') }] },
        { name: 'name', label: t('dataCol.name'), type: 'text', required: true, max: 60 },
        { name: 'appCode', label: t('col.app'), type: 'text', max: 30 },
        { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
        { name: 'contents', label: t('dataCol.contents'), type: 'textarea', wide: true, extra: t('dataCol.contentsHint', { types: CONTENT_TYPES.join(' / ') }) },
        { name: 'remark', label: t('dataCol.remark'), type: 'text', max: 200, wide: true },
      ],
      toValues: (row) => ({ ...row, contents: row.contents.map((c) => [c.contentType, c.contentCode, c.contentName].join(',')).join('\n') }),
      toBody: (v, mode, row) => ({
        ...v,
        unitId,
        contents: String(v.contents ?? '')
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean)
          .map((l) => {
            const [contentType = '', contentCode = '', ...name] = l.split(/[,，\t]/).map((s) => s.trim());
            return { contentType: contentType.toUpperCase(), contentCode, contentName: name.join(',') };
          }),
        ...(mode === 'update' && row ? { id: row.id } : {}),
      }),
    },
    remove: { call: calls.deleteDataAuthGroup, permission: calls.deleteDataAuthGroup.permission, name: (r) => r.name },
  };
}

export function RolesScreen({ mode, unitId: requested }: { mode: 'admin' | 'normal'; unitId?: number }) {
  const t = useTranslations('console.roles');
  const access = useConsoleAccess();
  const [unitId, setUnitId] = useState(mode === 'admin' && requested ? requested : access.unit.id);
  const [perm, setPerm] = useState<RoleRow | null>(null);
  const [dispatch, setDispatch] = useState<RoleRow | null>(null);
  const [side, setSide] = useState<'tags' | 'data' | null>(null);
  const rows = useRef<RoleRow[]>([]);
  const declaration = useMemo<ListPageDeclaration<RoleRow>>(() => {
    const d = rolesDeclaration({ unitId, openPermissions: setPerm, openDispatch: setDispatch }, () => rows.current);
    return {
      ...d,
      toolbar: (h: ListHelpers<RoleRow>) => (
        <Space wrap size="middle">
          {h.has(calls.saveTag.permission) && <Typography.Link onClick={() => h.openDialog('group')}>{t('createGroup')}</Typography.Link>}
          {h.has(calls.saveTag.permission) && <Typography.Link onClick={() => h.openDialog('batch')}>{t('batch')}</Typography.Link>}
          <Typography.Link onClick={() => setSide('tags')}>{t('manageTags')}</Typography.Link>
          <Typography.Link onClick={() => setSide('data')}>{t('manageData')}</Typography.Link>
        </Space>
      ),
    };
  }, [unitId, t]);
  // Declarations are made once per unit: a new one on every render would reload the lists.
  const tags = useMemo(() => tagsDeclaration(unitId), [unitId]);
  const dataGroups = useMemo(() => dataGroupsDeclaration(unitId), [unitId]);
  return (
    <>
      {mode === 'admin' && <UnitPicker value={unitId} onChange={setUnitId} />}
      <ListPage declaration={declaration} query={{ unitId }} title={t(mode === 'admin' ? 'titleAdmin' : 'title')} onLoaded={(r) => (rows.current = r)} />
      {perm && <RolePermissions role={perm} unitId={unitId} onClose={() => setPerm(null)} />}
      {dispatch && <RoleDispatch role={dispatch} onClose={() => setDispatch(null)} />}
      <Drawer open={side !== null} width={820} title={side === 'tags' ? t('manageTags') : t('manageData')} onClose={() => setSide(null)} destroyOnHidden>
        {side === 'tags' && <ListPage declaration={tags} query={{ unitId }} title={null} />}
        {side === 'data' && <ListPage declaration={dataGroups} query={{ unitId }} title={null} />}
      </Drawer>
    </>
  );
}
