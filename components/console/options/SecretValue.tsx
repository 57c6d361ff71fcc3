'use client';
/**
 * A parameter's value in the console when it may hold secrets (docs/decisions/092): the server
 * never sends a secret, only the marker. A value that is a secret shows "Set" with "Replace"; a
 * JSON value shows the marker in place of its secret keys, with a note on keeping and replacing.
 */
import { useState } from 'react';
import { Button, Form, Input, Space, Tag, Typography, type FormInstance } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { hasSecretMarker, isSecretOption, SECRET_MARKER } from '@/lib/security/secret-values';

/** The value column of a parameter list. */
export function OptionValueCell({ value }: { value: string }) {
  const t = useTranslations('console.options.secret');
  return value === SECRET_MARKER ? <Tag color="green">{t('set')}</Tag> : <>{value}</>;
}

/** The value field of a parameter form (Form.Item hands it id, value and onChange). */
export function SecretValueInput({ form, id, value, onChange }: { form: FormInstance; id?: string; value?: string; onChange?: (v: string) => void }) {
  const t = useTranslations('console.options.secret');
  const code = Form.useWatch('code', form) as string | undefined;
  // The marker sent back keeps the stored secret; "Replace" starts from empty (empty keeps it too).
  const [replacing, setReplacing] = useState(false);
  if (value === SECRET_MARKER && !replacing) {
    return (
      <Space id={id}>
        <Tag color="green">{t('set')}</Tag>
        <Button
          size="small"
          onClick={() => {
            setReplacing(true);
            onChange?.('');
          }}
        >
          {t('replace')}
        </Button>
      </Space>
    );
  }
  if (replacing || (code && isSecretOption(code))) {
    return (
      <Space.Compact block>
        <Input.Password id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={t('newValue')} autoComplete="new-password" />
        {replacing && (
          <Button
            onClick={() => {
              setReplacing(false);
              onChange?.(SECRET_MARKER);
            }}
          >
            {t('keep')}
          </Button>
        )}
      </Space.Compact>
    );
  }
  return (
    <>
      <Input.TextArea id={id} rows={3} value={value} onChange={(e) => onChange?.(e.target.value)} />
      {value && hasSecretMarker(value) && <Typography.Text type="secondary">{t('hint', { marker: SECRET_MARKER })}</Typography.Text>}
    </>
  );
}
