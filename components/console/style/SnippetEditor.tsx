'use client';
/** The snippet field of the style forms: a code textarea and a Preview that shows it in the sandbox before saving. */
import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Input';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { cssSample, snippetMarkup } from '@/lib/style/frame';
import type { SnippetKind } from '@/lib/style/kinds';
import { SandboxFrame } from './SandboxFrame';

export function SnippetEditor({ kind, id, value, onChange }: { kind: SnippetKind; id?: string; value?: string; onChange?: (v: string) => void }) {
  const t = useTranslations('console.style');
  const [shown, setShown] = useState<{ markup: string; n: number } | null>(null);
  const preview = () => {
    const sample = cssSample({ heading: t('sample.heading'), paragraph: t('sample.paragraph'), link: t('sample.link'), button: t('sample.button'), input: t('sample.input') });
    setShown((s) => ({ markup: snippetMarkup(kind, value ?? '', sample), n: (s?.n ?? 0) + 1 }));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        rows={12}
        spellCheck={false}
        autoComplete="off"
        style={{ fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace', fontSize: 13 }}
      />
      <Button icon={<EyeOutlined />} onClick={preview}>
        {t('preview')}
      </Button>
      {shown ? <SandboxFrame key={shown.n} markup={shown.markup} title={t('previewTitle')} /> : <Typography.Text type="secondary">{t('previewEmpty')}</Typography.Text>}
    </Space>
  );
}
