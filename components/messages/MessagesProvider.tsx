'use client';
/**
 * The messages of a signed-in page: whether they are shown here (not in the user-center app; the
 * feature flag), the live channel, the unread count (polled every 120 s; refreshed on a push at
 * most every 10 s, the first push at once) and the live events for the parts that react to them
 * (pop-ups, tip label, list). A forced logout on the channel goes through the fetch layer's own
 * session handling, so it looks like any other ended session.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/api';
import { emitApiEvent } from '@/lib/client/events';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import type { LiveEvent } from '@/lib/realtime/destinations';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { LiveChannel } from './live-channel';
import * as calls from '@/lib/client/calls.generated';
import { callApi, swrKey } from '@/lib/client/call';

export const UNREAD_POLL_MS = 120_000;
export const UNREAD_REFRESH_EVERY_MS = 10_000;

type Listener = (event: LiveEvent) => void;

interface MessagesContextValue {
  /** Messages are part of this page (feature on, not the user-center app). */
  enabled: boolean;
  /** Pop-up notices are for this user (receiveMessage T). */
  popups: boolean;
  unread: number;
  /** Reloads the unread count now (after marking read or unread). */
  refreshUnread(): void;
  onLive(listener: Listener): () => void;
  unitCode: string;
}

const MessagesContext = createContext<MessagesContextValue | null>(null);

export function useMessages(): MessagesContextValue {
  const value = useContext(MessagesContext);
  if (!value) throw new Error('useMessages() must be used inside <MessagesProvider>');
  return value;
}

/** Subscribes a component to live events while it is mounted. */
export function useLiveEvents(listener: Listener): void {
  const { onLive } = useMessages();
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => onLive((e) => ref.current(e)), [onLive]);
}

export function MessagesProvider({ login, children }: { login: PublicLoginResult; children: ReactNode }) {
  const config = usePublicConfig();
  const enabled = config.features.message && config.appCode !== config.defaultAppCode;
  const popups = enabled && login.user.receiveMessage === 'T';
  const listeners = useRef(new Set<Listener>());

  const { data: unread = 0, mutate } = useSWR<number>(enabled ? swrKey(calls.unReadNum) : null, swrFetcher, {
    refreshInterval: UNREAD_POLL_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const refreshUnread = useCallback(() => void mutate(), [mutate]);

  // Leading and trailing: the first push shows at once, a burst costs one more call 10 s later.
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshSoon = useCallback(() => {
    const wait = lastRefresh.current + UNREAD_REFRESH_EVERY_MS - Date.now();
    if (wait <= 0) {
      lastRefresh.current = Date.now();
      void mutate();
    } else if (!pending.current) {
      pending.current = setTimeout(() => {
        pending.current = undefined;
        lastRefresh.current = Date.now();
        void mutate();
      }, wait);
    }
  }, [mutate]);
  useEffect(() => () => clearTimeout(pending.current), []);

  useEffect(() => {
    if (!enabled) return;
    const channel = new LiveChannel({
      appCode: config.appCode,
      userId: login.userPkId,
      unitCode: login.unitCode,
      onEvent(event) {
        // A new message counts at once; the server's figure follows (throttled) and corrects it.
        if (event.event === 'message' && event.messageType !== 'SYSTEM') void mutate((n = 0) => n + 1, { revalidate: false });
        if (event.event === 'message' || (event.event === 'refresh' && event.what === 'unread')) refreshSoon();
        if (event.event === 'logout') {
          void channel.stop();
          if (event.reason === 'OVERWRITTEN') {
            // The answer (52100 with the other login's time and place) opens the 安全提示 prompt.
            callApi(calls.checkOverwrite, {}, { quiet: true })
              .then(() => emitApiEvent({ type: 'session-invalid' }))
              .catch(() => undefined);
          } else emitApiEvent({ type: 'session-invalid', ...(event.reason ? { reason: event.reason } : {}) });
        }
        for (const l of listeners.current) l(event);
      },
    });
    channel.start();
    return () => void channel.stop();
  }, [enabled, config.appCode, login.userPkId, login.unitCode, refreshSoon, mutate]);

  const onLive = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const value = useMemo<MessagesContextValue>(
    () => ({ enabled, popups, unread, refreshUnread, onLive, unitCode: login.unitCode }),
    [enabled, popups, unread, refreshUnread, onLive, login.unitCode],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}
