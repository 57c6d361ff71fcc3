'use client';
/**
 * The message list (portal.md section 2): tabs PRIVATE (消息) and NOTICE (公告), batch read and
 * batch unread on the selected rows (请先选择消息 when none is), the private tab's search, and the
 * detail on a click. Opening an unread private message marks it read.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Modal, Tabs } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Tabs';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { MessageDetailModal } from './MessageDetailModal';
import { MessageSearchForm } from './MessageSearchForm';
import { MessageTable } from './MessageTable';
import { useLiveEvents, useMessages } from './MessagesProvider';
import type { MessageRow } from '@/lib/contracts/messages';
import { defaultRange, searchQuery, type MessageSearch } from './search-rules';
import styles from './messages.module.css';
import * as calls from '@/lib/client/calls.generated';

type Tab = 'PRIVATE' | 'NOTICE';

export function MessageListModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('inbox');
  const { message } = useFeedback();
  const { refreshUnread } = useMessages();
  const [tab, setTab] = useState<Tab>('PRIVATE');
  // null: the default search, the last seven days counted when the list loads.
  const [search, setSearch] = useState<MessageSearch | null>(null);
  const [searchKey, setSearchKey] = useState('0');
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<number | null>(null);
  const reload = () => setReloadKey((k) => k + 1);

  // Each opening starts from the default search on the first tab.
  useEffect(() => {
    if (!open) return;
    setSearch(null);
    setSearchKey('0');
    setTab('PRIVATE');
    setSelected([]);
  }, [open]);

  // A new message while the list is open shows up in it.
  useLiveEvents((e) => {
    if (open && e.event === 'message') reload();
  });

  const loadPrivate = useCallback(
    (firstResult: number, pageSize: number) =>
      callApi(calls.userMessageList, { firstResult, pageSize, sort: 'publish_date:desc', messageType: 'PRIVATE', ...searchQuery(search ?? { range: defaultRange() }) }),
    [search],
  );
  const loadNotices = useCallback((firstResult: number, pageSize: number) => callApi(calls.noticeList, { firstResult, pageSize }), []);

  async function batch(readState: 'T' | 'F') {
    if (selected.length === 0) {
      void message.warning(t('list.selectFirst'));
      return;
    }
    try {
      await callApi(calls.readStates, { messageIds: selected, readState });
    } catch {
      return;
    }
    setSelected([]);
    reload();
    refreshUnread();
  }

  async function openRow(row: MessageRow) {
    setDetail(row.messageId);
    if (row.messageType === 'PRIVATE' && row.readState === 'F') {
      try {
        await callApi(calls.readState, { messageId: row.messageId, readState: 'T' }, { quiet: true });
        reload();
        refreshUnread();
      } catch {
        // The detail still opens; the row stays unread.
      }
    }
  }

  const onSelect = useCallback((ids: number[]) => setSelected(ids), []);
  const closeDetail = useCallback(() => setDetail(null), []);

  const toolbar = (
    <div className={styles.toolbar}>
      <Button onClick={() => void batch('T')}>{t('list.batchRead')}</Button>
      <Button onClick={() => void batch('F')}>{t('list.batchUnread')}</Button>
    </div>
  );

  return (
    <>
      <Modal open={open} title={t('list.title')} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as Tab);
            setSelected([]);
          }}
          items={[
            {
              key: 'PRIVATE',
              label: t('types.PRIVATE'),
              children: (
                <>
                  <MessageSearchForm
                    onSearch={(s) => {
                      setSearch(s);
                      setSearchKey(String(Date.now()));
                    }}
                  />
                  {toolbar}
                  <MessageTable label={t('list.privateTable')} load={loadPrivate} searchKey={searchKey} reloadKey={reloadKey} selected={selected} onSelect={onSelect} onOpen={(r) => void openRow(r)} />
                </>
              ),
            },
            {
              key: 'NOTICE',
              label: t('types.NOTICE'),
              children: (
                <>
                  {toolbar}
                  <MessageTable label={t('list.noticeTable')} load={loadNotices} searchKey="notices" reloadKey={reloadKey} selected={selected} onSelect={onSelect} onOpen={(r) => void openRow(r)} />
                </>
              ),
            },
          ]}
        />
      </Modal>
      <MessageDetailModal messageId={detail} onClose={closeDetail} />
    </>
  );
}
