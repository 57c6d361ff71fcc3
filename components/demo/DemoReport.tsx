'use client';
/**
 * A report of the demo application (occupancy, revenue, monthly operations, expected arrivals),
 * as the report centre frames it: a figure per day or guest, drawn from the report's code and
 * the date so that the same day shows the same figures, a small bar per row, a total. Sample data:
 * the demo application has no hotel system behind it.
 */
import { Card, Result, Table, Typography } from 'antd';
import '@/components/style/antd/Card';
import '@/components/style/antd/Result';
import '@/components/style/antd/Table';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import type { DemoReportKind } from './demo-reports';


/** A stable number in [0, 1) from a text (the same report and day give the same figure). */
function unit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/** The last `n` business days (Asia/Shanghai), newest first, as YYYY-MM-DD. */
function lastDays(n: number, today: string): string[] {
  const base = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: n }, (_, i) => new Date(base - i * 86_400_000).toISOString().slice(0, 10));
}

export function DemoReport({ kind, today }: { kind: DemoReportKind | null; today: string }) {
  const t = useTranslations('demo.reports');
  if (kind === null) return <Result status="404" title={t('unknown')} />;
  const rows =
    kind === 'arrivals'
      ? Array.from({ length: 8 }, (_, i) => ({ key: `G${i}`, label: t('guest', { n: i + 1 }), value: 1 + Math.floor(unit(`${kind}${today}${i}`) * 3) }))
      : kind === 'monthly'
        ? Array.from({ length: 6 }, (_, i) => {
            const d = new Date(`${today}T00:00:00Z`);
            d.setUTCMonth(d.getUTCMonth() - i);
            const month = d.toISOString().slice(0, 7);
            return { key: month, label: month, value: Math.round(800_000 + unit(`${kind}${month}`) * 700_000) };
          })
        : lastDays(14, today).map((day) => ({ key: day, label: day, value: kind === 'occupancy' ? Math.round(55 + unit(`${kind}${day}`) * 40) : Math.round(30_000 + unit(`${kind}${day}`) * 45_000) }));
  const max = Math.max(...rows.map((r) => r.value));
  const total = rows.reduce((s, r) => s + r.value, 0);
  const shown = (v: number) => (kind === 'occupancy' ? `${v}%` : v.toLocaleString('en-US'));
  return (
    <div style={{ padding: 24, background: '#f5f7fa', minHeight: '100vh', boxSizing: 'border-box' }}>
      <Card title={t(`title.${kind}`)} extra={<Typography.Text type="secondary">{t('sample')}</Typography.Text>}>
        <Table
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: t(`col.label.${kind}`), dataIndex: 'label', width: 160 },
            { title: t(`col.value.${kind}`), dataIndex: 'value', width: 140, align: 'right', render: (v: number) => shown(v) },
            {
              title: '',
              dataIndex: 'value',
              key: 'bar',
              render: (v: number) => <div aria-hidden style={{ height: 10, width: `${Math.max(2, (v / max) * 100)}%`, background: '#1677ff', borderRadius: 4 }} />,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{kind === 'occupancy' ? t('average') : t('total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {kind === 'occupancy' ? `${Math.round(total / rows.length)}%` : shown(total)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
            </Table.Summary.Row>
          )}
        />
      </Card>
    </div>
  );
}
