'use client';
/** The resource columns shared by the tree and the paged list. */
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import type { TableColumnsType } from 'antd';
import { FlagTag, StatusTag } from '@/components/console/StatusTag';
import type { Translate } from '@/components/list-page/types';
import type { ResourceRow } from '@/lib/contracts/resources';

export function resourceColumns(t: Translate, withApp: boolean): TableColumnsType<ResourceRow> {
  return [
    { title: t('col.title'), dataIndex: 'title', width: 220, render: (v: string, r) => v || r.name },
    { title: t('col.code'), dataIndex: 'code', width: 160 },
    ...(withApp ? [{ title: t('col.app'), dataIndex: 'appCode', width: 90 }] : []),
    { title: t('col.kind'), dataIndex: 'kind', width: 90, render: (v: string) => <Tag color={v === 'MENU' ? 'blue' : v === 'BUTTON' ? 'orange' : 'purple'}>{t(`kind.${v}`)}</Tag> },
    { title: t('col.level'), dataIndex: 'level', width: 60 },
    { title: t('col.address'), dataIndex: 'address', width: 200, ellipsis: true },
    { title: t('col.winType'), dataIndex: 'winType', width: 110, render: (v: string) => (v ? t(`winType.${v}`) : '') },
    { title: t('col.permission'), dataIndex: 'permission', width: 160 },
    { title: t('col.sort'), dataIndex: 'sort', width: 60 },
    { title: t('col.cascade'), dataIndex: 'cascade', width: 110, render: (v: boolean, r) => (v ? <Tag color="geekblue">{r.ownerUnitCode || t('col.cascade')}</Tag> : <FlagTag value={false} />) },
    { title: t('col.tiled'), dataIndex: 'tiled', width: 60, render: (v: boolean) => <FlagTag value={v} /> },
    { title: t('col.mobile'), dataIndex: 'mobileVisible', width: 70, render: (v: boolean) => <FlagTag value={v} /> },
    { title: t('col.status'), dataIndex: 'status', width: 70, render: (v: string) => <StatusTag status={v} /> },
  ];
}
