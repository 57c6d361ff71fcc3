'use client';
/** The dialog that shows a password the server generated on reset, once (loaded when needed). */
import { Modal, Space, Typography } from 'antd';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import type { ListHelpers } from '@/components/list-page/types';
import type { UserRow } from '@/lib/contracts/users';

export function showPassword(password: string, h: ListHelpers<UserRow>) {
  Modal.info({
    title: h.t('reset.done'),
    content: (
      <Space direction="vertical">
        <Typography.Text>{h.t('reset.generated')}</Typography.Text>
        <Typography.Text code copyable strong style={{ fontSize: 18 }}>
          {password}
        </Typography.Text>
      </Space>
    ),
    okText: h.tl('ok'),
  });
}

