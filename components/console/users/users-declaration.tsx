'use client';
/**
 * The user list as one declaration of the list-page pattern, shared by /user/user-list,
 * /user/unit-user-list and the user pane of the department pages: search by code, name, mobile or
 * e-mail, every field of console.md section 3 in the form, account actions, batch actions, Excel.
 */
import dynamic from 'next/dynamic';
import { Button, Space, Tag } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tag';
import { perFormatter } from '@/lib/i18n/pairs';
import type { ListPageDeclaration, ListHelpers } from '@/components/list-page/types';
import { FlagTag, StatusTag } from '@/components/console/StatusTag';
import { loadDeptTree, loadRemoteList, loadUnitTree, searchUnitRecords, searchUnits, searchUnitsOfKind } from '@/components/console/pickers';
import { downloadBase64 } from '@/components/console/download';
import { ID_CARD_PATTERN, MOBILE_PATTERN, SEXES, STATUSES, USER_CODE_MAX, USER_CODE_PATTERN, USER_TYPES } from '@/lib/contracts/console-enums';
import { EMAIL_PATTERN } from '@/lib/contracts/patterns';
import type { UserRow } from '@/lib/contracts/users';
import * as calls from '@/lib/client/calls.generated';

export type UserDrawerTab = 'roles' | 'menus' | 'reports' | 'operations' | 'tags' | 'scope' | 'projection' | 'pms' | 'wechat';

export interface UsersDeclarationOptions {
  /** The list call: all users in the caller's units, or one unit's users (department pages). */
  list: 'listUsers' | 'unitUsers';
  /** Search and create in several units (the caller administers more than their own). */
  manyUnits: boolean;
  /** The caller's own unit: the default unit of a new user. */
  ownUnitId: number;
  openDrawer: (row: UserRow, tab: UserDrawerTab) => void;
  openImport: () => void;
  /** The user's sign-ins, each to be ended on its own (docs/decisions/107). */
  openSignIns: (row: UserRow) => void;
}

// Drawn only in the user form (a dialog loaded when opened): its tree select comes with it, not with the list.
const UnitDependentSelect = dynamic(() => import('@/components/console/UnitDependentSelect').then((m) => m.UnitDependentSelect), { ssr: false });

const loadDepts = (unitId: number) => loadDeptTree(unitId);
const suppliersOf = perFormatter((nc) => (unitId: number) => loadRemoteList(nc, 'listSupplierMap', unitId));

// The generated password's dialog (antd's Modal) loads when a reset answers, not with the list.
function showPassword(password: string, h: ListHelpers<UserRow>) {
  if (!password) return;
  void import('./PasswordShown').then((m) => m.showPassword(password, h));
}

export function usersDeclaration(o: UsersDeclarationOptions): ListPageDeclaration<UserRow> {
  return {
    ns: 'console.users',
    rowKey: 'id',
    list: o.list === 'listUsers' ? calls.listUsers : calls.unitUsers,
    selectable: true,
    actionsWidth: 320,
    search: ({ t, tl, nc }) => [
      { type: 'INPUT', code: 'code', label: t('col.code') },
      { type: 'INPUT', code: 'name', label: t('col.name') },
      { type: 'INPUT', code: 'mobile', label: t('col.mobile') },
      { type: 'INPUT', code: 'email', label: t('col.email') },
      { type: 'SELECT', code: 'status', label: t('col.status'), keyName: 'value', labelName: 'label', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })) },
      { type: 'SELECT', code: 'locked', label: t('col.locked'), keyName: 'value', labelName: 'label', options: ['T', 'F'].map((v) => ({ value: v, label: t(`lockState.${v}`) })) },
      { type: 'SELECT', code: 'type', label: t('col.type'), keyName: 'value', labelName: 'label', options: USER_TYPES.map((v) => ({ value: v, label: t(`userType.${v}`) })) },
      ...(o.manyUnits && o.list === 'listUsers' ? [{ type: 'REMOTE_SELECT' as const, code: 'unitId', label: t('col.unit'), keyName: 'id', labelName: 'label', fetch: (k: string) => searchUnitRecords(nc, k) }] : []),
    ],
    columns: ({ t }) => [
      { title: t('col.code'), dataIndex: 'code', width: 120, fixed: 'left' },
      { title: t('col.name'), dataIndex: 'name', width: 100 },
      { title: t('col.sex'), dataIndex: 'sex', width: 60, render: (v: string) => (v ? t(`sex.${v}`) : '') },
      { title: t('col.mobile'), dataIndex: 'mobile', width: 120 },
      { title: t('col.email'), dataIndex: 'email', width: 190 },
      { title: t('col.unit'), dataIndex: 'unitName', width: 150 },
      { title: t('col.dept'), dataIndex: 'deptName', width: 100 },
      { title: t('col.type'), dataIndex: 'type', width: 110, render: (v: string) => t(`userType.${v}`) },
      { title: t('col.status'), dataIndex: 'status', width: 80, render: (v: string) => <StatusTag status={v} /> },
      { title: t('col.locked'), dataIndex: 'locked', width: 80, render: (v: boolean) => (v ? <Tag color="red">{t('lockState.T')}</Tag> : <Tag>{t('lockState.F')}</Tag>) },
      { title: t('col.pmsAccount'), dataIndex: 'pmsAccount', width: 100 },
      { title: t('col.wechat'), dataIndex: 'wechatBound', width: 80, render: (v: boolean) => <FlagTag value={v} yes={t('bound')} no={t('unbound')} /> },
      { title: t('col.receiveMessage'), dataIndex: 'receiveMessage', width: 80, render: (v: boolean) => <FlagTag value={v} /> },
      { title: t('col.lastLoginAt'), dataIndex: 'lastLoginAt', width: 170 },
      { title: t('col.createdAt'), dataIndex: 'createdAt', width: 170 },
    ],
    form: {
      titles: { create: 'create', update: 'edit' },
      width: 860,
      create: calls.addUser,
      update: calls.updateUser,
      fields: ({ t, tl, nc }, mode, row) => [
        ...(mode === 'create'
          ? [{ name: 'unitId', label: t('col.unit'), type: 'treeSelect' as const, required: true, load: () => loadUnitTree(nc), initialValue: o.ownUnitId, disabled: !o.manyUnits }]
          : []),
        { name: 'code', label: t('col.code'), type: 'text', required: true, max: USER_CODE_MAX, patterns: [{ regex: USER_CODE_PATTERN, message: t('rule.code') }] },
        { name: 'name', label: t('col.name'), type: 'text', required: true, max: 30 },
        ...(mode === 'create'
          ? [
              { name: 'password', label: t('col.password'), type: 'password' as const, required: true, max: 64 },
              {
                name: 'passwordCheck',
                label: t('col.passwordCheck'),
                type: 'password' as const,
                required: true,
                dependencies: ['password'],
                rules: [
                  ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
                    validator: (_r: unknown, v: unknown) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('rule.passwordCheck')))),
                  }),
                ],
              },
            ]
          : []),
        { name: 'sex', label: t('col.sex'), type: 'radio', options: SEXES.map((v) => ({ value: v, label: t(`sex.${v}`) })) },
        { name: 'birthday', label: t('col.birthday'), type: 'date' },
        { name: 'mobile', label: t('col.mobile'), type: 'text', patterns: [{ regex: MOBILE_PATTERN, message: t('rule.mobile') }] },
        { name: 'email', label: t('col.email'), type: 'text', max: 100, patterns: [{ regex: EMAIL_PATTERN, message: t('rule.email') }] },
        { name: 'idCard', label: t('col.idCard'), type: 'text', patterns: [{ regex: ID_CARD_PATTERN, message: t('rule.idCard') }] },
        {
          name: 'deptId',
          label: t('col.dept'),
          type: 'custom',
          render: (form) => <UnitDependentSelect form={form} fixedUnitId={row?.unitId} load={loadDepts} tree />,
        },
        { name: 'type', label: t('col.type'), type: 'select', required: true, options: USER_TYPES.map((v) => ({ value: v, label: t(`userType.${v}`) })), initialValue: 'ORDINARY' },
        { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
        { name: 'expiresAt', label: t('col.expiresAt'), type: 'date' },
        { name: 'pmsAccount', label: t('col.pmsAccount'), type: 'text', max: 30, patterns: [{ regex: /^[A-Za-z0-9_]+$/, message: t('rule.pms') }] },
        {
          name: 'supplierId',
          label: t('col.supplier'),
          type: 'custom',
          render: (form) => <UnitDependentSelect form={form} fixedUnitId={row?.unitId} load={suppliersOf(nc)} />,
        },
        { name: 'agreementUnitId', label: t('col.agreementUnit'), type: 'remoteSelect', fetch: (k) => searchUnitsOfKind(nc, 'AGREEMENT', k), options: row?.agreementUnitId ? [{ value: row.agreementUnitId, label: row.agreementUnitName }] : [] },
        { name: 'useDeptRole', label: t('col.useDeptRole'), type: 'switch', initialValue: true },
        { name: 'receiveMessage', label: t('col.receiveMessage'), type: 'switch', initialValue: true },
        { name: 'isBackdoor', label: t('col.isBackdoor'), type: 'switch', initialValue: false },
        { name: 'canUseBackdoor', label: t('col.canUseBackdoor'), type: 'switch', initialValue: false },
        { name: 'address', label: t('col.address'), type: 'text', max: 200, wide: true },
        { name: 'remark', label: t('col.remark'), type: 'textarea', max: 500, wide: true },
      ],
      // A new user starts in the unit and department chosen beside the list (department pages).
      createValues: ({ filters }) => ({
        ...(typeof filters.unitId === 'number' ? { unitId: filters.unitId } : {}),
        ...(typeof filters.deptId === 'number' ? { deptId: filters.deptId } : {}),
      }),
      toValues: (row) => ({
        ...row,
        sex: row.sex || undefined,
        birthday: row.birthday || undefined,
        expiresAt: row.expiresAt || undefined,
        deptId: row.deptId ?? undefined,
        supplierId: row.supplierId ?? undefined,
        agreementUnitId: row.agreementUnitId ?? undefined,
      }),
      toBody: (values, mode, row) => {
        const body: Record<string, unknown> = { ...values };
        for (const k of Object.keys(body)) if (body[k] === undefined) body[k] = null;
        return mode === 'update' && row ? { ...body, id: row.id } : body;
      },
    },
    dialogs: {
      resetPassword: {
        title: 'reset.title',
        width: 520,
        call: calls.resetPasswordByAdmin,
        fields: ({ t }) => [
          { name: 'password', label: t('col.password'), type: 'password', max: 64, extra: t('reset.hint') },
          {
            name: 'passwordCheck',
            label: t('col.passwordCheck'),
            type: 'password',
            dependencies: ['password'],
            rules: [
              ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
                validator: (_r: unknown, v: unknown) => ((v ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error(t('rule.passwordCheck')))),
              }),
            ],
          },
        ],
        toValues: () => ({}),
        toBody: (values, row) => ({ id: row?.id, password: values.password || undefined, passwordCheck: values.passwordCheck || undefined }),
        done: 'reset.done',
        after: (result, h) => showPassword((result as { password: string }).password, h),
      },
      batchStore: {
        title: 'batchStore.title',
        width: 560,
        call: calls.batchStore,
        fields: ({ t, selected, nc }) => [
          { name: 'unitIds', label: t('batchStore.stores'), type: 'remoteSelect', multiple: true, required: true, fetch: (k) => searchUnits(nc, k), extra: t('batchStore.hint', { count: selected.length }) },
        ],
        toValues: () => ({}),
        toBody: (values, _row, h) => ({ unitIds: values.unitIds, userIds: h.selected.map((r) => r.id) }),
        done: 'done.batchStoreSaved',
      },
    },
    remove: { call: calls.deleteUser, permission: calls.deleteUser.permission, name: (r, { nc }) => nc(r.name, r.code) },
    rowActions: ({ t, openDialog }) => [
      { key: 'lock', label: t('action.lock'), permission: calls.lockUser.permission, visible: (r) => !r.locked, danger: true, confirm: (r) => t('confirm.lock', { name: r.name }), call: { ...calls.lockUser, params: (r) => ({ id: r.id }) }, done: 'done.lock' },
      { key: 'unlock', label: t('action.unlock'), permission: calls.unlockUser.permission, visible: (r) => r.locked, confirm: (r) => t('confirm.unlock', { name: r.name }), call: { ...calls.unlockUser, params: (r) => ({ id: r.id }) }, done: 'done.unlock' },
      { key: 'disable', label: t('action.disable'), permission: calls.updateUser.permission, visible: (r) => r.status === 'ENABLED', danger: true, confirm: (r) => t('confirm.disable', { name: r.name }), call: { ...calls.updateLogin, params: (r) => ({ id: r.id, status: 'DISABLED' }) }, done: 'done.disable' },
      { key: 'enable', label: t('action.enable'), permission: calls.updateUser.permission, visible: (r) => r.status !== 'ENABLED', confirm: (r) => t('confirm.enable', { name: r.name }), call: { ...calls.updateLogin, params: (r) => ({ id: r.id, status: 'ENABLED' }) }, done: 'done.enable' },
      { key: 'endSessions', label: t('action.endSessions'), permission: calls.endUserSessions.permission, danger: true, confirm: (r) => t('confirm.endSessions', { name: r.name }), call: { ...calls.endUserSessions, params: (r) => ({ id: r.id }) }, done: 'done.endSessions' },
      { key: 'signIns', label: t('action.signIns'), permission: calls.userSignIns.permission, run: (r) => o.openSignIns(r) },
      { key: 'reset', label: t('action.resetPassword'), permission: calls.resetPasswordByAdmin.permission, run: (r) => openDialog('resetPassword', r) },
      { key: 'roles', label: t('action.roles'), permission: calls.userRoles.permission, run: (r) => o.openDrawer(r, 'roles') },
      { key: 'grants', label: t('action.grants'), permission: calls.userRoles.permission, run: (r) => o.openDrawer(r, 'menus') },
      { key: 'pms', label: t('action.pms'), permission: calls.pmsDepts.permission, run: (r) => o.openDrawer(r, 'pms') },
      { key: 'wechat', label: t('action.wechat'), permission: calls.bindWechatUrl.permission, run: (r) => o.openDrawer(r, 'wechat') },
    ],
    toolbar: (h) => <UsersToolbar h={h} openImport={o.openImport} />,
  };
}

function UsersToolbar({ h, openImport }: { h: ListHelpers<UserRow>; openImport: () => void }) {
  const { t, tl, selected, has, message } = h;
  const needRows = (go: () => void) => () => (selected.length ? go() : void message.warning(tl('selectFirst')));
  const receive = (flag: 'T' | 'F') =>
    needRows(async () => {
      await h.call(calls.editReceiveMessage, { userIds: selected.map((r) => r.id), receiveMessage: flag });
      void message.success(t('done.receive'));
      h.reload();
    });
  const exportRows = async () => {
    const file = await h.call<{ fileName: string; base64: string }>(calls.exportUsers, h.filters);
    downloadBase64(file.fileName, file.base64);
  };
  const template = async () => {
    const file = await h.call<{ fileName: string; base64: string }>(calls.importTemplate);
    downloadBase64(file.fileName, file.base64);
  };
  const Btn = ({ label, onClick, show = true }: { label: string; onClick: () => void; show?: boolean }) =>
    show ? (
      <Button type="link" size="small" onClick={onClick} style={{ padding: 0, height: 'auto', whiteSpace: 'nowrap' }}>
        {label}
      </Button>
    ) : null;
  return (
    <Space wrap size="middle">
      <Btn label={t('action.receiveOn')} onClick={receive('T')} show={has(calls.updateUser.permission)} />
      <Btn label={t('action.receiveOff')} onClick={receive('F')} show={has(calls.updateUser.permission)} />
      <Btn label={t('action.batchStore')} onClick={needRows(() => h.openDialog('batchStore'))} show={has(calls.updateUser.permission)} />
      <Btn label={t('action.import')} onClick={openImport} show={has(calls.addUser.permission)} />
      <Btn label={t('action.template')} onClick={() => void template()} show={has(calls.addUser.permission)} />
      <Btn label={t('action.export')} onClick={() => void exportRows()} show={has(calls.exportUsers.permission)} />
    </Space>
  );
}
