'use client';
/**
 * The 安全提示 prompt for pages that load no antd up front (the sign-in pages): antd with the
 * host's theme, its styles generated when the prompt opens (no static antd CSS on those pages).
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useLocale } from 'next-intl';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { themeFor } from '@/components/providers/theme';
import { RepeatLoginModal, type RepeatLoginVariant } from './RepeatLoginModal';

export function RepeatLoginDialog({ info, variant, onOk }: { info: RepeatLoginInfo | null; variant: RepeatLoginVariant; onOk: () => void }) {
  const config = usePublicConfig();
  const locale = useLocale();
  return (
    <ConfigProvider locale={locale === 'en-US' ? enUS : zhCN} theme={{ ...themeFor(config.appCode), zeroRuntime: false, hashed: true }}>
      <RepeatLoginModal open info={info} variant={variant} onOk={onOk} />
    </ConfigProvider>
  );
}
