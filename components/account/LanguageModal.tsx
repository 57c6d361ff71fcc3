'use client';
/**
 * Language select (portal.md sections 2 and 4): choosing a language stores it (cookie and
 * localStorage SYS_LANG), re-logs in so the stored menus come back in that language, and reloads
 * the page. The "switching language" state lasts at least two seconds.
 */
import { useState } from 'react';
import { Button, Flex, Modal, Spin, Tag } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tag';
import { CheckOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { StorageKey, writeJson } from '@/lib/client/storage';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { LOCALE_COOKIE, locales, type Locale } from '@/lib/i18n/locales';
import * as calls from '@/lib/client/calls.generated';

const MIN_SWITCH_MS = 2000;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function rememberLanguage(language: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  writeJson(StorageKey.lang, language);
}

/** The same address, with a `language` parameter (which would win over the cookie) set to the new one. */
function addressIn(language: Locale): string {
  const url = new URL(window.location.href);
  if (url.searchParams.has('language')) url.searchParams.set('language', language);
  url.hash = '';
  return url.toString();
}

export function LanguageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('account');
  const current = useLocale();
  const [switching, setSwitching] = useState(false);

  async function choose(language: Locale) {
    if (language === current) {
      onClose();
      return;
    }
    setSwitching(true);
    const started = Date.now();
    rememberLanguage(language);
    try {
      const login = await callApi(calls.reLogin, { language });
      writeJson(StorageKey.appMenu, login.menus);
    } catch {
      // The fetch layer shows why; the language is switched all the same.
    }
    await new Promise((resolve) => window.setTimeout(resolve, Math.max(0, MIN_SWITCH_MS - (Date.now() - started))));
    // A full load: every client cache (menus, apps, messages) is in the old language.
    window.location.replace(addressIn(language));
  }

  return (
    <Modal
      open={open}
      title={t('language.title')}
      onCancel={switching ? undefined : onClose}
      closable={!switching}
      keyboard={!switching}
      mask={{ closable: !switching }}
      footer={null}
      width={360}
      destroyOnHidden
    >
      <Spin spinning={switching} description={t('language.switching')}>
        <Flex vertical gap={8} role="group" aria-label={t('language.title')} style={{ paddingTop: 8 }}>
          {locales.map((l) => {
            const selected = l === current;
            return (
              <Button
                key={l}
                aria-pressed={selected}
                lang={l}
                size="large"
                block
                color={selected ? 'primary' : 'default'}
                variant="outlined"
                disabled={switching}
                onClick={() => void choose(l)}
                style={{ justifyContent: 'space-between', paddingInline: 16, background: selected ? 'var(--ant-color-primary-bg)' : undefined }}
              >
                <span>{t(`language.names.${l}`)}</span>
                {selected ? (
                  <Tag color="processing" icon={<CheckOutlined />} style={{ marginInlineEnd: 0 }}>
                    {t('language.current')}
                  </Tag>
                ) : null}
              </Button>
            );
          })}
        </Flex>
      </Spin>
    </Modal>
  );
}
