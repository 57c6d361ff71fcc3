'use client';
/**
 * The user operation menu's dropdown (antd Dropdown and Menu with their styles), loaded the first
 * time the menu opens: the shell's first paint draws only its trigger (UserMenu).
 */
import type { ComponentProps } from 'react';
import { Dropdown } from 'antd';
import '@/components/style/antd/Dropdown';

export default function UserMenuDropdown(props: ComponentProps<typeof Dropdown>) {
  return <Dropdown {...props} />;
}
