'use client';
/**
 * The role list as one declaration: role groups with their roles as a tree, code and description
 * required, group description up to 60, order and template flag; assignment to users and
 * departments, dispatch to hotels, permission trees, managed tags.
 */
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { StatusTag, FlagTag } from '@/components/console/StatusTag';
import { deptTreeOptions, searchAppRecords, loadAppOptions, searchUnitUsers } from '@/components/console/pickers';
import { callApi } from '@/components/list-page/call';
import { CODE_PATTERN, ROLE_GROUP_DESCRIPT_MAX, STATUSES } from '@/lib/contracts/console-enums';
import type { DeptNode } from '@/lib/contracts/departments';
import type { RoleRow } from '@/lib/contracts/roles';
import * as calls from '@/lib/client/calls.generated';

export interface RolesDeclarationOptions {
  unitId: number;
  openPermissions: (row: RoleRow) => void;
  openDispatch: (row: RoleRow) => void;
}

type UserBrief = { id: number; code: string; name: string };

export function rolesDeclaration(o: RolesDeclarationOptions, groups: () => RoleRow[]): ListPageDeclaration<RoleRow> {
  const roleOnly = (r: RoleRow) => r.kind === 'ROLE' && !r.dispatched;
  // The users a role had when its dialog opened: the save sends who was added and who was taken off.
  const usersBefore = new Map<number, number[]>();
  return {
    ns: 'console.roles',
    rowKey: 'key',
    list: calls.listRoles,
    unpaged: true,
    tree: true,
    actionsWidth: 330,
    search: ({ t, nc }) => [
      { type: 'INPUT', code: 'keyword', label: t('col.keyword') },
      { type: 'REMOTE_SELECT', code: 'appId', label: t('col.app'), keyName: 'value', labelName: 'label', fetch: (k) => searchAppRecords(nc, k) },
    ],
    columns: ({ t }) => [
      {
        title: t('col.descript'),
        dataIndex: 'descript',
        width: 240,
        render: (v: string, r) => (
          <span>
            {r.kind === 'GROUP' ? <Tag color="purple">{t('group')}</Tag> : null}
            {v}
            {r.dispatched ? <Tag style={{ marginLeft: 6 }}>{t('general')}</Tag> : null}
          </span>
        ),
      },
      { title: t('col.code'), dataIndex: 'code', width: 140 },
      { title: t('col.app'), dataIndex: 'appCode', width: 100 },
      { title: t('col.sort'), dataIndex: 'sort', width: 70 },
      { title: t('col.template'), dataIndex: 'isTemplate', width: 80, render: (v: boolean, r) => (r.kind === 'ROLE' ? <FlagTag value={v} /> : null) },
      { title: t('col.status'), dataIndex: 'status', width: 80, render: (v: string, r) => (r.kind === 'ROLE' ? <StatusTag status={v} /> : null) },
      { title: t('col.unit'), dataIndex: 'unitCode', width: 90 },
      { title: t('col.users'), dataIndex: 'userCount', width: 70, render: (v: number, r) => (r.kind === 'ROLE' ? v : null) },
      { title: t('col.depts'), dataIndex: 'deptCount', width: 70, render: (v: number, r) => (r.kind === 'ROLE' ? v : null) },
    ],
    form: {
      titles: { create: 'createRole', update: 'editRole' },
      create: calls.saveRole,
      update: calls.updateRole,
      editable: roleOnly,
      fields: ({ t, tl, nc }) => [
        { name: 'groupId', label: t('col.group'), type: 'select', options: groups().filter((g) => g.kind === 'GROUP' && !g.dispatched).map((g) => ({ value: g.id, label: g.descript })) },
        { name: 'code', label: t('col.code'), type: 'text', required: true, max: 30, patterns: [{ regex: CODE_PATTERN, message: t('codeRule') }] },
        { name: 'descript', label: t('col.descript'), type: 'text', required: true, max: 60 },
        { name: 'appId', label: t('col.app'), type: 'select', load: () => loadAppOptions(nc), placeholder: t('allApps') },
        { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
        { name: 'isTemplate', label: t('col.template'), type: 'switch', initialValue: false, extra: t('templateHint') },
        { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
      ],
      toValues: (row) => ({ ...row, appId: row.appId ?? undefined, groupId: row.groupId ?? undefined }),
      toBody: (values, mode, row) => ({ ...values, groupId: values.groupId ?? null, appId: values.appId ?? null, unitId: o.unitId, ...(mode === 'update' && row ? { id: row.id } : {}) }),
    },
    dialogs: {
      group: {
        title: 'groupTitle',
        width: 520,
        call: calls.saveRoleGroup,
        fields: ({ t }) => [
          { name: 'descript', label: t('col.groupDescript'), type: 'text', required: true, max: ROLE_GROUP_DESCRIPT_MAX },
          { name: 'code', label: t('col.code'), type: 'text', max: 30, patterns: [{ regex: CODE_PATTERN, message: t('codeRule') }] },
          { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
        ],
        toValues: (row) => (row ? { descript: row.descript, code: row.code, sort: row.sort } : {}),
        toBody: (values, row) => ({ ...values, unitId: o.unitId, ...(row ? { id: row.id } : {}) }),
      },
      batch: {
        title: 'batchTitle',
        width: 560,
        call: calls.batchRoles,
        fields: ({ t, nc }) => [
          { name: 'groupId', label: t('col.group'), type: 'select', options: groups().filter((g) => g.kind === 'GROUP' && !g.dispatched).map((g) => ({ value: g.id, label: g.descript })) },
          { name: 'appId', label: t('col.app'), type: 'select', load: () => loadAppOptions(nc), placeholder: t('allApps') },
          { name: 'lines', label: t('batchLines'), type: 'textarea', required: true, extra: t('batchHint'), wide: true },
        ],
        toValues: (row) => (row ? { groupId: row.id } : {}),
        toBody: (values) => ({
          unitId: o.unitId,
          groupId: values.groupId ?? null,
          appId: values.appId ?? null,
          items: String(values.lines ?? '')
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean)
            .map((l) => {
              const [code = '', ...d] = l.split(/[,，\t]/);
              return { code: code.trim(), descript: d.join(',').trim() };
            }),
        }),
      },
      users: {
        title: 'usersTitle',
        width: 600,
        call: calls.assignRoleUsers,
        fields: ({ t, nc }) => [{ name: 'userIds', label: t('users'), type: 'remoteSelect', multiple: true, labelInValue: true, wide: true, fetch: (k) => searchUnitUsers(nc, o.unitId, k), extra: t('usersHint') }],
        toValues: async (row, { nc }) => {
          const page = await callApi<{ datas: UserBrief[] }>(calls.roleUsers, { roleId: row!.id, firstResult: 0, pageSize: 500 });
          usersBefore.set(row!.id, page.datas.map((u) => u.id));
          return { userIds: page.datas.map((u) => ({ value: u.id, label: nc(u.name, u.code) })) };
        },
        toBody: (values, row) => {
          const chosen = ((values.userIds as ({ value: number } | number)[] | undefined) ?? []).map((v) => (typeof v === 'number' ? v : v.value));
          const before = usersBefore.get(row!.id) ?? [];
          return { roleId: row!.id, userIds: chosen.filter((id) => !before.includes(id)), cancelUserIds: before.filter((id) => !chosen.includes(id)) };
        },
      },
      depts: {
        title: 'deptsTitle',
        width: 560,
        call: calls.assignRoleDepts,
        fields: ({ t }) => [
          {
            name: 'deptIds',
            label: t('depts'),
            type: 'treeSelect',
            multiple: true,
            wide: true,
            extra: t('deptsHint'),
            load: async () => deptTreeOptions((await callApi<DeptNode[]>(calls.deptTree, { unitId: o.unitId })).flatMap((root) => (root.isRoot ? root.children : [root]))),
          },
        ],
        toValues: async (row) => {
          const tree = await callApi<DeptNode[]>(calls.deptTree, { unitId: o.unitId, roleUuid: row!.uuid });
          const walk = (n: DeptNode[]): number[] => n.flatMap((d) => [...(d.checked ? [d.id] : []), ...walk(d.children)]);
          return { deptIds: walk(tree) };
        },
        toBody: (values, row) => ({ roleId: row!.id, unitId: o.unitId, deptIds: values.deptIds ?? [] }),
      },
      tags: {
        title: 'tagsTitle',
        width: 520,
        call: calls.saveRoleTags,
        fields: ({ t, nc }) => [
          { name: 'tagIds', label: t('tags'), type: 'multiSelect', wide: true, load: async () => (await callApi<{ id: number; name: string; code: string }[]>(calls.managedTags, { unitId: o.unitId })).map((g) => ({ value: g.id, label: nc(g.name, g.code) })) },
        ],
        toValues: async (row) => ({ tagIds: await callApi<number[]>(calls.managedTagDetail, { roleId: row!.id }) }),
        toBody: (values, row) => ({ roleId: row!.id, tagIds: values.tagIds ?? [] }),
      },
    },
    remove: { call: calls.deleteRole, permission: calls.deleteRole.permission, name: (r, { nc }) => nc(r.descript, r.code), visible: roleOnly },
    rowActions: ({ t, openDialog, openForm }) => [
      { key: 'addRole', label: t('addRole'), permission: calls.saveRole.permission, visible: (r) => r.kind === 'GROUP' && !r.dispatched, run: (r) => openForm(undefined, { groupId: r.id }) },
      { key: 'editGroup', label: t('editGroup'), permission: calls.saveRole.permission, visible: (r) => r.kind === 'GROUP' && !r.dispatched, run: (r) => openDialog('group', r) },
      {
        key: 'deleteGroup',
        label: t('deleteGroup'),
        permission: calls.deleteRole.permission,
        danger: true,
        visible: (r) => r.kind === 'GROUP' && !r.dispatched,
        confirm: (r) => t('confirmDeleteGroup', { name: r.descript }),
        call: { ...calls.deleteRoleGroup, params: (r) => ({ id: r.id }) },
      },
      { key: 'permissions', label: t('permissions'), permission: calls.listRoles.permission, visible: (r) => r.kind === 'ROLE', run: (r) => o.openPermissions(r) },
      { key: 'users', label: t('users'), permission: calls.assignRoleUsers.permission, visible: (r) => r.kind === 'ROLE', run: (r) => openDialog('users', r) },
      { key: 'depts', label: t('depts'), permission: calls.assignRoleUsers.permission, visible: (r) => r.kind === 'ROLE', run: (r) => openDialog('depts', r) },
      { key: 'tags', label: t('tags'), permission: calls.saveRole.permission, visible: roleOnly, run: (r) => openDialog('tags', r) },
      { key: 'dispatch', label: t('dispatchAction'), permission: calls.distributeRole.permission, visible: (r) => roleOnly(r) && r.isTemplate, run: (r) => o.openDispatch(r) },
    ],
  };
}
