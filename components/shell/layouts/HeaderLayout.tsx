'use client';
/**
 * The two customer variants (portal.md section 2): a header with the customer's logo and the menu
 * list, either across the header (HEADER_TOP, the chosen menu's pages in a side tree) or as one
 * searchable list under it (HEADER_SIDE). The server has already removed the menu SJTB.
 */
import { useTranslations } from 'next-intl';
import { UserMenu } from '@/components/account/UserMenu';
import { Brand } from '../Brand';
import { ContentArea } from '../ContentArea';
import { MenuIcon } from '../MenuIcon';
import { SideMenu } from '../SideMenu';
import { TipBar } from '../TipBar';
import { TopTools } from '../TopTools';
import { useShell } from '../ShellProvider';
import styles from '../shell.module.css';

export function HeaderLayout({ mode }: { mode: 'top' | 'side' }) {
  const t = useTranslations('shell');
  const { boot, menus, activeTop, selectTop, sideCollapsed } = useShell();
  const top = menus.find((m) => m.name === activeTop);
  const list = mode === 'top' ? (top?.children ?? []) : menus;
  const showList = !boot.hideLeft && list.length > 0;

  return (
    <div className={`${styles.root} ${styles.column}`}>
      {boot.hideTop ? null : (
        <header className={styles.brandHeader}>
          <Brand />
          {mode === 'top' ? (
            <nav className={styles.headerMenus} aria-label={t('topMenu')}>
              {menus.map((m) => (
                <button
                  key={m.name}
                  type="button"
                  aria-current={m.name === activeTop}
                  className={`${styles.headerMenu} ${m.name === activeTop ? styles.headerMenuActive : ''}`}
                  onClick={(e) => selectTop(m.name, e)}
                >
                  <MenuIcon menu={m} />
                  {m.title}
                </button>
              ))}
            </nav>
          ) : (
            <span className={styles.headerSpacer} />
          )}
          <TopTools dark sideToggle={list.length > 0} />
          <UserMenu login={boot.login} canTranslate={boot.canTranslate} variant="dark" />
        </header>
      )}
      <TipBar />
      <div className={styles.body}>
        {showList ? (
          <aside className={`${styles.menuList} ${sideCollapsed ? styles.menuListCollapsed : ''}`} inert={sideCollapsed}>
            <SideMenu key={mode === 'top' ? activeTop : 'all'} menus={list} title={mode === 'top' ? top?.title : undefined} />
          </aside>
        ) : null}
        <ContentArea />
      </div>
    </div>
  );
}
