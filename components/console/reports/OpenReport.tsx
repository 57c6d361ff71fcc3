'use client';
/**
 * /report/openReport?code=: one report, opened with the caller's rights at this moment. Built-in
 * reports draw their chart and table for a date range and export them; others show their address.
 */
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { Alert, Button, Card, DatePicker, Empty, Space, Spin, Table, Tag } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/DatePicker';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import { DownloadOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import { downloadBase64 } from '@/components/console/download';
import type { ReportData, ReportRow } from '@/lib/contracts/reports';
import * as calls from '@/lib/client/calls.generated';
import { screenHref } from '@/lib/console/screens';

const ReportChart = dynamic(() => import('./ReportChart'), { ssr: false, loading: () => <Spin /> });
const KNOWN_COLUMNS = new Set(['day', 'unit', 'failed', 'lockouts', 'sessions', 'activeUsers']);
const FORMAT = 'YYYY-MM-DD';

/** Today in the product's business day (Asia/Shanghai), whatever the browser's time zone: both ends of the default range use it. */
function businessToday(): Dayjs {
  return dayjs(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date()));
}

export function OpenReport({ code }: { code: string }) {
  // No report named: say so and offer the report centre (not "no permission").
  if (!code) return <PickReport />;
  return <OneReport code={code} />;
}

function PickReport() {
  const t = useTranslations('console.reports');
  return <Alert type="info" showIcon title={t('pickReport')} action={<Button href={screenHref('reportCenter')}>{t('centerTitle')}</Button>} />;
}

function OneReport({ code }: { code: string }) {
  const t = useTranslations('console.reports');
  const [report, setReport] = useState<ReportRow | null | 'refused'>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const today = businessToday();
    return [today.subtract(29, 'day'), today];
  });
  const [data, setData] = useState<ReportData | null>(null);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    callApi<ReportRow>(calls.reportByToken, { code }, { quiet: true }).then(setReport, () => setReport('refused'));
  }, [code]);

  const body = useCallback(() => ({ code, dateStart: range[0].format(FORMAT), dateEnd: range[1].format(FORMAT) }), [code, range]);

  useEffect(() => {
    if (!report || report === 'refused' || !report.builtin) return;
    setLoading(true);
    callApi<ReportData>(calls.reportData, body())
      .then(setData, () => setData(null))
      .finally(() => setLoading(false));
  }, [report, body]);

  if (report === null) return <Spin />;
  if (report === 'refused') return <Alert type="error" showIcon title={t('refused')} />;

  const star = async () => {
    await callApi(calls.collectReport, { resourceId: report.id, collected: !report.collected });
    setReport({ ...report, collected: !report.collected });
  };
  const title = (
    <Space>
      {report.title}
      <Tag>{report.categoryName || report.appName}</Tag>
    </Space>
  );
  const starButton = (
    <Button type="text" icon={report.collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />} onClick={() => void star()}>
      {report.collected ? t('uncollect') : t('collect')}
    </Button>
  );

  if (!report.builtin) {
    return (
      <Card title={title} variant="borderless" extra={starButton}>
        {report.address ? <iframe title={report.title} src={report.address} style={{ width: '100%', height: '75vh', border: 0 }} /> : <Empty description={t('noAddress')} />}
      </Card>
    );
  }

  const columnTitle = (c: string) => (KNOWN_COLUMNS.has(c) ? t(`col.${c}`) : c);
  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={t('range')}
            allowClear={false}
            value={range}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              callApi<{ fileName: string; base64: string }>(calls.exportReport, body())
                .then((f) => downloadBase64(f.fileName, f.base64))
                .catch(() => undefined)
                .finally(() => setExporting(false));
            }}
          >
            {t('export')}
          </Button>
          {starButton}
        </Space>
      }
    >
      {loading || !data ? (
        <Spin />
      ) : (
        <>
          <ReportChart data={data} title={report.title} />
          <Table
            size="small"
            style={{ marginTop: 16 }}
            rowKey={(r) => String(r[data.columns[0]!])}
            dataSource={data.rows}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            columns={data.columns.map((c) => ({ title: columnTitle(c), dataIndex: c, key: c }))}
            locale={{ emptyText: t('empty') }}
          />
        </>
      )}
    </Card>
  );
}
