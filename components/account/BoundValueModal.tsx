'use client';
/**
 * What the password e-mail and the mobile binding share: a modal showing the bound value masked
 * with an edit link, or the form that binds one (the caller's), reloading the value once bound.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Flex, Modal, Space, Spin, Typography } from 'antd';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Typography';
import useSWR, { type Key } from 'swr';
import { swrFetcher } from '@/lib/client/api';

export function BoundValueModal({
  open,
  onClose,
  swrKey,
  texts,
  icon,
  renderForm,
}: {
  open: boolean;
  onClose: () => void;
  /** The call answering `{ masked }` for the signed-in user. */
  swrKey: Key;
  texts: { title: string; bound: string; edit: string };
  icon: ReactNode;
  /** The binding form; `onBound` reloads the masked value and shows it. */
  renderForm: (onBound: () => Promise<void>) => ReactNode;
}) {
  const { data, isLoading, mutate } = useSWR<{ masked: string }>(open ? swrKey : null, swrFetcher, { revalidateOnFocus: false });
  const [editing, setEditing] = useState(false);
  const masked = data?.masked ?? '';

  useEffect(() => {
    if (!open) setEditing(false);
  }, [open]);

  return (
    // The forms draw their own OK/Cancel: OK checks the value and the code.
    <Modal open={open} title={texts.title} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      {isLoading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : masked && !editing ? (
        <Space vertical size={4} style={{ width: '100%', padding: '8px 0' }}>
          <Typography.Text type="secondary">{texts.bound}</Typography.Text>
          <Space size={12}>
            {icon}
            <Typography.Text strong>{masked}</Typography.Text>
            <Typography.Link onClick={() => setEditing(true)}>{texts.edit}</Typography.Link>
          </Space>
        </Space>
      ) : (
        renderForm(async () => {
          await mutate();
          setEditing(false);
        })
      )}
    </Modal>
  );
}
