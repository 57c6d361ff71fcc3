'use client';
/**
 * An application's icon: its logo image when it has one, else an antd icon by name (icons.ts)
 * on its iconColor.
 */
import type { CSSProperties } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import type { App } from '@/lib/contracts/auth';
import { SafeImage } from '@/components/layout/SafeImage';
import { NamedIcon } from './NamedIcon';

const FALLBACK_COLORS = ['#1677ff', '#0f766e', '#7c3aed', '#d97706', '#db2777', '#0891b2', '#4f46e5', '#16a34a'];

function colorFor(app: Pick<App, 'code' | 'iconColor'>): string {
  if (/^#[0-9a-f]{3,8}$/i.test(app.iconColor) || /^rgba?\(/i.test(app.iconColor)) return app.iconColor;
  let h = 0;
  for (const ch of app.code) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_COLORS[h % FALLBACK_COLORS.length]!;
}

export function AppIcon({ app, size }: { app: Pick<App, 'code' | 'icon' | 'iconColor' | 'logo' | 'sLogo' | 'name' | 'descript'>; size: number }) {
  const logo = size < 48 ? app.sLogo || app.logo : app.logo || app.sLogo;
  const box: CSSProperties = {
    width: size,
    height: size,
    flex: `0 0 ${size}px`,
    borderRadius: Math.round(size * 0.26),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  };
  const color = colorFor(app);
  const hex6 = /^#[0-9a-f]{6}$/i.test(color);
  const glyph = (
    <span
      style={{
        ...box,
        background: hex6 ? `linear-gradient(135deg, ${color} 0%, ${color}bf 100%)` : color,
        color: '#fff',
        boxShadow: hex6 ? `0 6px 16px ${color}33` : undefined,
      }}
      aria-hidden
    >
      <NamedIcon name={app.icon} fallback={AppstoreOutlined} style={{ fontSize: Math.round(size * 0.5) }} />
    </span>
  );
  if (!logo) return glyph;
  return (
    <SafeImage
      src={logo}
      alt={app.name || app.descript}
      style={{ ...box, objectFit: 'contain', background: '#fff', border: '1px solid rgba(5,5,5,0.06)', boxSizing: 'border-box' }}
      fallback={glyph}
    />
  );
}
