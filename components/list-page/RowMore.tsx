'use client';
/**
 * A row's "more" actions. The menu's code and styles (antd's Dropdown and Menu: a sixth of a list
 * page's CSS) load when a person first points at, focuses or clicks the link, not with every
 * list: most rows are never opened. The menu then opens at once.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import '@/components/style/antd/Button';
import { DownOutlined } from '@ant-design/icons';
import type { RowMoreItem } from './RowMoreMenu';

const RowMoreMenu = lazy(() => import('./RowMoreMenu').then((m) => ({ default: m.RowMoreMenu })));

export function RowMore({ label, items }: { label: string; items: RowMoreItem[] }) {
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  const link = (
    <Button type="link" size="small" aria-haspopup="menu" onPointerEnter={arm} onFocus={arm} onClick={arm}>
      {label} <DownOutlined />
    </Button>
  );
  if (!armed) return link;
  return (
    <Suspense fallback={link}>
      <RowMoreMenu label={label} items={items} />
    </Suspense>
  );
}
