'use client';
/**
 * The IWORK layout (docs/decisions/030-shell-layout-choice.md): a dark rail of first-level menus
 * (icon and name), a panel with the chosen menu's searchable tree, and a bar with the path to the
 * open page, the tools and the user menu.
 */
import { RightOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { Brand } from '../Brand';
import { MenuIcon } from '../MenuIcon';
import { menuChain } from '../menu-tree';
import { SideMenu } from '../SideMenu';
import { useShell } from '../ShellProvider';
import { SideFrame } from './SideFrame';
import styles from '../shell.module.css';

export function IworkLayout() {
  const t = useTranslations('shell');
  const { menus, activeTop, selectTop, sideCollapsed, current, view, appName } = useShell();
  const top = menus.find((m) => m.name === activeTop);
  const side = top?.children ?? [];
  const chain = current ? menuChain(menus, current) : [];
  const crumbs = chain.length ? chain.map((m) => m.title) : view.kind === 'page' && view.title ? [view.title] : [];

  return (
    <SideFrame
      barClass={styles.crumbBar}
      sideToggle={side.length > 0}
      side={
        <>
          <nav className={styles.rail} aria-label={t('topMenu')}>
            <div className={styles.railLogo}>
              <Brand showName={false} />
            </div>
            <div className={styles.railItems}>
              {menus.map((m) => (
                <button
                  key={m.name}
                  type="button"
                  title={m.title}
                  aria-current={m.name === activeTop}
                  className={`${styles.railItem} ${m.name === activeTop ? styles.railItemActive : ''}`}
                  onClick={(e) => selectTop(m.name, e)}
                >
                  <MenuIcon menu={m} className={styles.railIcon} />
                  <span className={styles.railLabel}>{m.title}</span>
                </button>
              ))}
            </div>
          </nav>
          {side.length === 0 ? null : (
            <aside className={`${styles.subPanel} ${sideCollapsed ? styles.subPanelCollapsed : ''}`} inert={sideCollapsed}>
              <div className={styles.subPanelTitle}>{top?.title}</div>
              <SideMenu key={activeTop} menus={side} />
            </aside>
          )}
        </>
      }
      title={
        <div className={styles.crumbs} aria-label={t('breadcrumb')}>
          <span>{appName}</span>
          {crumbs.map((c, i) => (
            <span key={`${c}-${i}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
              <RightOutlined style={{ fontSize: 10 }} />
              <span className={i === crumbs.length - 1 ? styles.crumbsLast : undefined}>{c}</span>
            </span>
          ))}
        </div>
      }
    />
  );
}
