'use client';
/**
 * The shell's idle lock (/safety/lockScreen): when the unit has it on, no mouse, key, wheel or touch
 * activity for its idle minutes (in the shell or in a same-origin content frame) locks the window;
 * only the user's password unlocks it. The lock is kept in local storage so a reload or another
 * tab does not slip past it; logout clears it with the rest of the storage.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/client/api';
import { callApi } from '@/lib/client/call';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { sessionEndPath } from '@/components/feedback/logout';
import * as calls from '@/lib/client/calls.generated';

export const SCREEN_LOCK_KEY = 'SYS_SCREEN_LOCKED';
const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_MS = 1_000;
const BAD_PASSWORD = 40100;
const ACCOUNT_LOCKED = 40101;

function storedLock(): boolean {
  try {
    return window.localStorage.getItem(SCREEN_LOCK_KEY) === '1';
  } catch {
    return false;
  }
}

function storeLock(locked: boolean): void {
  try {
    if (locked) window.localStorage.setItem(SCREEN_LOCK_KEY, '1');
    else window.localStorage.removeItem(SCREEN_LOCK_KEY);
  } catch {
    // Storage unavailable: the lock holds for this page only.
  }
}

export function ScreenLock({ userName }: { userName?: string }) {
  const t = useTranslations('lock');
  const config = usePublicConfig();
  const [idleMs, setIdleMs] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const last = useRef(Date.now());
  const [form] = Form.useForm<{ password: string }>();

  useEffect(() => {
    let live = true;
    callApi(calls.myScreenLock, {}, { quiet: true })
      .then((s) => {
        if (!live) return;
        if (s.enabled) {
          setIdleMs(s.idleMinutes * 60_000);
          if (storedLock()) setLocked(true);
        } else storeLock(false);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const lock = useCallback(() => {
    storeLock(true);
    setLocked(true);
  }, []);

  useEffect(() => {
    if (idleMs === null) return;
    const touch = () => {
      last.current = Date.now();
    };
    const watched = new Set<Window>();
    const watch = (w: Window) => {
      if (watched.has(w)) return;
      watched.add(w);
      for (const type of ACTIVITY) w.addEventListener(type, touch, { passive: true, capture: true });
    };
    // Frames load and reload: look for new same-origin ones at every tick.
    const watchFrames = () => {
      for (const frame of Array.from(document.querySelectorAll('iframe'))) {
        try {
          if (frame.contentWindow && frame.contentWindow.location.origin === window.location.origin) watch(frame.contentWindow);
        } catch {
          // Another site's frame: its activity is out of reach.
        }
      }
    };
    watch(window);
    touch();
    const timer = window.setInterval(() => {
      watchFrames();
      if (Date.now() - last.current >= idleMs) lock();
    }, CHECK_MS);
    // Another tab locked or unlocked.
    const onStorage = (e: StorageEvent) => {
      if (e.key === SCREEN_LOCK_KEY) setLocked(e.newValue === '1');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      for (const w of watched) {
        try {
          for (const type of ACTIVITY) w.removeEventListener(type, touch, { capture: true });
        } catch {
          // A frame that went away.
        }
      }
    };
  }, [idleMs, lock]);

  const unlock = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await callApi(calls.unlockScreen, { password }, { quiet: true });
      storeLock(false);
      last.current = Date.now();
      form.resetFields();
      setLocked(false);
    } catch (e) {
      if (e instanceof ApiError && e.result === ACCOUNT_LOCKED) window.location.assign(sessionEndPath(config));
      else setError(e instanceof ApiError && e.result === BAD_PASSWORD ? t('wrongPassword') : e instanceof Error ? e.message : t('wrongPassword'));
    } finally {
      setBusy(false);
    }
  };

  if (!locked) return null;
  return (
    <Modal
      open
      closable={false}
      keyboard={false}
      maskClosable={false}
      footer={null}
      centered
      width={400}
      zIndex={3000}
      title={
        <Space>
          <LockOutlined />
          {t('title')}
        </Space>
      }
      styles={{ mask: { backdropFilter: 'blur(8px)', background: 'rgba(15, 23, 42, 0.65)' } }}
    >
      <Typography.Paragraph>{userName ? t('hintNamed', { name: userName }) : t('hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void unlock(v)}>
        <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.Password autoFocus autoComplete="current-password" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => window.location.assign(sessionEndPath(config))}>
            {t('logout')}
          </Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('unlock')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
