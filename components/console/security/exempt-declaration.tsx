'use client';
/** The users exempted from one validation of a unit, as one declaration of the list pattern. */
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { ExemptKind, ExemptUserRow } from '@/lib/contracts/login-security';
import type { Permission } from '@/lib/contracts/permissions';
import { searchUnitUsers } from './user-options';
import * as calls from '@/lib/client/calls.generated';

export function exemptDeclaration(unitId: number, kind: ExemptKind, permission: Permission): ListPageDeclaration<ExemptUserRow> {
  return {
    ns: 'console.security.exempt',
    rowKey: 'id',
    list: calls.listExemptUsers,
    search: ({ t }) => [{ type: 'INPUT', code: 'userCode', label: t('col.userCode') }],
    columns: ({ t }) => [
      { title: t('col.userCode'), dataIndex: 'userCode', width: 140 },
      { title: t('col.userName'), dataIndex: 'userName', width: 140 },
      { title: t('col.kind'), dataIndex: 'kind', width: 140, render: (v: string) => t(`kind.${v}`) },
      { title: t('col.remark'), dataIndex: 'remark', width: 220 },
      { title: t('col.createdAt'), dataIndex: 'createdAt', width: 170 },
      { title: t('col.createdBy'), dataIndex: 'createdBy', width: 110 },
    ],
    form: {
      titles: { create: 'add', update: 'add' },
      width: 560,
      create: { ...calls.addExemptUsers, permission },
      fields: ({ t }) => [
        { name: 'userIds', label: t('col.users'), type: 'remoteSelect', multiple: true, required: true, fetch: (k) => searchUnitUsers(unitId, k) },
        { name: 'remark', label: t('col.remark'), type: 'textarea', max: 200 },
      ],
      toBody: (values) => ({ ...values, unitId, kind }),
    },
    remove: { call: calls.deleteExemptUser, permission, name: (r) => `${r.userName}（${r.userCode}）` },
  };
}
