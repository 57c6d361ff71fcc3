'use client';
/**
 * The notice on pages of the new framework (portal.md section 2): closable for this page view, or
 * dismissed for good ("don't show again" sets noShowNewUcNotice, which logout keeps).
 */
import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import { useTranslations } from 'next-intl';
import { readJson, StorageKey, writeJson } from '@/lib/client/storage';
import { isNewFrameworkPage } from './new-framework';
import { useShell } from './ShellProvider';
import styles from './shell.module.css';

export function NewFrameworkNotice({ url }: { url: string }) {
  const t = useTranslations('shell');
  const { boot } = useShell();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Decided after mount: the dismissal lives in localStorage.
    setShown(readJson<boolean>(StorageKey.noShowNewUcNotice) !== true && isNewFrameworkPage(url, boot.newFrameworkUrl, window.location.origin));
  }, [url, boot.newFrameworkUrl]);
  if (!shown) return null;
  return (
    <Alert
      className={styles.notice}
      type="info"
      showIcon
      title={t('newFramework')}
      closable={{ onClose: () => setShown(false) }}
      action={
        <Button
          size="small"
          type="link"
          onClick={() => {
            writeJson(StorageKey.noShowNewUcNotice, true);
            setShown(false);
          }}
        >
          {t('dontShowAgain')}
        </Button>
      }
    />
  );
}
