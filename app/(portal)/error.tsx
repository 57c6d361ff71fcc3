'use client';
// Error boundary of every page: a generic message, never the error's text or stack.
import { Button } from 'antd';
import '@/components/style/antd/Button';
import { useTranslations } from 'next-intl';
import { StatusPage } from '@/components/feedback/StatusPage';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('pages');
  return (
    <StatusPage
      status="error"
      title={t('error.title')}
      description={t('error.description')}
      homeLabel={t('backHome')}
      extra={<Button onClick={() => reset()}>{t('retry')}</Button>}
    />
  );
}
