'use client';
/** /auditLog/list: the audit trail, each change openable with its before and after values; actions and object kinds in the page's language. */
import { useMemo } from 'react';
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import { useTranslations } from 'next-intl';
import type { ListPageDeclaration } from '@/components/list-page/types';
import type { AuditLogRow } from '@/lib/contracts/logs';
import { ChangeLogScreen } from './ChangeLogScreen';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

const ACTION_COLORS: Record<string, string> = { CREATE: 'green', UPDATE: 'blue', DELETE: 'red' };

export function AuditLogsScreen() {
  const nc = useNameCode();
  const t = useTranslations('console.logs.audit');
  // A kind or action the dictionary does not know yet shows as recorded.
  const action = (v: string) => (t.has(`actions.${v}`) ? t(`actions.${v}`) : v);
  const object = (v: string) => (t.has(`objects.${v}`) ? t(`objects.${v}`) : v);
  const declaration = useMemo<Omit<ListPageDeclaration<AuditLogRow>, 'rowActions' | 'actionsWidth'>>(
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
      columns: ({ t, nc }) => [
        { title: t('col.at'), dataIndex: 'at', width: 170 },
        { title: t('col.actor'), dataIndex: 'actorCode', width: 150, render: (v: string, r) => (r.actorName ? nc(r.actorName, v) : v) },
        { title: t('col.unit'), dataIndex: 'unitCode', width: 150, render: (v: string, r) => (v ? nc(r.unitName, v) : '') },
        { title: t('col.action'), dataIndex: 'action', width: 100, render: (v: string) => <Tag color={ACTION_COLORS[v] ?? 'default'}>{action(v)}</Tag> },
        { title: t('col.objectType'), dataIndex: 'objectType', width: 160, render: (v: string) => object(v) },
        { title: t('col.objectId'), dataIndex: 'objectId', width: 90 },
        { title: t('col.ip'), dataIndex: 'ip', width: 130 },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the translator is stable for the page's one language
    [],
  );
  return (
    <ChangeLogScreen
      ns="console.logs.audit"
      declaration={declaration}
      summary={(row) => [
        { key: 'at', label: t('col.at'), children: row.at },
        { key: 'actor', label: t('col.actor'), children: nc(row.actorName, row.actorCode) },
        { key: 'action', label: t('col.action'), children: action(row.action) },
        { key: 'object', label: t('col.objectType'), children: `${object(row.objectType)} #${row.objectId}` },
        { key: 'unit', label: t('col.unit'), children: row.unitCode ? nc(row.unitName, row.unitCode) : '' },
        { key: 'ip', label: t('col.ip'), children: row.ip },
      ]}
    />
  );
}
