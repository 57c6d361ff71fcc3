'use client';
/** The shell's unread message icon (count capped at 99+); a click opens the message list. */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Badge, Button, Tooltip } from 'antd';
import '@/components/style/antd/Badge';
import '@/components/style/antd/Button';
import '@/components/style/antd/Tooltip';
import { BellOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useMessages } from './MessagesProvider';
import { badgeText } from './search-rules';

// The list's tabs, table and search form load when the list is first opened, not with every shell page.
const MessageListModal = dynamic(() => import('./MessageListModal').then((m) => m.MessageListModal), { ssr: false });

export function UnreadMessageIcon() {
  const t = useTranslations('inbox');
  const { enabled, unread } = useMessages();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!enabled) return null;
  const label = t('unreadLabel', { count: badgeText(unread) });
  return (
    <>
      <Tooltip title={t('list.title')}>
        <Badge count={unread} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            shape="circle"
            icon={<BellOutlined style={{ fontSize: 18 }} />}
            aria-label={label}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          />
        </Badge>
      </Tooltip>
      {opened ? <MessageListModal open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
