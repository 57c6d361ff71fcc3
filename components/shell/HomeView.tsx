'use client';
/** The shell's own home view (no menu chosen): a welcome and the first pages of the menus as shortcuts. */
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuNode } from '@/lib/contracts/auth';
import { StyleFrames } from '@/components/style/StyleFrames';
import { MenuIcon } from './MenuIcon';
import { useShell } from './ShellProvider';
import styles from './shell.module.css';

const SHORTCUTS = 12;

function leaves(nodes: readonly MenuNode[], into: { menu: MenuNode; group: string }[], group = ''): typeof into {
  for (const n of nodes) {
    if (into.length >= SHORTCUTS) break;
    if (n.path) into.push({ menu: n, group });
    else leaves(n.children, into, group || n.title);
  }
  return into;
}

export function HomeView() {
  const t = useTranslations('shell');
  const { menus, openMenu, boot, appName } = useShell();
  const shortcuts = useMemo(() => leaves(menus, []), [menus]);
  const { login } = boot;
  return (
    <div className={styles.view}>
      {/* data-style: a stable hook for a unit's shell CSS (the class names are hashed). */}
      <div className={styles.home} data-style="shell-home">
        <section className={styles.homeHero}>
          <h1>{t('welcome', { name: login.username || login.userCode })}</h1>
          <p>{t('welcomeSub', { app: appName, unit: login.unitName })}</p>
        </section>
        <StyleFrames frames={boot.homeFrames} className={styles.homeFrames} />
        {shortcuts.length ? (
          <>
            <h2 style={{ fontSize: 15, fontWeight: 600, margin: '0 0 12px' }}>{t('shortcuts')}</h2>
            <div className={styles.homeGrid}>
              {shortcuts.map(({ menu, group }) => (
                <button key={menu.name} type="button" className={styles.homeCard} onClick={(e) => openMenu(menu, e)}>
                  <span className={styles.homeCardIcon}>
                    <MenuIcon menu={menu} />
                  </span>
                  <span className={styles.homeCardText}>
                    <span className={styles.homeCardTitle} style={{ display: 'block' }}>
                      {menu.title}
                    </span>
                    <span className={styles.homeCardPath} style={{ display: 'block' }}>
                      {group || appName}
                    </span>
                  </span>
                </button>
              ))}
            </div>
          </>
        ) : (
          <p style={{ color: 'rgba(0,0,0,0.45)' }}>{t('noMenus')}</p>
        )}
      </div>
    </div>
  );
}
