'use client';
/** ENABLED / DISABLED and T / F as coloured tags, in the page's language. */
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import { useTranslations } from 'next-intl';

export function StatusTag({ status }: { status: string }) {
  const t = useTranslations('console.common.status');
  return <Tag color={status === 'ENABLED' ? 'green' : 'default'}>{t.has(status) ? t(status) : status}</Tag>;
}

export function FlagTag({ value, yes, no }: { value: boolean; yes?: string; no?: string }) {
  const t = useTranslations('console.common.flag');
  return value ? <Tag color="blue">{yes ?? t('T')}</Tag> : <Tag>{no ?? t('F')}</Tag>;
}
