'use client';
/**
 * The frame of every signed-in page: header with the user menu, content, and the invisible
 * helpers a session needs (mandatory password change, session watch, stored login).
 */
import type { ReactNode } from 'react';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { PasswordGuard } from '@/components/account/PasswordGuard';
import { SessionWatcher } from '@/components/feedback/SessionWatcher';
import { MessagesProvider, NoticePopups, NoticeTicker, UnreadMessageIcon } from '@/components/messages';
import { LoginSync } from './LoginSync';
import { PortalHeader } from './PortalHeader';
import styles from './layout.module.css';

export function SignedInShell({ login, headerExtra, background, children }: { login: PublicLoginResult; headerExtra?: ReactNode; background?: string; children: ReactNode }) {
  // A customer's background image (the apps home of one customer variant) covers the page.
  const backdrop = background ? { backgroundImage: `url(${JSON.stringify(background)})`, backgroundSize: 'cover', backgroundPosition: 'center bottom', backgroundAttachment: 'fixed' } : {};
  return (
    <MessagesProvider login={login}>
      <div style={{ minHeight: '100vh', background: '#f5f7fa', ...backdrop }}>
        <PortalHeader
          login={login}
          extra={
            <>
              {headerExtra}
              <NoticeTicker />
              <UnreadMessageIcon />
            </>
          }
        />
        <main className={styles.content}>{children}</main>
        <NoticePopups />
        <PasswordGuard login={login} />
        <SessionWatcher />
        <LoginSync login={login} />
      </div>
    </MessagesProvider>
  );
}
