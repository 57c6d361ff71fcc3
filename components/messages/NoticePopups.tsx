'use client';
/**
 * Pop-up notices (portal.md sections 2, 4 and 9), for users with receiveMessage T: notices waiting
 * when the page opens and new ones as they are pushed. At most 20 are shown; they appear 300 ms
 * after arriving, more than 20 wait and come in batches a second apart as room frees up; none
 * closes by itself. Each can be acknowledged (我知道了: marks it read) or postponed; all can be
 * closed at once. The unit's remind tone plays on a new notice.
 *
 * The shell reads the waiting notices on the server with the page (`initial`): they arrive with
 * the HTML and a CSS delay shows them 300 ms later, without waiting for the scripts, hydration and
 * a call (they painted last, about a second after the page). Pages without it read them on mount.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import '@/components/style/antd/Button';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import type { LiveEvent } from '@/lib/realtime/destinations';
import { LevelTag } from './LevelTag';
import { MessageHtml } from './MessageHtml';
import { useLiveEvents, useMessages } from './MessagesProvider';
import { toPopup, type NoticePopup } from './popup';
import { TonePlayer } from './remind-tone';
import styles from './messages.module.css';
import * as calls from '@/lib/client/calls.generated';

export const MAX_POPUPS = 20;
export const SHOW_AFTER_MS = 300;
export const BATCH_EVERY_MS = 1_000;

type Popup = NoticePopup;

export function NoticePopups({ initial }: { initial?: readonly NoticePopup[] }) {
  const t = useTranslations('inbox.popup');
  const tl = useTranslations('inbox.levels');
  const { popups: allowed, refreshUnread, unitCode } = useMessages();
  // The server's first batch is shown from the first paint (its 300 ms is the CSS delay, .arriving).
  const [shown, setShown] = useState<Popup[]>(() => (allowed && initial ? initial.slice(0, MAX_POPUPS) : []));
  const waiting = useRef<Popup[]>(allowed && initial ? initial.slice(MAX_POPUPS) : []);
  const known = useRef(new Set<number>(allowed && initial ? initial.map((p) => p.messageId) : []));
  // Only the server's batch waits for the CSS delay; once the pop-ups close, later ones wait for the timer.
  const arriving = useRef(Boolean(allowed && initial?.length));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const player = useRef<TonePlayer | null>(null);

  // Moves waiting notices into free slots: the first after 300 ms, later batches a second apart.
  const schedule = (delay: number) => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setShown((current) => {
        const room = MAX_POPUPS - current.length;
        if (room <= 0) return current;
        const next = waiting.current.splice(0, room);
        return next.length ? [...current, ...next] : current;
      });
      if (waiting.current.length) schedule(BATCH_EVERY_MS);
    }, delay);
  };

  const enqueue = (items: Popup[]) => {
    const fresh = items.filter((p) => !known.current.has(p.messageId));
    if (!fresh.length) return;
    for (const p of fresh) known.current.add(p.messageId);
    waiting.current.push(...fresh);
    schedule(SHOW_AFTER_MS);
  };

  useEffect(() => {
    if (!allowed) return;
    if (initial) {
      if (waiting.current.length) schedule(BATCH_EVERY_MS);
    } else {
      callApi(calls.noticeList, { firstResult: 0, pageSize: 100, popup: 'T' }, { quiet: true })
        .then((page) => enqueue(page.datas.map(toPopup)))
        .catch(() => undefined);
    }
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      player.current?.stop();
    };
    // enqueue only touches refs and state setters: loading once per page is what is meant.
  }, [allowed, initial]);

  useLiveEvents((e: LiveEvent) => {
    if (!allowed || e.event !== 'message' || e.messageType === 'PRIVATE' || e.messageType === 'SYSTEM' || e.isShow !== 'T') return;
    const base: Popup = { ...e, messageLevelName: tl(e.messageLevel), messageText: e.messageText ?? '' };
    if (e.messageText === undefined) {
      // Too large for the push: the body comes with the detail.
      callApi(calls.messageDetail, { messageId: e.messageId }, { quiet: true })
        .then((r) => enqueue([{ ...base, messageText: r.messageText ?? '' }]))
        .catch(() => enqueue([base]));
    } else enqueue([base]);
    callApi(calls.remindTone, { unitCode }, { quiet: true })
      .then((tone) => (player.current ??= new TonePlayer()).play(tone))
      .catch(() => undefined);
  });

  const remove = (ids: number[]) => {
    setShown((current) => {
      const next = current.filter((p) => !ids.includes(p.messageId));
      if (next.length === 0) arriving.current = false;
      if (next.length === 0 && waiting.current.length === 0) player.current?.stop();
      return next;
    });
    if (waiting.current.length) schedule(BATCH_EVERY_MS);
  };

  async function act(ids: number[], send: () => Promise<unknown>) {
    try {
      await send();
    } catch {
      return;
    }
    remove(ids);
  }

  if (!allowed || shown.length === 0) return null;
  return (
    <aside className={arriving.current ? `${styles.popups} ${styles.arriving}` : styles.popups} aria-label={t('region')}>
      <div className={styles.popupsHeader}>
        <span>{t('count', { count: shown.length + waiting.current.length })}</span>
        <Button size="small" ghost onClick={() => void act(shown.map((p) => p.messageId), () => callApi(calls.closeNotices, { messageIds: shown.map((p) => p.messageId) }))}>
          {t('closeAll')}
        </Button>
      </div>
      <div className={styles.popupsList}>
        {shown.map((p) => (
          <section key={p.messageId} role="alertdialog" aria-labelledby={`notice-${p.messageId}`} className={styles.popup} data-level={p.messageLevel}>
            <div className={styles.popupHead}>
              <LevelTag level={p.messageLevel} name={p.messageLevelName} />
              <h3 id={`notice-${p.messageId}`} className={styles.popupTitle} data-user-text>
                {p.messageTitle}
              </h3>
            </div>
            <div className={styles.popupMeta} data-user-text>
              {p.srcOrgname} · {p.srcUsername} · {p.publishDate}
            </div>
            {p.messageText ? <MessageHtml html={p.messageText} className={styles.popupBody} /> : null}
            <div className={styles.popupActions}>
              <Button size="small" onClick={() => void act([p.messageId], () => callApi(calls.postponeNotices, { messageIds: [p.messageId] }))}>
                {t('postpone')}
              </Button>
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  void act([p.messageId], () => callApi(calls.readState, { messageId: p.messageId, readState: 'T' })).then(() => refreshUnread())
                }
              >
                {t('ok')}
              </Button>
            </div>
          </section>
        ))}
      </div>
    </aside>
  );
}
