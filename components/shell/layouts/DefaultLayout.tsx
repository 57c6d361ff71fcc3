'use client';
/**
 * The default layout (portal.md section 2): a left user-info bar, the top first-level navigation
 * with the logo (under 10 entries: previous/next buttons and a current/total label; from 10 on, a
 * warning asks to widen the page when they do not fit), the side navigation with its keyword
 * search (输入关键字) and, when configured, a shade over the content while it is open.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Tooltip } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Tooltip';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
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

/** Fewer first-level entries than this get previous/next buttons (portal.md section 9). */
export const NAV_PAGER_LIMIT = 10;

function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

function UserInfoBar() {
  const t = useTranslations('shell');
  const { boot, userBarCollapsed, toggleUserBar } = useShell();
  const { login } = boot;
  return (
    <aside className={`${styles.userBar} ${userBarCollapsed ? styles.userBarCollapsed : ''}`} aria-label={t('userBar')}>
      <div className={styles.userBarHead}>
        <span className={styles.userBarAvatar} aria-hidden>
          {initialOf(login.username || login.userCode)}
        </span>
        {userBarCollapsed ? null : (
          <>
            <div className={styles.userBarName}>{login.username}</div>
            <div className={styles.userBarMeta}>
              {login.userCode}
              <br />
              {login.unitName}
              {login.deptName ? (
                <>
                  <br />
                  {login.deptName}
                </>
              ) : null}
            </div>
          </>
        )}
      </div>
      <div className={styles.userBarActions}>
        <UserMenu login={login} canTranslate={boot.canTranslate} variant={userBarCollapsed ? 'avatar' : 'dark'} />
      </div>
      <div className={styles.userBarFoot}>
        <Tooltip title={userBarCollapsed ? t('expandUserBar') : t('collapseUserBar')} placement="right">
          <Button
            type="text"
            aria-label={userBarCollapsed ? t('expandUserBar') : t('collapseUserBar')}
            icon={userBarCollapsed ? <DoubleRightOutlined /> : <DoubleLeftOutlined />}
            onClick={toggleUserBar}
            style={{ color: 'rgba(255,255,255,0.65)' }}
          />
        </Tooltip>
      </div>
    </aside>
  );
}

function TopNavigation() {
  const t = useTranslations('shell');
  const { menus, activeTop, selectTop } = useShell();
  const strip = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const index = menus.findIndex((m) => m.name === activeTop);
  const few = menus.length < NAV_PAGER_LIMIT;

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [menus.length]);

  useEffect(() => {
    strip.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [activeTop]);

  const step = (delta: number) => {
    const next = menus[index + delta];
    if (next) selectTop(next.name);
  };

  return (
    <nav className={styles.navStrip} aria-label={t('topMenu')}>
      {few ? <Button type="text" size="small" aria-label={t('previous')} icon={<LeftOutlined />} disabled={index <= 0} onClick={() => step(-1)} /> : null}
      <div ref={strip} className={`${styles.navEntries} ${!few && overflowing ? styles.navEntriesFaded : ''}`}>
        {menus.map((m) => (
          <button
            key={m.name}
            type="button"
            aria-current={m.name === activeTop}
            className={`${styles.navEntry} ${m.name === activeTop ? styles.navEntryActive : ''}`}
            onClick={(e) => selectTop(m.name, e)}
          >
            <MenuIcon menu={m} />
            {m.title}
          </button>
        ))}
      </div>
      {few ? (
        <>
          <Button type="text" size="small" aria-label={t('next')} icon={<RightOutlined />} disabled={index < 0 || index >= menus.length - 1} onClick={() => step(1)} />
          <span className={styles.navCount} aria-label={t('position')}>
            {index + 1}/{menus.length}
          </span>
        </>
      ) : overflowing ? (
        <Tooltip title={t('widenPage')}>
          <span className={styles.navWarn} role="status">
            <WarningOutlined /> {t('widenPageShort')}
          </span>
        </Tooltip>
      ) : null}
    </nav>
  );
}

export function DefaultLayout() {
  const t = useTranslations('shell');
  const { boot, menus, activeTop, sideCollapsed, toggleSide, current } = useShell();
  const top = menus.find((m) => m.name === activeTop);
  const side = top?.children ?? [];
  const showSide = !boot.hideLeft && side.length > 0;
  const shade = boot.shade && showSide;

  // With the shade the side navigation floats over the page: it steps aside once a page is chosen.
  useEffect(() => {
    if (boot.shade && current) toggleSide(true);
  }, [boot.shade, current, toggleSide]);
  useEffect(() => {
    if (boot.shade) toggleSide(false);
  }, [boot.shade, activeTop, toggleSide]);

  return (
    <div className={styles.root}>
      {boot.hideLeft ? null : <UserInfoBar />}
      <div className={styles.main}>
        {boot.hideTop ? null : (
          <header className={styles.topNav}>
            <Brand />
            <TopNavigation />
            <TopTools sideToggle={side.length > 0} />
          </header>
        )}
        <TipBar />
        <div className={styles.body}>
          {showSide ? (
            <div
              className={`${styles.sideNav} ${sideCollapsed ? styles.sideNavCollapsed : ''} ${shade ? styles.sideNavFloating : ''}`}
              inert={sideCollapsed}
            >
              <SideMenu key={activeTop} menus={side} title={top?.title} />
            </div>
          ) : null}
          {shade && !sideCollapsed ? <button type="button" className={styles.shade} aria-label={t('closeShade')} onClick={() => toggleSide(true)} /> : null}
          <ContentArea />
        </div>
      </div>
    </div>
  );
}
