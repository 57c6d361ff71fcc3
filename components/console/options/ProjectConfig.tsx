'use client';
/** /config/project-config: the start-up configuration the server runs with (three files, read-only: they change by deployment). */
import { Card, Tabs, Typography } from 'antd';
import '@/components/style/antd/Card';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';

export function ProjectConfig({ files }: { files: { name: string; text: string }[] }) {
  const t = useTranslations('console.options.project');
  return (
    <Card title={t('title')} variant="borderless">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        items={files.map((f) => ({
          key: f.name,
          label: f.name,
          children: (
            <pre aria-label={f.name} style={{ background: '#f6f8fa', padding: 16, borderRadius: 8, maxHeight: '65vh', overflow: 'auto', fontSize: 12 }}>
              {f.text}
            </pre>
          ),
        }))}
      />
    </Card>
  );
}
