'use client';
/** The IP white-list groups of a unit, as one declaration of the list pattern. */
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { IpWhiteGroupRow } from '@/lib/contracts/login-security';
import { isIpEntry, ipEntries } from '@/lib/contracts/ip-entries';
import { searchUnitUsers } from './user-options';
import * as calls from '@/lib/client/calls.generated';

export function ipGroupsDeclaration(unitId: number): ListPageDeclaration<IpWhiteGroupRow> {
  return {
    ns: 'console.security.ipGroups',
    rowKey: 'id',
    list: calls.listIpWhiteGroups,
    search: ({ t }) => [{ type: 'INPUT', code: 'name', label: t('col.name') }],
    columns: ({ t, tl, nc }) => [
      { title: t('col.name'), dataIndex: 'name', width: 160 },
      { title: t('col.ipRanges'), dataIndex: 'ipRanges', width: 260, render: (v: string) => <span style={{ whiteSpace: 'pre-line' }}>{v}</span> },
      {
        title: t('col.members'),
        dataIndex: 'members',
        width: 240,
        render: (v: IpWhiteGroupRow['members']) => (v.length ? v.map((m) => <Tag key={m.id}>{nc(m.name, m.code)}</Tag>) : t('wholeUnit')),
      },
      { title: t('col.enabled'), dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">{tl('enabled')}</Tag> : <Tag>{tl('disabled')}</Tag>) },
      { title: t('col.remark'), dataIndex: 'remark', width: 180 },
      { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
    ],
    form: {
      titles: { create: 'create', update: 'edit' },
      width: 640,
      create: calls.saveIpWhiteGroup,
      update: calls.saveIpWhiteGroup,
      fields: ({ t, nc, punct }, _mode, row) => [
        { name: 'name', label: t('col.name'), type: 'text', required: true, max: 60 },
        {
          name: 'ipRanges',
          label: t('col.ipRanges'),
          type: 'textarea',
          required: true,
          wide: true,
          extra: t('ipHelp'),
          rules: [
            {
              validator: async (_r, value: string | undefined) => {
                const bad = ipEntries(value ?? '').filter((e) => !isIpEntry(e));
                if (bad.length) throw new Error(t('ipInvalid', { entries: bad.join(punct.list) }));
              },
            },
          ],
        },
        {
          name: 'userIds',
          label: t('col.members'),
          type: 'remoteSelect',
          multiple: true,
          wide: true,
          extra: t('membersHelp'),
          options: row?.members.map((m) => ({ value: m.id, label: nc(m.name, m.code) })),
          fetch: (k) => searchUnitUsers(nc, unitId, k),
        },
        { name: 'enabled', label: t('col.enabled'), type: 'switch', initialValue: true },
        { name: 'remark', label: t('col.remark'), type: 'textarea', max: 200, wide: true },
      ],
      toValues: (row) => ({ name: row.name, ipRanges: row.ipRanges, enabled: row.enabled, remark: row.remark, userIds: row.members.map((m) => m.id) }),
      toBody: (values, mode, row) => ({ ...values, unitId, userIds: values.userIds ?? [], ...(mode === 'update' && row ? { id: row.id } : {}) }),
    },
    remove: { call: calls.deleteIpWhiteGroup, permission: calls.deleteIpWhiteGroup.permission, name: (r) => r.name },
  };
}
