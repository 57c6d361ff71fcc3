'use client';
/**
 * A selectable, paged table of received messages (page size 10, height 521 in an area at most
 * 600 high). A failed load empties the table and sets the total to 0 (portal.md section 8).
 */
import { useEffect, useState } from 'react';
import { Button, Table, Tag } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { MESSAGE_PAGE_SIZE as PAGE_SIZE, parseApiDateTime } from '@/lib/contracts/messages';
import { RelativeTime } from '@/components/shell/RelativeTime';
import { LevelTag } from './LevelTag';
import type { MessageRow } from '@/lib/contracts/messages';
import type { Paged } from '@/lib/contracts/envelope';
import styles from './messages.module.css';

export function MessageTable(props: {
  load: (firstResult: number, pageSize: number) => Promise<Paged<MessageRow>>;
  /** Changing it reloads the first page (a new search, a read-state change keeps the page: see reload). */
  searchKey: string;
  reloadKey: number;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (row: MessageRow) => void;
  label: string;
}) {
  const t = useTranslations('inbox.columns');
  const { load, searchKey, reloadKey, onSelect } = props;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Paged<MessageRow>>({ datas: [], totalRows: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => setPage(1), [searchKey]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load((page - 1) * PAGE_SIZE, PAGE_SIZE)
      .then((d) => live && setData(d))
      .catch(() => live && setData({ datas: [], totalRows: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, page, searchKey, reloadKey]);

  useEffect(() => onSelect([]), [searchKey, page, onSelect]);

  const columns: ColumnsType<MessageRow> = [
    {
      title: t('messageTitle'),
      dataIndex: 'messageTitle',
      render: (title: string, row) => (
        <Button type="link" className={`${styles.titleLink} ${row.readState === 'F' ? styles.unreadTitle : ''}`} onClick={() => props.onOpen(row)}>
          {title}
        </Button>
      ),
    },
    { title: t('messageLevel'), dataIndex: 'messageLevel', width: 100, render: (_: unknown, row) => <LevelTag level={row.messageLevel} name={row.messageLevelName} /> },
    { title: t('srcUsername'), dataIndex: 'srcUsername', width: 110, ellipsis: true },
    { title: t('srcOrgname'), dataIndex: 'srcOrgname', width: 150, ellipsis: true },
    {
      title: t('publishDate'),
      dataIndex: 'publishDate',
      width: 170,
      // The time as published, and how long ago in a coloured label (portal.md section 9).
      render: (value: string) => (
        <>
          <div>{value}</div>
          {value ? (
            <div style={{ fontSize: 12 }}>
              <RelativeTime value={parseApiDateTime(value)} />
            </div>
          ) : null}
        </>
      ),
    },
    {
      title: t('readState'),
      dataIndex: 'readState',
      width: 80,
      render: (state: string) => (state === 'T' ? <Tag>{t('read')}</Tag> : <Tag color="processing">{t('unread')}</Tag>),
    },
  ];

  return (
    <div className={styles.listArea}>
      <Table<MessageRow>
        aria-label={props.label}
        rowKey="messageId"
        size="small"
        columns={columns}
        dataSource={data.datas}
        loading={loading}
        scroll={{ y: 521 }}
        rowSelection={{ selectedRowKeys: props.selected, onChange: (keys) => props.onSelect(keys.map(Number)) }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data.totalRows,
          showSizeChanger: false,
          showTotal: (total) => t('total', { total }),
          onChange: setPage,
        }}
      />
    </div>
  );
}
