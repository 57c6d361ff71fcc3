'use client';
/**
 * The file field of the style-file form: reads the chosen file into base64 for the upload call
 * (the server judges its size and type again) and previews it in the sandbox before saving.
 */
import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import '@/components/style/antd/Upload';
import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { cssSample, fileMarkup } from '@/lib/style/frame';
import { STYLE_FILE_ACCEPT, STYLE_FILE_MAX_BYTES } from '@/lib/style/kinds';
import { SandboxFrame } from './SandboxFrame';

/** What the form holds for a chosen file; toBody sends fileName and data. */
export interface ChosenFile {
  fileName: string;
  data: string;
  type: string;
  size: number;
  text?: string;
}

export const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${bytes} B`);

function typeOf(name: string, browserType: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const byExt: Record<string, string> = { woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', css: 'text/css', ico: 'image/x-icon' };
  return byExt[ext] ?? browserType;
}

async function read(file: File): Promise<ChosenFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = typeOf(file.name, file.type);
  return { fileName: file.name, data: btoa(binary), type, size: bytes.length, text: type === 'text/css' ? new TextDecoder().decode(bytes) : undefined };
}

export function FileChooser({ id, value, onChange, current }: { id?: string; value?: ChosenFile | null; onChange?: (v: ChosenFile | null) => void; current?: { fileName: string; address: string; contentType: string } }) {
  const t = useTranslations('console.style');
  const { message } = useFeedback();
  const [shown, setShown] = useState<{ markup: string; n: number } | null>(null);
  const sample = () => cssSample({ heading: t('sample.heading'), paragraph: t('sample.paragraph'), link: t('sample.link'), button: t('sample.button'), input: t('sample.input') });
  const preview = () => {
    const markup = value ? fileMarkup(value.type, `data:${value.type};base64,${value.data}`, sample(), value.text) : current ? fileMarkup(current.contentType, current.address, sample()) : '';
    setShown((s) => ({ markup, n: (s?.n ?? 0) + 1 }));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Upload
          accept={STYLE_FILE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (file.size > STYLE_FILE_MAX_BYTES) void message.error(t('fileTooLarge', { max: formatSize(STYLE_FILE_MAX_BYTES) }));
            else void read(file).then((chosen) => onChange?.(chosen));
            // Nothing is sent by the Upload itself: the form's save call carries the file.
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined />}>
            {t('chooseFile')}
          </Button>
        </Upload>
        <Button icon={<EyeOutlined />} onClick={preview} disabled={!value && !current}>
          {t('preview')}
        </Button>
      </Space>
      {value ? (
        <Typography.Text>{t('chosenFile', { name: value.fileName, size: formatSize(value.size) })}</Typography.Text>
      ) : current ? (
        <Typography.Text type="secondary">{t('keepFile', { name: current.fileName })}</Typography.Text>
      ) : null}
      {shown && <SandboxFrame key={shown.n} markup={shown.markup} title={t('previewTitle')} />}
    </Space>
  );
}
