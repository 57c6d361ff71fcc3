'use client';
/**
 * Chosen users of a unit, as one declaration of the list pattern: the users picked for SMS
 * validation at sign-in (/safety/sms) and the users exempted from one validation (IP white list,
 * SMS) are the same screen over different calls, with one column of their own
 * (services: lib/backend/builtin/services/login-security/chosen-users.ts).
 */
import type { ListPageDeclaration, RowCallRef, CallRef } from '@/components/list-page/types';
import type { ExemptKind, ExemptUserRow, SmsUserRow } from '@/lib/contracts/login-security';
import type { Permission } from '@/lib/contracts/permissions';
import { searchUnitUsers } from './user-options';
import * as calls from '@/lib/client/calls.generated';

interface ChosenUsers<Row extends { userName: string; userCode: string }> {
  ns: string;
  list: CallRef;
  add: CallRef;
  remove: RowCallRef<Row>;
  /** Who may add and remove (the calls' own permission unless a screen says otherwise). */
  permission: Permission | null;
  /** The column of this kind's own (the mobile of an SMS user, the validation of an exemption). */
  own: { key: string; dataIndex: keyof Row & string; render?: (value: string, t: (key: string) => string) => string };
  usersHelp?: boolean;
  /** What the add call is sent besides the chosen users and the remark. */
  body: Record<string, unknown>;
  unitId: number;
}

function chosenUsersDeclaration<Row extends { id: number; userName: string; userCode: string }>(c: ChosenUsers<Row>): ListPageDeclaration<Row> {
  return {
    ns: c.ns,
    rowKey: 'id',
    list: c.list,
    search: ({ t }) => [{ type: 'INPUT', code: 'userCode', label: t('col.userCode') }],
    columns: ({ t }) => [
      { title: t('col.userCode'), dataIndex: 'userCode', width: 140 },
      { title: t('col.userName'), dataIndex: 'userName', width: 140 },
      { title: t(`col.${c.own.key}`), dataIndex: c.own.dataIndex, width: 140, ...(c.own.render ? { render: (v: string) => c.own.render!(v, t) } : {}) },
      { title: t('col.remark'), dataIndex: 'remark', width: 220 },
      { title: t('col.createdAt'), dataIndex: 'createdAt', width: 170 },
      { title: t('col.createdBy'), dataIndex: 'createdBy', width: 110 },
    ],
    form: {
      titles: { create: 'add', update: 'add' },
      width: 560,
      create: { ...c.add, permission: c.permission },
      fields: ({ t, nc }) => [
        { name: 'userIds', label: t('col.users'), type: 'remoteSelect', multiple: true, required: true, ...(c.usersHelp ? { extra: t('usersHelp') } : {}), fetch: (k) => searchUnitUsers(nc, c.unitId, k) },
        { name: 'remark', label: t('col.remark'), type: 'textarea', max: 200 },
      ],
      toBody: (values) => ({ ...values, unitId: c.unitId, ...c.body }),
    },
    remove: { call: c.remove, permission: c.permission, name: (r, { nc }) => nc(r.userName, r.userCode) },
  };
}

/** The users of a unit chosen for SMS validation at sign-in. */
export function smsUsersDeclaration(unitId: number): ListPageDeclaration<SmsUserRow> {
  return chosenUsersDeclaration<SmsUserRow>({
    ns: 'console.security.smsUsers', unitId, list: calls.listSmsUsers, add: calls.addSmsUsers, remove: calls.deleteSmsUser,
    permission: calls.deleteSmsUser.permission, own: { key: 'mobile', dataIndex: 'mobile' }, usersHelp: true, body: {},
  });
}

/** The users of a unit exempted from one validation; `permission` is the permission of the validation's own screen. */
export function exemptDeclaration(unitId: number, kind: ExemptKind, permission: Permission): ListPageDeclaration<ExemptUserRow> {
  return chosenUsersDeclaration<ExemptUserRow>({
    ns: 'console.security.exempt', unitId, list: calls.listExemptUsers, add: calls.addExemptUsers, remove: calls.deleteExemptUser,
    permission, own: { key: 'kind', dataIndex: 'kind', render: (v, t) => t(`kind.${v}`) }, body: { kind },
  });
}
