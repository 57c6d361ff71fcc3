'use client';
/** The small "signing out" state shown by /logout and /sso-logout while they work. */
import { Flex, Spin, Typography } from 'antd';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';

export function SigningOut() {
  const t = useTranslations('common');
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text type="secondary">{t('signingOut')}</Typography.Text>
    </Flex>
  );
}
