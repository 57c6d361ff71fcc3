'use client';
/**
 * The 安全提示 prompt (portal.md section 2, Modals). Not closable; one button.
 * - 'overwritten': this device's session was ended by a newer login; 我知道了 logs out.
 * - 'notice': shown right after a login that ended another session; 我知道了 only closes.
 */
import { Button, Modal, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Typography';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';

export type RepeatLoginVariant = 'overwritten' | 'notice';

export function RepeatLoginModal(props: { open: boolean; info: RepeatLoginInfo | null; variant: RepeatLoginVariant; onOk: () => void }) {
  const t = useTranslations('common.repeatLogin');
  const unknown = t('unknown');
  const values = {
    time: props.info?.time || unknown,
    location: props.info?.location || unknown,
    ip: props.info?.ip || unknown,
  };
  return (
    <Modal
      open={props.open}
      title={
        <span>
          <SafetyCertificateOutlined aria-hidden style={{ color: '#faad14', marginInlineEnd: 8 }} />
          {t('title')}
        </span>
      }
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      width={440}
      footer={
        <Button type="primary" onClick={props.onOk} autoFocus>
          {t('ok')}
        </Button>
      }
    >
      <Typography.Paragraph style={{ marginBlock: 12 }}>{t(props.variant, values)}</Typography.Paragraph>
    </Modal>
  );
}
