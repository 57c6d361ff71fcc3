'use client';
/**
 * Toasts and confirmations for every page, in place of antd's <App>: App mounts the message,
 * notification and modal holders on every page, which put the Modal and notification code and
 * styles into every first load (docs/decisions/112). Here the toasts' holder is mounted at once
 * (antd's message hook, with App's root class and styles), and the confirmation dialog's code
 * loads with the first confirmation asked for. Nothing in the portal uses notifications.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { ModalFuncProps } from 'antd';
import { ConfigProvider } from 'antd';
// antd's own hooks, without <App> (which imports all three holders): the message hook and App's style.
import useMessage from 'antd/es/message/useMessage';
import useAppStyle from 'antd/es/app/style';
import type { ConfigOptions } from 'antd/es/message/interface';

export type MessageApi = ReturnType<typeof useMessage>[0];
export interface ModalApi {
  /** antd's modal.confirm (in this page's theme and language); shown once the dialog code has loaded. */
  confirm: (config: ModalFuncProps) => void;
}
export interface Feedback {
  message: MessageApi;
  modal: ModalApi;
}

const FeedbackContext = createContext<Feedback | null>(null);

const ConfirmHost = dynamic(() => import('./ConfirmHost').then((m) => m.ConfirmHost), { ssr: false });

export function FeedbackProvider({ message: messageConfig, children }: { message: ConfigOptions; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [messageApi, messageHolder] = useMessage(messageConfig);
  // Confirmations asked for before the dialog's code arrived wait here; the host takes them in order.
  const [pending, setPending] = useState<ModalFuncProps[]>([]);
  const [hostWanted, setHostWanted] = useState(false);
  const confirm = useCallback((config: ModalFuncProps) => {
    setHostWanted(true);
    setPending((list) => [...list, config]);
  }, []);
  const taken = useCallback((count: number) => setPending((list) => list.slice(count)), []);
  const value = useMemo<Feedback>(() => ({ message: messageApi, modal: { confirm } }), [messageApi, confirm]);
  return (
    <FeedbackContext.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {messageHolder}
        {hostWanted ? <ConfirmHost pending={pending} taken={taken} /> : null}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The page's toasts and confirmations (inside FeedbackProvider, which every page's providers mount). */
export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}

/** Calls `effect` once per new item of a growing queue, in order (the host's drain). */
export function useDrain<T>(items: readonly T[], effect: (item: T) => void, taken: (count: number) => void): void {
  const run = useRef(effect);
  run.current = effect;
  useEffect(() => {
    if (!items.length) return;
    for (const item of items) run.current(item);
    taken(items.length);
  }, [items, taken]);
}
