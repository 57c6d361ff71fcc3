'use client';
/** The user menu's intro guide (antd Tour): one step on the update-password entry. Loaded only when shown. */
import { useEffect, useState } from 'react';
import { Tour } from 'antd';
import { useTranslations } from 'next-intl';

export function PasswordTour({ targetId, onClose }: { targetId: string; onClose: () => void }) {
  const t = useTranslations('account');
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // The entry lives in the dropdown, which renders on opening: wait for it to be in the page.
  useEffect(() => {
    let frame = 0;
    const find = () => {
      const el = document.getElementById(targetId)?.closest('li');
      if (el instanceof HTMLElement && el.getBoundingClientRect().width > 0) setTarget(el);
      else frame = window.requestAnimationFrame(find);
    };
    find();
    return () => window.cancelAnimationFrame(frame);
  }, [targetId]);
  if (!target) return null;
  return (
    <Tour
      open
      onClose={onClose}
      onFinish={onClose}
      zIndex={1100}
      steps={[{ title: t('guide.title'), description: t('guide.password'), target: () => target, nextButtonProps: { children: t('guide.ok') } }]}
    />
  );
}
