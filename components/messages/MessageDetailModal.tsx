'use client';
/**
 * Message detail (read-only): publishing organisation, publisher, publish time, title, urgency
 * level and the content as sanitised HTML. A failed load says 查询详情失败： and the reason.
 */
import { useEffect, useState } from 'react';
import { Descriptions, Modal, Spin } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Spin';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { LevelTag } from './LevelTag';
import { MessageHtml } from './MessageHtml';
import type { MessageRow } from '@/lib/contracts/messages';
import styles from './messages.module.css';
import * as calls from '@/lib/client/calls.generated';

export function MessageDetailModal({ messageId, onClose }: { messageId: number | null; onClose: () => void }) {
  const t = useTranslations('inbox.detail');
  const { message } = useFeedback();
  const [row, setRow] = useState<MessageRow | null>(null);

  useEffect(() => {
    if (messageId === null) return;
    let live = true;
    setRow(null);
    callApi(calls.messageDetail, { messageId }, { quiet: true })
      .then((r) => live && setRow(r))
      .catch((e: unknown) => {
        if (!live) return;
        void message.error(`${t('failed')}${e instanceof Error ? e.message : ''}`);
        onClose();
      });
    return () => {
      live = false;
    };
  }, [messageId, message, onClose, t]);

  return (
    <Modal open={messageId !== null} title={t('title')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {row ? (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('srcOrgname')}>{row.srcOrgname}</Descriptions.Item>
            <Descriptions.Item label={t('srcUsername')}>{row.srcUsername}</Descriptions.Item>
            <Descriptions.Item label={t('publishDate')}>{row.publishDate}</Descriptions.Item>
            <Descriptions.Item label={t('messageLevel')}>
              <LevelTag level={row.messageLevel} name={row.messageLevelName} />
            </Descriptions.Item>
            <Descriptions.Item label={t('messageTitle')} span={2}>
              {row.messageTitle}
            </Descriptions.Item>
          </Descriptions>
          <section aria-label={t('content')} className={styles.detailBody}>
            <MessageHtml html={row.messageText ?? ''} />
          </section>
        </>
      ) : (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
