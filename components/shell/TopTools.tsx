'use client';
/**
 * The top bar's tools (portal.md section 2): refresh, copy the page address (language appended
 * when absent), full screen, expand or collapse the second menu, the app-link panel, the unread
 * message icon (from the messages slot, badge capped at 99+), the test links.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Tooltip';
import { FullscreenExitOutlined, FullscreenOutlined, LinkOutlined, MenuFoldOutlined, MenuUnfoldOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { AppLinks } from './AppLinks';
import { ShellUnreadIcon } from './message-slots';
import { shareableAddress } from './menu-target';
import { useShell } from './ShellProvider';
import { TestLinks } from './TestLinks';
import styles from './shell.module.css';

/** Copies text; the older execCommand path covers pages where the Clipboard API is refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

function Tool({ label, icon, onClick, dark }: { label: string; icon: ReactNode; onClick: () => void; dark?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={icon} onClick={onClick} style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined} />
    </Tooltip>
  );
}

export function TopTools({ dark, sideToggle = true }: { dark?: boolean; sideToggle?: boolean }) {
  const t = useTranslations('shell');
  const { message } = useFeedback();
  const { refresh, toggleSide, sideCollapsed, boot } = useShell();
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const copy = async () => {
    const ok = await copyText(shareableAddress(window.location.href, boot.locale));
    if (ok) void message.success(t('copied'));
    else void message.error(t('copyFailed'));
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className={styles.tools} role="toolbar" aria-label={t('tools')}>
      {sideToggle && !boot.hideLeft ? (
        <Tool dark={dark} label={sideCollapsed ? t('expandMenu') : t('collapseMenu')} icon={sideCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => toggleSide()} />
      ) : null}
      <Tool dark={dark} label={t('refresh')} icon={<ReloadOutlined />} onClick={refresh} />
      <Tool dark={dark} label={t('copyUrl')} icon={<LinkOutlined />} onClick={() => void copy()} />
      <Tool dark={dark} label={fullscreen ? t('exitFullscreen') : t('fullscreen')} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggleFullscreen} />
      <TestLinks dark={dark} />
      <AppLinks dark={dark} />
      <ShellUnreadIcon dark={dark} />
    </div>
  );
}
