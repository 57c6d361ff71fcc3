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
import { MessageHost } from './message-slots';
import { ShellProvider, useShell } from './ShellProvider';
import type { ShellBootstrap } from './types';

const PopupWindow = dynamic(() => import('./PopupWindow').then((m) => m.PopupWindow), { ssr: false });

function Hosts() {
  const { popup, closePopup, setLogoUrl, boot } = useShell();
  useEffect(() => {
    const icon = boot.tabLogo?.iconUrl || boot.tabLogo?.imageUrl;
    if (icon) setTabIcon(icon);
    const onLogo = (e: Event) => {
      const logo = (e as CustomEvent<ChosenLogo>).detail;
      setLogoUrl(logo.imageUrl || boot.logoUrl);
    };
    window.addEventListener(LOGO_CHANGED_EVENT, onLogo);
    return () => window.removeEventListener(LOGO_CHANGED_EVENT, onLogo);
  }, [boot.tabLogo, boot.logoUrl, setLogoUrl]);
  return (
    <>
      {popup ? <PopupWindow title={popup.title} url={popup.url} onClose={closePopup} /> : null}
      <MessageHost />
      <PasswordGuard login={boot.login} />
      <SessionWatcher />
      <LoginSync login={boot.login} />
    </>
  );
}

export function ShellChrome({ boot, children }: { boot: ShellBootstrap; children: ReactNode }) {
  return (
    <ShellProvider boot={boot}>
      {children}
      <Hosts />
    </ShellProvider>
  );
}
