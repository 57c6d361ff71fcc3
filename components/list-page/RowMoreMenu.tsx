'use client';
/** The menu of a row's "more" actions, loaded on first use (RowMore.tsx); open on arrival when pointed at or clicked. */
import { useState, type ReactNode } from 'react';
import { Button, Dropdown } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Dropdown';
import { DownOutlined } from '@ant-design/icons';

export interface RowMoreItem {
  key: string;
  label: ReactNode;
  danger?: boolean;
  run: () => void;
}

export function RowMoreMenu({ label, items, initiallyOpen }: { label: string; items: RowMoreItem[]; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dropdown open={open} onOpenChange={setOpen} menu={{ items: items.map((a) => ({ key: a.key, label: a.label, danger: a.danger, onClick: a.run })) }}>
      <Button type="link" size="small" aria-haspopup="menu">
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
