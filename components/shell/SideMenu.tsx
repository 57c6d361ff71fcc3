'use client';
/**
 * A searchable menu tree (the second-level sidebar of every layout). Typing filters as you type:
 * the input stays instant, the filtering runs at lower priority on a prepared index, and the tree
 * draws only the rows in view, so hundreds of menus keep every keystroke within a frame.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Input, Tree, type TreeDataNode } from 'antd';
import '@/components/style/antd/Input';
import '@/components/style/antd/Tree';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { MenuNode } from '@/lib/contracts/auth';
import { MenuIcon } from './MenuIcon';
import { MenuTip } from './MenuTip';
import { menuChain, searchIndex, searchMenus } from './menu-tree';
import { useShell } from './ShellProvider';
import styles from './shell.module.css';

function groupKeys(nodes: readonly MenuNode[], into: Key[] = []): Key[] {
  for (const n of nodes) {
    if (n.children.length) {
      into.push(n.name);
      groupKeys(n.children, into);
    }
  }
  return into;
}

function toTreeData(nodes: readonly MenuNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.name,
    title: (
      <span className={styles.treeTitle} data-menu={n.name}>
        <MenuIcon menu={n} />
        <span className={styles.treeTitleText} title={n.title}>
          {n.title}
        </span>
        <MenuTip tip={n.tip} />
      </span>
    ),
    isLeaf: n.children.length === 0,
    children: n.children.length ? toTreeData(n.children) : undefined,
  }));
}

/** Height of the box the tree fills, for the virtual list (undefined until measured). */
function useBoxHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setHeight(Math.max(120, Math.floor(entry!.contentRect.height))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

export function SideMenu({ menus, placeholder, title }: { menus: readonly MenuNode[]; placeholder?: string; title?: string }) {
  const t = useTranslations('shell');
  const { openMenu, current, menus: allMenus } = useShell();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const index = useMemo(() => searchIndex(menus), [menus]);
  const filtered = useMemo(() => searchMenus(index, deferred), [index, deferred]);
  const treeData = useMemo(() => toTreeData(filtered), [filtered]);
  const searching = deferred.trim() !== '';
  const [expanded, setExpanded] = useState<Key[]>(() => {
    // The chain to the open page, and every first-level group of this tree, start open.
    const chain = current ? menuChain(allMenus, current).map((m) => m.name) : [];
    return [...new Set([...menus.filter((m) => m.children.length).map((m) => m.name), ...chain])];
  });
  const allGroups = useMemo(() => (searching ? groupKeys(filtered) : []), [searching, filtered]);
  const { ref, height } = useBoxHeight();
  const byName = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const walk = (nodes: readonly MenuNode[]) => nodes.forEach((n) => (map.set(n.name, n), walk(n.children)));
    walk(menus);
    return map;
  }, [menus]);

  return (
    <>
      {title ? <div className={styles.sideTitle}>{title}</div> : null}
      <div className={styles.searchBox}>
        <Input
          allowClear
          size="middle"
          prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
          placeholder={placeholder ?? t('keywordSearch')}
          aria-label={placeholder ?? t('keywordSearch')}
          value={keyword}
          maxLength={50}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div ref={ref} className={styles.treeBox} role="navigation" aria-label={t('sideMenu')}>
        {treeData.length === 0 ? (
          <div className={styles.emptyMenus}>{searching ? t('noMatch') : t('noMenus')}</div>
        ) : (
          <Tree
            blockNode
            treeData={treeData}
            height={height}
            itemHeight={36}
            virtual
            showIcon={false}
            selectedKeys={current ? [current] : []}
            expandedKeys={searching ? allGroups : expanded}
            onExpand={(keys) => {
              if (!searching) setExpanded(keys);
            }}
            onSelect={(_keys, info) => {
              const node = byName.get(String(info.node.key));
              if (!node) return;
              if (node.path) openMenu(node, info.nativeEvent as MouseEvent);
              else if (!searching) setExpanded((keys) => (keys.includes(node.name) ? keys.filter((k) => k !== node.name) : [...keys, node.name]));
            }}
          />
        )}
      </div>
    </>
  );
}
