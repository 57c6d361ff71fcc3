'use client';
/** /logs: data and operation logs (role permission trees and resource trees), each change with its snapshots. */
import { useMemo, useState } from 'react';
import { Modal, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { OperationLogRow } from '@/lib/contracts/logs';
import { ChangeView } from './ChangeView';
import * as calls from '@/lib/client/calls.generated';

const TREES = ['ROLE_TREE', 'RESOURCE_TREE'] as const;

export function OperationLogsScreen() {
  const t = useTranslations('console.logs.operation');
  const [open, setOpen] = useState<OperationLogRow | null>(null);
  const declaration = useMemo<ListPageDeclaration<OperationLogRow>>(
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
        { title: t('col.action'), dataIndex: 'action', width: 100 },
        { title: t('col.role'), dataIndex: 'roleName', width: 180 },
        { title: t('col.resource'), dataIndex: 'resourceName', width: 180 },
        { title: t('col.unit'), dataIndex: 'unitCode', width: 100 },
        { title: t('col.ip'), dataIndex: 'ip', width: 130 },
      ],
      rowActions: ({ t }) => [{ key: 'view', label: t('view'), run: (row) => setOpen(row) }],
      actionsWidth: 100,
    }),
    [],
  );
  return (
    <>
      <ListPage declaration={declaration} />
      {open && (
        <Modal open width={860} title={t('detail')} footer={null} onCancel={() => setOpen(null)}>
          <ChangeView before={open.before} after={open.after} />
        </Modal>
      )}
    </>
  );
}
