'use client';
/**
 * A row's "more" actions. The menu's code and styles (antd's Dropdown and Menu: a sixth of a list
 * page's CSS) load when a person first points at, focuses or clicks the link, not with every
 * list: most rows are never opened. Pointing or clicking opens the menu as soon as it arrives
 * (unless the pointer has left by then); focus alone only fetches it, so tabbing through the rows
 * does not open a menu on each.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import '@/components/style/antd/Button';
import { DownOutlined } from '@ant-design/icons';
import type { RowMoreItem } from './RowMoreMenu';

const RowMoreMenu = lazy(() => import('./RowMoreMenu').then((m) => ({ default: m.RowMoreMenu })));

type Armed = false | 'open' | 'quiet';

export function RowMore({ label, items }: { label: string; items: RowMoreItem[] }) {
  const [armed, setArmed] = useState<Armed>(false);
  const link = (
    <Button
      type="link"
      size="small"
      aria-haspopup="menu"
      onPointerEnter={() => setArmed('open')}
      onPointerLeave={() => setArmed((a) => (a ? 'quiet' : a))}
      onFocus={() => setArmed((a) => a || 'quiet')}
      onClick={() => setArmed('open')}
    >
      {label} <DownOutlined />
    </Button>
  );
  if (!armed) return link;
  return (
    <Suspense fallback={link}>
      <RowMoreMenu label={label} items={items} initiallyOpen={armed === 'open'} />
    </Suspense>
  );
}
