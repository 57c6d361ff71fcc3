'use client';
/**
 * A list of recorded changes, each openable with its before and after values: the audit log
 * (/auditLog/list) and the data and operation logs (/logs) are this one screen over their own
 * declarations. `summary` lists what the detail shows above the change.
 */
import { useMemo, useState } from 'react';
import { Descriptions, Modal } from 'antd';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Modal';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { ChangeView } from './ChangeView';

export function ChangeLogScreen<Row extends { id: number; before: string; after: string }>({
  ns,
  declaration,
  summary,
}: {
  ns: string;
  declaration: Omit<ListPageDeclaration<Row>, 'rowActions' | 'actionsWidth'>;
  summary?: (row: Row) => { key: string; label: string; children: React.ReactNode }[];
}) {
  const t = useTranslations(ns);
  const [open, setOpen] = useState<Row | null>(null);
  const withView = useMemo<ListPageDeclaration<Row>>(
    () => ({ ...declaration, rowActions: ({ t }) => [{ key: 'view', label: t('view'), run: (row) => setOpen(row) }], actionsWidth: 100 }),
    [declaration],
  );
  return (
    <>
      <ListPage declaration={withView} />
      {open && (
        <Modal open width={860} title={t('detail')} footer={null} onCancel={() => setOpen(null)}>
          {summary ? <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={summary(open)} /> : null}
          <ChangeView before={open.before} after={open.after} />
        </Modal>
      )}
    </>
  );
}
