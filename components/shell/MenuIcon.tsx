'use client';
/** A menu's icon by name (components/apps/icons.tsx), with a generic one for unknown names. */
import { AppstoreOutlined, FileTextOutlined } from '@ant-design/icons';
import type { MenuNode } from '@/lib/contracts/auth';
import { iconByName } from '@/components/apps/icons';

export function MenuIcon({ menu, className }: { menu: Pick<MenuNode, 'icon' | 'children'>; className?: string }) {
  const Icon = (menu.icon && iconByName(menu.icon)) || (menu.children.length ? AppstoreOutlined : FileTextOutlined);
  // Decorative: a menu is named by its title, not by its icon's name.
  return (
    <span aria-hidden className={className} style={{ display: 'inline-flex' }}>
      <Icon />
    </span>
  );
}
