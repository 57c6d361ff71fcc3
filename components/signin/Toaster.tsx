'use client';
/**
 * Toasts of the sign-in pages in antd message's look and rules (portal.md section 9: 50 px from
 * the top, 3 s, at most 3), without antd: `toast('error', text)` from anywhere on the page.
 */
import { useEffect, useState } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { Icon } from './Icon';

export type ToastType = 'success' | 'error' | 'info';
interface Item {
  id: number;
  type: ToastType;
  text: string;
}

const DURATION_MS = 3000;
const MAX_COUNT = 3;
const listeners = new Set<(items: Item[]) => void>();
let items: Item[] = [];
let nextId = 1;

function publish(next: Item[]): void {
  items = next;
  for (const l of listeners) l(items);
}

export function toast(type: ToastType, text: string): void {
  const item = { id: nextId++, type, text };
  publish([...items, item].slice(-MAX_COUNT));
  window.setTimeout(() => publish(items.filter((i) => i !== item)), DURATION_MS);
}

const ICONS = { success: [CheckCircleFilled, '#52c41a'], error: [CloseCircleFilled, '#ff4d4f'], info: [InfoCircleFilled, '#1677ff'] } as const;

export function Toaster() {
  const [shown, setShown] = useState<Item[]>([]);
  useEffect(() => {
    listeners.add(setShown);
    return () => {
      listeners.delete(setShown);
    };
  }, []);
  return (
    <div aria-live="polite" style={{ position: 'fixed', top: 50, left: 0, right: 0, zIndex: 2010, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, pointerEvents: 'none' }}>
      {shown.map((i) => (
        <div
          key={i.id}
          role={i.type === 'error' ? 'alert' : 'status'}
          style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '9px 12px', borderRadius: 8, background: '#fff', boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)', fontSize: 14, color: 'rgba(0,0,0,0.88)', pointerEvents: 'auto' }}
        >
          <span style={{ color: ICONS[i.type][1], fontSize: 16 }}>
            <Icon icon={ICONS[i.type][0]} />
          </span>
          {i.text}
        </div>
      ))}
    </div>
  );
}
