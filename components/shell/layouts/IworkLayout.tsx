'use client';
/**
 * The IWORK layout (docs/decisions/030-shell-layout-choice.md): a dark rail of first-level menus
 * (icon and name), a panel with the chosen menu's searchable tree, and a bar with the path to the
 * open page, the tools and the user menu.
 */
import { RightOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { UserMenu } from '@/components/account/UserMenu';
import { Brand } from '../Brand';
import { ContentArea } from '../ContentArea';
import { MenuIcon } from '../MenuIcon';
import { menuChain } from '../menu-tree';
import { SideMenu } from '../SideMenu';
import { TipBar } from '../TipBar';
import { TopTools } from '../TopTools';
import { useShell } from '../ShellProvider';
import styles from '../shell.module.css';

export function IworkLayout() {
  const t = useTranslations('shell');
  const { boot, menus, activeTop, selectTop, sideCollapsed, current, view, appName } = useShell();
  const top = menus.find((m) => m.name === activeTop);
  const side = top?.children ?? [];
  const chain = current ? menuChain(menus, current) : [];
  const crumbs = chain.length ? chain.map((m) => m.title) : view.kind === 'page' && view.title ? [view.title] : [];

  return (
    <div className={styles.root}>
      {boot.hideLeft ? null : (
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
      )}
      {boot.hideLeft || side.length === 0 ? null : (
        <aside className={`${styles.subPanel} ${sideCollapsed ? styles.subPanelCollapsed : ''}`} inert={sideCollapsed}>
          <div className={styles.subPanelTitle}>{top?.title}</div>
          <SideMenu key={activeTop} menus={side} />
        </aside>
      )}
      <div className={styles.main}>
        {boot.hideTop ? null : (
          <header className={styles.crumbBar}>
            <TopTools sideToggle={side.length > 0} />
            <div className={styles.crumbs} aria-label={t('breadcrumb')}>
              <span>{appName}</span>
              {crumbs.map((c, i) => (
                <span key={`${c}-${i}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
                  <RightOutlined style={{ fontSize: 10 }} />
                  <span className={i === crumbs.length - 1 ? styles.crumbsLast : undefined}>{c}</span>
                </span>
              ))}
            </div>
            <UserMenu login={boot.login} canTranslate={boot.canTranslate} />
          </header>
        )}
        <TipBar />
        <ContentArea />
      </div>
    </div>
  );
}
