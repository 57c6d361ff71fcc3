'use client';
/**
 * The through-app modal 选择酒店 (portal.md sections 2 and 9, width 900): hotels searched by code
 * or name; each row's start button gets a PMS token for the app and hotel (GET /pms/token) and
 * opens the desktop client's link. The link stays on screen in case the client did not open.
 */
import { useState } from 'react';
import { Alert, Button, Input, Modal, Table, type TableColumnsType } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Input';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Table';
import { PlayCircleOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { swrFetcher } from '@/lib/client/api';
import { callApi, swrKey, type OutputOf } from '@/lib/client/call';
import type { App } from '@/lib/contracts/auth';
import { desktopLink } from './desktop-link';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

/** Width of the through-app modal (portal.md section 9). */
export const HOTEL_MODAL_WIDTH = 900;
const PAGE_SIZE = 10;

type HotelPage = OutputOf<typeof calls.listHotels>;
type HotelRow = HotelPage['datas'][number];

export function HotelModal({ app, linkTemplate, onClose }: { app: App; linkTemplate: string; onClose: () => void }) {
  const nc = useNameCode();
  const t = useTranslations('shell.hotel');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState<string | null>(null);
  const [started, setStarted] = useState<{ hotel: string; link: string } | null>(null);
  const query = { search, firstResult: (page - 1) * PAGE_SIZE, pageSize: PAGE_SIZE };
  const { data, isLoading } = useSWR<HotelPage>(swrKey(calls.listHotels, query), swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });

  async function start(row: HotelRow) {
    setStarting(row.code);
    try {
      const { token } = await callApi(calls.pmsToken, { appCode: app.code, hotelCode: row.code });
      const link = desktopLink(linkTemplate, { appCode: app.code, hotelCode: row.code, token });
      setStarted({ hotel: nc(row.descript, row.code), link });
      // The desktop client registers the link's scheme; a link click hands it over without leaving the page.
      const a = document.createElement('a');
      a.href = link;
      a.rel = 'noopener';
      a.click();
    } catch {
      // The fetch layer showed why.
    } finally {
      setStarting(null);
    }
  }

  const columns: TableColumnsType<HotelRow> = [
    { title: t('code'), dataIndex: 'code', width: 180 },
    { title: t('name'), dataIndex: 'descript', ellipsis: true },
    {
      title: t('action'),
      key: 'action',
      width: 120,
      render: (_, row) => (
        <Button type="primary" size="small" icon={<PlayCircleOutlined />} loading={starting === row.code} aria-label={`${t('start')} ${row.code}`} onClick={() => void start(row)}>
          {t('start')}
        </Button>
      ),
    },
  ];

  return (
    <Modal open title={t('title')} width={HOTEL_MODAL_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <Input.Search
        placeholder={t('search')}
        aria-label={t('search')}
        allowClear
        enterButton
        maxLength={60}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {started ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <span>
              {t('started', { hotel: started.hotel })} <a href={started.link}>{t('openClient')}</a>
            </span>
          }
        />
      ) : null}
      <Table<HotelRow>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={data?.datas ?? []}
        loading={isLoading}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.totalRows ?? 0, onChange: setPage, showSizeChanger: false }}
      />
    </Modal>
  );
}
