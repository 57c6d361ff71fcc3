'use client';
/** /auditLog/list: the audit trail, each change openable with its before and after values. */
import { useMemo, useState } from 'react';
import { Descriptions, Modal, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { AuditLogRow } from '@/lib/contracts/logs';
import { ChangeView } from './ChangeView';
import * as calls from '@/lib/client/calls.generated';

const ACTION_COLORS: Record<string, string> = { CREATE: 'green', UPDATE: 'blue', DELETE: 'red' };

export function AuditLogsScreen() {
  const t = useTranslations('console.logs.audit');
  const [open, setOpen] = useState<AuditLogRow | null>(null);
  const declaration = useMemo<ListPageDeclaration<AuditLogRow>>(
    () => ({
      ns: 'console.logs.audit',
      rowKey: 'id',
      list: calls.listAuditLogs,
      search: ({ t }) => [
        { type: 'TIME_AREA', code: 'at', label: t('col.at') },
        { type: 'INPUT', code: 'actorCode', label: t('col.actor') },
        { type: 'INPUT', code: 'objectType', label: t('col.objectType') },
        { type: 'INPUT', code: 'objectId', label: t('col.objectId') },
        { type: 'INPUT', code: 'action', label: t('col.action') },
      ],
      columns: ({ t }) => [
        { title: t('col.at'), dataIndex: 'at', width: 170 },
        { title: t('col.actor'), dataIndex: 'actorCode', width: 150, render: (v: string, r) => (r.actorName ? `${r.actorName}（${v}）` : v) },
        { title: t('col.unit'), dataIndex: 'unitCode', width: 150, render: (v: string, r) => (v ? `${r.unitName}（${v}）` : '') },
        { title: t('col.action'), dataIndex: 'action', width: 100, render: (v: string) => <Tag color={ACTION_COLORS[v] ?? 'default'}>{v}</Tag> },
        { title: t('col.objectType'), dataIndex: 'objectType', width: 160 },
        { title: t('col.objectId'), dataIndex: 'objectId', width: 90 },
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
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'at', label: t('col.at'), children: open.at },
              { key: 'actor', label: t('col.actor'), children: `${open.actorName}（${open.actorCode}）` },
              { key: 'action', label: t('col.action'), children: open.action },
              { key: 'object', label: t('col.objectType'), children: `${open.objectType} #${open.objectId}` },
              { key: 'unit', label: t('col.unit'), children: open.unitCode ? `${open.unitName}（${open.unitCode}）` : '' },
              { key: 'ip', label: t('col.ip'), children: open.ip },
            ]}
          />
          <ChangeView before={open.before} after={open.after} />
        </Modal>
      )}
    </>
  );
}
