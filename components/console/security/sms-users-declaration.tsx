'use client';
/** The users of a unit chosen for SMS validation at sign-in (/safety/sms), as one declaration of the list pattern. */
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { SmsUserRow } from '@/lib/contracts/login-security';
import { searchUnitUsers } from './user-options';
import * as calls from '@/lib/client/calls.generated';

export function smsUsersDeclaration(unitId: number): ListPageDeclaration<SmsUserRow> {
  return {
    ns: 'console.security.smsUsers',
    rowKey: 'id',
    list: calls.listSmsUsers,
    search: ({ t }) => [{ type: 'INPUT', code: 'userCode', label: t('col.userCode') }],
    columns: ({ t }) => [
      { title: t('col.userCode'), dataIndex: 'userCode', width: 140 },
      { title: t('col.userName'), dataIndex: 'userName', width: 140 },
      { title: t('col.mobile'), dataIndex: 'mobile', width: 140 },
      { title: t('col.remark'), dataIndex: 'remark', width: 220 },
      { title: t('col.createdAt'), dataIndex: 'createdAt', width: 170 },
      { title: t('col.createdBy'), dataIndex: 'createdBy', width: 110 },
    ],
    form: {
      titles: { create: 'add', update: 'add' },
      width: 560,
      create: calls.addSmsUsers,
      fields: ({ t }) => [
        { name: 'userIds', label: t('col.users'), type: 'remoteSelect', multiple: true, required: true, extra: t('usersHelp'), fetch: (k) => searchUnitUsers(unitId, k) },
        { name: 'remark', label: t('col.remark'), type: 'textarea', max: 200 },
      ],
      toBody: (values) => ({ ...values, unitId }),
    },
    remove: { call: calls.deleteSmsUser, permission: calls.deleteSmsUser.permission, name: (r) => `${r.userName}（${r.userCode}）` },
  };
}
