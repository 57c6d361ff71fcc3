'use client';
/**
 * The SCRM layout (portal.md section 2): a 240 px left menu with the search box 菜单搜索, where a
 * first-level menu with children shows as a title over the list of its pages, items carry their
 * tip badge; the top bar shows the open page's title, the tools and the user menu.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Input } from 'antd';
import '@/components/style/antd/Input';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { MenuNode } from '@/lib/contracts/auth';
import { Brand } from '../Brand';
import { MenuIcon } from '../MenuIcon';
import { MenuTip } from '../MenuTip';
import { searchIndex, searchMenus } from '../menu-tree';
import { useShell } from '../ShellProvider';
import { SideFrame } from './SideFrame';
import styles from '../shell.module.css';

/** SCRM's left menu width (portal.md section 9). */
export const SCRM_MENU_WIDTH = 240;

type Row = { kind: 'page' | 'label'; menu: MenuNode; depth: number };

/** The pages under a group, depth first, with the titles of sub-groups and a depth for indentation. */
function pagesOf(nodes: readonly MenuNode[], depth = 0, into: Row[] = []): Row[] {
  for (const n of nodes) {
    if (n.path) into.push({ kind: 'page', menu: n, depth });
    else if (n.children.length) into.push({ kind: 'label', menu: n, depth });
    if (n.children.length) pagesOf(n.children, depth + 1, into);
  }
  return into;
}

function Item({ menu, depth }: { menu: MenuNode; depth: number }) {
  const { openMenu, current } = useShell();
  const active = current === menu.name;
  return (
    <button
      type="button"
      className={`${styles.scrmItem} ${active ? styles.scrmItemActive : ''}`}
      aria-current={active ? 'page' : undefined}
      style={{ paddingInlineStart: 10 + depth * 14 }}
      onClick={(e) => openMenu(menu, e)}
    >
      <MenuIcon menu={menu} />
      <span className={styles.scrmItemText}>{menu.title}</span>
      <MenuTip tip={menu.tip} />
    </button>
  );
}

export function ScrmLayout() {
  const t = useTranslations('shell');
  const { menus, sideCollapsed, view, appName } = useShell();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const index = useMemo(() => searchIndex(menus), [menus]);
  const shown = useMemo(() => searchMenus(index, deferred), [index, deferred]);

  return (
    <SideFrame
      barClass={styles.scrmTop}
      title={<div className={styles.scrmTitle}>{view.kind === 'page' && view.title ? view.title : appName}</div>}
      side={
        <aside className={`${styles.scrmMenu} ${sideCollapsed ? styles.scrmMenuCollapsed : ''}`} style={{ flexBasis: sideCollapsed ? 0 : SCRM_MENU_WIDTH }} inert={sideCollapsed}>
          <div className={styles.scrmHead}>
            <Brand />
          </div>
          <div className={styles.searchBox}>
            <Input
              allowClear
              prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
              placeholder={t('menuSearch')}
              aria-label={t('menuSearch')}
              value={keyword}
              maxLength={50}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </div>
          <nav className={styles.scrmList} aria-label={t('sideMenu')}>
            {shown.length === 0 ? <div className={styles.emptyMenus}>{deferred.trim() ? t('noMatch') : t('noMenus')}</div> : null}
            {shown.map((m) =>
              m.children.length ? (
                <section key={m.name} className={styles.scrmGroup} aria-label={m.title}>
                  <div className={styles.scrmGroupTitle}>
                    <MenuIcon menu={m} />
                    {m.title}
                    <MenuTip tip={m.tip} />
                  </div>
                  {pagesOf(m.children).map(({ kind, menu, depth }) =>
                    kind === 'page' ? (
                      <Item key={menu.name} menu={menu} depth={depth} />
                    ) : (
                      <div key={menu.name} className={styles.scrmSubTitle} style={{ paddingInlineStart: 10 + depth * 14 }}>
                        {menu.title}
                      </div>
                    ),
                  )}
                </section>
              ) : (
                <div key={m.name} className={styles.scrmGroup}>
                  <Item menu={m} depth={0} />
                </div>
              ),
            )}
          </nav>
        </aside>
      }
    />
  );
}
