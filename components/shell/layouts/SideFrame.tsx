'use client';
/**
 * The frame the IWORK and SCRM layouts share: their own left-hand navigation, then a column with a
 * bar (the tools, what the layout says about the open page, the user menu), the tip bar and the
 * content. hide_left and hide_top (portal.md section 2) are honoured here, once.
 */
import type { ReactNode } from 'react';
import { UserMenu } from '@/components/account/UserMenu';
import { ContentArea } from '../ContentArea';
import { TipBar } from '../TipBar';
import { TopTools } from '../TopTools';
import { useShell } from '../ShellProvider';
import styles from '../shell.module.css';

export function SideFrame({ side, barClass, sideToggle, title }: { side: ReactNode; barClass: string | undefined; sideToggle?: boolean; title: ReactNode }) {
  const { boot } = useShell();
  return (
    <div className={styles.root}>
      {boot.hideLeft ? null : side}
      <div className={styles.main}>
        {boot.hideTop ? null : (
          <header className={barClass}>
            <TopTools sideToggle={sideToggle} />
            {title}
            <UserMenu login={boot.login} canTranslate={boot.canTranslate} />
          </header>
        )}
        <TipBar />
        <ContentArea />
      </div>
    </div>
  );
}
