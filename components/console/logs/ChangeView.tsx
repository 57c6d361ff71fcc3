'use client';
/** Before and after of an audited change, field by field, the changed fields marked. */
import { Table, Tag, Typography } from 'antd';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';

function parse(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
  } catch {
    return { value: text };
  }
}

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

export function ChangeView({ before, after }: { before: string; after: string }) {
  const t = useTranslations('console.logs.change');
  const b = parse(before);
  const a = parse(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const rows = keys.map((key) => ({ key, before: show(b?.[key]), after: show(a?.[key]), changed: show(b?.[key]) !== show(a?.[key]) }));
  // Changed fields first: they are what the reader came for.
  rows.sort((x, y) => Number(y.changed) - Number(x.changed));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      scroll={{ y: 420 }}
      columns={[
        { title: t('field'), dataIndex: 'key', width: 160, render: (v: string, r) => (r.changed && b && a ? <Typography.Text strong>{v}</Typography.Text> : v) },
        { title: t('before'), dataIndex: 'before', render: (v: string, r) => (r.changed && b ? <Typography.Text delete={Boolean(a)}>{v}</Typography.Text> : v) },
        { title: t('after'), dataIndex: 'after', render: (v: string, r) => (r.changed && a ? <Typography.Text type="success">{v}</Typography.Text> : v) },
        { title: '', key: 'mark', width: 70, render: (_v: unknown, r) => (r.changed && b && a ? <Tag color="orange">{t('changed')}</Tag> : null) },
      ]}
    />
  );
}
