'use client';
/** ALERT menus: the page in a pop-up window over the shell, with a way to open it in a new window. */
import { Button, Modal, Spin } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Spin';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useFrameLoading } from './use-frame-loading';

export function PopupWindow({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const t = useTranslations('shell');
  const { frame, loading, loaded } = useFrameLoading([url]);
  return (
    <Modal
      open
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {title}
          <Button size="small" type="text" aria-label={t('openInNewWindow')} icon={<ExportOutlined />} href={`/newwindow?${new URLSearchParams({ url, title }).toString()}`} target="_blank" rel="noopener" />
        </span>
      }
      onCancel={onClose}
      footer={null}
      width="min(1100px, 92vw)"
      styles={{ body: { height: '70vh', padding: 0, position: 'relative' } }}
      destroyOnHidden
    >
      {loading ? (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin size="large" />
        </div>
      ) : null}
      <iframe ref={frame} src={url} title={title} allow="camera; fullscreen; clipboard-write" onLoad={loaded} style={{ width: '100%', height: '100%', border: 0, borderRadius: 8 }} />
    </Modal>
  );
}
