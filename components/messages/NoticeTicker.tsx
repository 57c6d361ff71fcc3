'use client';
/**
 * The notification tip label (portal.md sections 2 and 9): rotates through the titles of unread
 * notices every 4 s (up to 4 in the ticker); a long title scrolls a character every 500 ms; the
 * arrow opens all notices with their content.
 */
import { useEffect, useState } from 'react';
import { Button, Popover, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Popover';
import '@/components/style/antd/Typography';
import { DownOutlined, NotificationOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { swrFetcher } from '@/lib/client/api';
import { LevelTag } from './LevelTag';
import { MessageHtml } from './MessageHtml';
import { useLiveEvents, useMessages } from './MessagesProvider';
import type { MessageRow } from '@/lib/contracts/messages';
import type { Paged } from '@/lib/contracts/envelope';
import { swrKey } from '@/lib/client/call';
import styles from './messages.module.css';
import * as calls from '@/lib/client/calls.generated';

export const ROTATE_MS = 4_000;
export const SCROLL_MS = 500;
export const TICKER_MAX = 4;
/** Titles longer than this scroll. */
const VISIBLE_CHARS = 22;

export function NoticeTicker() {
  const t = useTranslations('inbox.ticker');
  const { enabled } = useMessages();
  const { data, mutate } = useSWR<Paged<MessageRow>>(enabled ? swrKey(calls.noticeList, { firstResult: 0, pageSize: 20, readState: 'F' }) : null, swrFetcher, {
    refreshInterval: 120_000,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  useLiveEvents((e) => {
    if ((e.event === 'message' && e.messageType !== 'PRIVATE') || (e.event === 'refresh' && e.what === 'unread')) void mutate();
  });

  const notices = data?.datas ?? [];
  const titles = notices.slice(0, TICKER_MAX).map((n) => n.messageTitle);
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (titles.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, [titles.length]);
  const title = titles.length ? titles[index % titles.length]! : '';
  useEffect(() => {
    setOffset(0);
    if (title.length <= VISIBLE_CHARS) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % (title.length - VISIBLE_CHARS + 1)), SCROLL_MS);
    return () => clearInterval(timer);
  }, [title]);

  if (!enabled || notices.length === 0) return null;
  const panel = (
    <div className={styles.tickerPanel}>
      {notices.map((n) => (
        <article key={n.messageId} className={styles.tickerItem}>
          <Typography.Text strong>
            <LevelTag level={n.messageLevel} name={n.messageLevelName} /> {n.messageTitle}
          </Typography.Text>
          <div style={{ color: 'rgba(0,0,0,.45)', fontSize: 12, margin: '4px 0' }}>
            {n.srcOrgname} · {n.publishDate}
          </div>
          <MessageHtml html={n.messageText ?? ''} />
        </article>
      ))}
    </div>
  );
  return (
    <div className={styles.ticker} role="status" aria-label={t('label')}>
      <NotificationOutlined aria-hidden />
      <Popover open={open} onOpenChange={setOpen} content={panel} title={t('all')} trigger="click" placement="bottomRight">
        <button type="button" className={styles.tickerTitle} title={title} data-user-text>
          {title.slice(offset, offset + VISIBLE_CHARS)}
          {title.length > VISIBLE_CHARS + offset ? '…' : ''}
        </button>
      </Popover>
      <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('showAll')} aria-expanded={open} onClick={() => setOpen((v) => !v)} />
    </div>
  );
}
