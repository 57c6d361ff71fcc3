'use client';
/** The user menu's intro guide (antd Tour): one step on the update-password entry. Loaded only when shown. */
import { useEffect, useState } from 'react';
import { Tour } from 'antd';
import '@/components/style/antd/Tour';
import { useTranslations } from 'next-intl';

export function PasswordTour({ targetId, onClose }: { targetId: string; onClose: () => void }) {
  const t = useTranslations('account');
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // The entry lives in the dropdown, which renders and slides in on opening: wait until it is in
  // the page and has stopped moving, or the spotlight would land where the animation started.
  useEffect(() => {
    let frame = 0;
    let last = '';
    let still = 0;
    const find = () => {
      const el = document.getElementById(targetId)?.closest('li');
      const rect = el?.getBoundingClientRect();
      const now = rect && rect.width > 0 ? `${Math.round(rect.x)},${Math.round(rect.y)},${Math.round(rect.width)},${Math.round(rect.height)}` : '';
      still = now && now === last ? still + 1 : 0;
      last = now;
      if (el instanceof HTMLElement && still >= 5) setTarget(el);
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
      // Beside the menu, not over it: to its left where the menu opens at the top right (antd flips
      // it to the right where the menu opens in the left column); every entry stays visible.
      steps={[{ title: t('guide.title'), description: t('guide.password'), target: () => target, placement: 'left', nextButtonProps: { children: t('guide.ok') } }]}
    />
  );
}
