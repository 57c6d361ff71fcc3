'use client';
/** /logs: data and operation logs (role permission trees and resource trees), each change with its snapshots. */
import { useMemo } from 'react';
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import { useTranslations } from 'next-intl';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { OperationLogRow } from '@/lib/contracts/logs';
import { ChangeLogScreen } from './ChangeLogScreen';
import * as calls from '@/lib/client/calls.generated';

const TREES = ['ROLE_TREE', 'RESOURCE_TREE'] as const;

export function OperationLogsScreen() {
  const tl = useTranslations('console.logs.operation');
  const action = (v: string) => (tl.has(`actions.${v}`) ? tl(`actions.${v}`) : v);
  const declaration = useMemo<Omit<ListPageDeclaration<OperationLogRow>, 'rowActions' | 'actionsWidth'>>(
    () => ({
      ns: 'console.logs.operation',
      rowKey: 'id',
      list: calls.listOperationLogs,
      search: ({ t }) => [
        { type: 'TIME_AREA', code: 'at', label: t('col.at') },
        { type: 'SELECT', code: 'treeType', label: t('col.treeType'), keyName: 'value', labelName: 'label', options: TREES.map((v) => ({ value: v, label: t(`tree.${v}`) })) },
        { type: 'INPUT', code: 'actorCode', label: t('col.actor') },
      ],
      columns: ({ t }) => [
        { title: t('col.at'), dataIndex: 'at', width: 170 },
        { title: t('col.actor'), dataIndex: 'actorCode', width: 120 },
        { title: t('col.treeType'), dataIndex: 'treeType', width: 120, render: (v: string) => <Tag>{TREES.includes(v as (typeof TREES)[number]) ? t(`tree.${v}`) : v}</Tag> },
        { title: t('col.action'), dataIndex: 'action', width: 100, render: (v: string) => action(v) },
        { title: t('col.role'), dataIndex: 'roleName', width: 180 },
        { title: t('col.resource'), dataIndex: 'resourceName', width: 180 },
        { title: t('col.unit'), dataIndex: 'unitCode', width: 100 },
        { title: t('col.ip'), dataIndex: 'ip', width: 130 },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the translator is stable for the page's one language
    [],
  );
  return <ChangeLogScreen ns="console.logs.operation" declaration={declaration} />;
}
