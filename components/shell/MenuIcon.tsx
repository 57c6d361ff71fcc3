'use client';
/** A menu's icon by name (components/apps/icons.ts), with a generic one for unknown names. */
import { AppstoreOutlined, FileTextOutlined } from '@ant-design/icons';
import type { MenuNode } from '@/lib/contracts/auth';
import { NamedIcon } from '@/components/apps/NamedIcon';

export function MenuIcon({ menu, className }: { menu: Pick<MenuNode, 'icon' | 'children'>; className?: string }) {
  // Decorative: a menu is named by its title, not by its icon's name.
  return (
    <span aria-hidden className={className} style={{ display: 'inline-flex' }}>
      <NamedIcon name={menu.icon} fallback={menu.children.length ? AppstoreOutlined : FileTextOutlined} />
    </span>
  );
}
