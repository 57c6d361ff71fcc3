'use client';
/**
 * Everything a shell page has whatever its layout: the state (ShellProvider), the pop-up window of
 * ALERT menus, the tab icon of the user's logo, the messages host, and the helpers every signed-in
 * page runs (mandatory password change, session watch, stored login).
 */
import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { LOGO_CHANGED_EVENT, setTabIcon, type ChosenLogo } from '@/lib/client/tab-icon';
import { PasswordGuard } from '@/components/account/PasswordGuard';
import { SessionWatcher } from '@/components/feedback/SessionWatcher';
import { LoginSync } from '@/components/layout/LoginSync';
import { IconDefsProvider } from '@/components/apps/NamedIcon';
import { MessageHost, ShellMessages } from './message-slots';
import { ShellProvider, useShell } from './ShellProvider';
import type { ShellBootstrap } from './types';

const PopupWindow = dynamic(() => import('./PopupWindow').then((m) => m.PopupWindow), { ssr: false });
// The screen lock's form (antd Form and its validator) is no part of the first paint: it loads after it.
const ScreenLock = dynamic(() => import('@/components/console/ScreenLock').then((m) => m.ScreenLock), { ssr: false });

/** The shell never shows inside a frame of its own site (a page's "back home" link, say): it takes the whole window. */
function useTopWindow() {
  useEffect(() => {
    try {
      if (window.top && window.top !== window.self && window.top.location.origin === window.location.origin) {
        window.top.location.replace(window.location.href);
      }
    } catch {
      // A frame of another site: its location cannot be read, and it is not ours to replace.
    }
  }, []);
}

function Hosts() {
  const { popup, closePopup, setLogoUrl, boot } = useShell();
  useTopWindow();
  useEffect(() => {
    const icon = boot.tabLogo?.iconUrl || boot.tabLogo?.imageUrl;
    if (icon) setTabIcon(icon);
    const onLogo = (e: Event) => {
      const logo = (e as CustomEvent<ChosenLogo>).detail;
      // Without an own logo the customer's or domain's shows (the unit's again after a reload).
      setLogoUrl(logo.imageUrl || boot.defaultLogoUrl);
    };
    window.addEventListener(LOGO_CHANGED_EVENT, onLogo);
    return () => window.removeEventListener(LOGO_CHANGED_EVENT, onLogo);
  }, [boot.tabLogo, boot.defaultLogoUrl, setLogoUrl]);
  return (
    <>
      {popup ? <PopupWindow title={popup.title} url={popup.url} onClose={closePopup} /> : null}
      <MessageHost />
      <PasswordGuard login={boot.login} />
      <SessionWatcher />
      <LoginSync login={boot.login} />
      <ScreenLock userName={boot.login.username} />
    </>
  );
}

export function ShellChrome({ boot, children }: { boot: ShellBootstrap; children: ReactNode }) {
  return (
    <ShellProvider boot={boot}>
      <IconDefsProvider value={boot.icons}>
        <ShellMessages login={boot.login}>
          {children}
          <Hosts />
        </ShellMessages>
      </IconDefsProvider>
    </ShellProvider>
  );
}
