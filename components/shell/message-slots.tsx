'use client';
/**
 * Where the messages feature plugs into the shell (issue 9). Every layout renders these; until the
 * messages components land they are stubs that show nothing and count zero.
 *
 * TODO(issue 9, messages engineer): replace each stub with the real thing from components/messages:
 * - useUnreadCount(): the unread private-message count (push + 120 s poll); the shell draws the
 *   icon and caps the badge at 99+.
 * - openMessageCenter(): opens the message list modal (the icon's click).
 * - useSystemTip(): the system-wide tip, or null; the shell draws the closable top banner.
 * - <NoticeTicker />: the rotating notice titles of the tip bar (with its expand arrow).
 * - <MessageHost />: anything that must live once per shell page (STOMP connection, pop-up notices,
 *   message modals). Rendered once, outside the layouts.
 */
import type { ReactNode } from 'react';

export function useUnreadCount(): number {
  return 0;
}

export function openMessageCenter(): void {
  // The message list modal arrives with issue 9.
}

export interface SystemTip {
  /** Changes when the tip changes, so a closed banner comes back for a new tip. */
  id: string;
  text: string;
}

export function useSystemTip(): SystemTip | null {
  return null;
}

export function NoticeTicker(): ReactNode {
  return null;
}

export function MessageHost(): ReactNode {
  return null;
}
