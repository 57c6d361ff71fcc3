'use client';
/**
 * Logo management (portal.md section 2): two tabs, the logo image (one file) and the icon
 * replacement (.ico only, one file). Uploads go to /logo with code tabLogo and read retVal as the
 * address; delete by code says 删除成功 or 删除失败 请刷新后重试. The browser tab's icon and the
 * shell's logo follow at once.
 */
import { useState } from 'react';
import { Button, Empty, Flex, Modal, Popconfirm, Spin, Tabs, Typography, Upload } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Popconfirm';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Typography';
import '@/components/style/antd/Upload';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { swrFetcher } from '@/lib/client/api';
import { callApi, swrKey, type OutputOf } from '@/lib/client/call';
import { announceLogo } from '@/lib/client/tab-icon';
import * as calls from '@/lib/client/calls.generated';

export const TAB_LOGO = 'tabLogo';
const MAX_BYTES = 512 * 1024;
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

type Logo = OutputOf<typeof calls.listLogos>[number];

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function LogoTab({ isIcon, mine, onChanged }: { isIcon: boolean; mine: Logo | undefined; onChanged: () => Promise<void> }) {
  const t = useTranslations('shell.logo');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const current = isIcon ? mine?.iconUrl : mine?.imageUrl;

  async function upload(file: File) {
    if (isIcon && !/\.ico$/i.test(file.name)) {
      void message.error(t('icoOnly'));
      return;
    }
    if (file.size > MAX_BYTES) {
      void message.error(t('tooBig', { kb: MAX_BYTES / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const data = await base64Of(file);
      await callApi(calls.uploadLogo, { code: TAB_LOGO, isIcon: isIcon ? 'T' : 'F', fileName: file.name, data });
      void message.success(t('uploaded'));
      await onChanged();
    } catch {
      // The fetch layer showed why.
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await callApi(calls.deleteLogo, { code: TAB_LOGO, isIcon: isIcon ? 'T' : 'F' }, { quiet: true });
      void message.success(t('deleted'));
      await onChanged();
    } catch {
      void message.error(t('deleteFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Spin spinning={busy}>
      <Flex vertical gap={16} style={{ minHeight: 180, paddingTop: 4 }}>
        <Typography.Text type="secondary">{isIcon ? t('iconHint') : t('imageHint', { kb: MAX_BYTES / 1024 })}</Typography.Text>
        <Flex gap={16} align="center" wrap>
          <div
            style={{
              width: 96, height: 96, borderRadius: 12, border: '1px dashed rgba(5,5,5,0.15)', display: 'flex', alignItems: 'center',
              justifyContent: 'center', background: '#fafafa', overflow: 'hidden',
            }}
          >
            {current ? (
              // eslint-disable-next-line @next/next/no-img-element -- uploaded files are served by /files
              <img src={current} alt={isIcon ? t('iconAlt') : t('imageAlt')} style={{ maxWidth: isIcon ? 48 : 88, maxHeight: isIcon ? 48 : 88 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} styles={{ image: { height: 28 } }} />
            )}
          </div>
          <Flex vertical gap={8}>
            <Upload
              accept={isIcon ? '.ico' : IMAGE_ACCEPT}
              maxCount={1}
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} type="primary">
                {isIcon ? t('uploadIcon') : t('uploadImage')}
              </Button>
            </Upload>
            {current ? (
              <Popconfirm title={t('confirmDelete')} onConfirm={() => void remove()} okText={t('ok')} cancelText={t('cancel')}>
                <Button icon={<DeleteOutlined />} danger>
                  {t('delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Flex>
        </Flex>
      </Flex>
    </Spin>
  );
}

export function LogoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('shell.logo');
  const { data, mutate, isLoading } = useSWR<Logo[]>(open ? swrKey(calls.listLogos) : null, swrFetcher, { revalidateOnFocus: false });
  const mine = data?.find((l) => l.code === TAB_LOGO);

  async function changed() {
    const [list, effective] = await Promise.all([
      mutate(),
      // What is in effect now (the unit's icon shows again once the user's own is deleted).
      callApi(calls.getLogo, { code: TAB_LOGO }, { quiet: true }).catch(() => null),
    ]);
    const own = list?.find((l) => l.code === TAB_LOGO);
    announceLogo({ imageUrl: own?.imageUrl ?? '', iconUrl: effective?.iconUrl || effective?.imageUrl || '' });
  }

  return (
    <Modal open={open} title={t('title')} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <Spin spinning={isLoading}>
        <Tabs
          items={[
            { key: 'image', label: t('imageTab'), children: <LogoTab isIcon={false} mine={mine} onChanged={changed} /> },
            { key: 'icon', label: t('iconTab'), children: <LogoTab isIcon mine={mine} onChanged={changed} /> },
          ]}
        />
      </Spin>
    </Modal>
  );
}
