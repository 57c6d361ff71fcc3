'use client';
/**
 * Where the messages feature (issue 9, components/messages) plugs into the shell. Every layout
 * renders these; the messages code owns what they show.
 * - <ShellMessages>: the provider (live channel, unread count) around the whole shell page.
 * - <ShellUnreadIcon>: the unread message icon (99+ cap) with its message list.
 * - useSystemTip(): the system-wide tip, or null; the shell draws the closable top banner.
 * - <NoticeTicker />: the rotating notice titles of the tip bar.
 * - <MessageHost />: what lives once per page (pop-up notices).
 */
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/api';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { MessagesProvider, NoticePopups, NoticeTicker as MessagesTicker, UnreadMessageIcon, useLiveEvents } from '@/components/messages';
import { swrKey, type OutputOf } from '@/lib/client/call';
import { useShell } from './ShellProvider';
import styles from './shell.module.css';
import * as calls from '@/lib/client/calls.generated';

export function ShellMessages({ login, children }: { login: PublicLoginResult; children: ReactNode }) {
  return <MessagesProvider login={login}>{children}</MessagesProvider>;
}

/** The unread icon; on a dark header its glyph is drawn light. Hidden where messages are (the user center). */
export function ShellUnreadIcon({ dark }: { dark?: boolean }) {
  return (
    <span className={dark ? styles.onDark : undefined} style={{ display: 'inline-flex' }}>
      <UnreadMessageIcon />
    </span>
  );
}

export interface SystemTip {
  /** Changes when the tip changes, so a closed banner comes back for a new tip. */
  id: string;
  text: string;
}

type SystemTipRow = OutputOf<typeof calls.systemTip>;

const TIP_REFRESH_MS = 120_000;

export function useSystemTip(): SystemTip | null {
  const { data, mutate } = useSWR<SystemTipRow | null>(swrKey(calls.systemTip), swrFetcher, { refreshInterval: TIP_REFRESH_MS, revalidateOnFocus: false, shouldRetryOnError: false });
  // Setting or clearing the tip (the notice screen) tells every connection: show it now, not at the next poll.
  useLiveEvents((e) => {
    if (e.event === 'refresh' && e.what === 'systemTip') void mutate();
  });
  return data ? { id: String(data.messageId), text: data.messageTitle } : null;
}

export function NoticeTicker(): ReactNode {
  return <MessagesTicker />;
}

export function MessageHost(): ReactNode {
  const { boot } = useShell();
  return <NoticePopups initial={boot.popups} />;
}
