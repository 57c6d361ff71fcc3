'use client';
/**
 * The list pattern's "tree beside the table" layout: a searchable tree on the left (departments,
 * resources, units) whose chosen node filters the list on the right, with the tree's own actions.
 */
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import '@/components/style/antd/Card';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Input';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tree';
import type { DataNode } from 'antd/es/tree';
import { useTranslations } from 'next-intl';

export interface SideNode {
  key: Key;
  title: string;
  /** Shown after the title (counts, tags). */
  suffix?: ReactNode;
  children?: SideNode[];
}

function filterTree(nodes: SideNode[], keyword: string): SideNode[] {
  if (!keyword) return nodes;
  const k = keyword.toLowerCase();
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], keyword);
    return n.title.toLowerCase().includes(k) || children.length ? [{ ...n, children }] : [];
  });
}

function toData(nodes: SideNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: (
      <span>
        {n.title}
        {n.suffix}
      </span>
    ),
    children: toData(n.children ?? []),
  }));
}

export function SideTree({
  title,
  nodes,
  selected,
  onSelect,
  loading,
  extra,
  top,
}: {
  title: ReactNode;
  nodes: SideNode[] | null;
  selected?: Key;
  onSelect: (key: Key) => void;
  loading?: boolean;
  /** Actions of the tree (add, edit, delete the chosen node...). */
  extra?: ReactNode;
  /** Something above the tree (a unit picker). */
  top?: ReactNode;
}) {
  const tl = useTranslations('list.page');
  const [keyword, setKeyword] = useState('');
  const data = useMemo(() => toData(filterTree(nodes ?? [], keyword.trim())), [nodes, keyword]);
  return (
    <Card title={title} variant="borderless" size="small" styles={{ body: { paddingTop: 8 } }}>
      {top}
      {extra && <div style={{ margin: '8px 0', display: 'flex', flexWrap: 'wrap', gap: 4 }}>{extra}</div>}
      <Input.Search allowClear placeholder={tl('treeSearch')} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} aria-label={tl('treeSearch')} />
      {nodes === null || loading ? (
        <Spin />
      ) : data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tl('empty')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={`${keyword}-${nodes.length}`}
          treeData={data}
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => keys.length && onSelect(keys[0]!)}
        />
      )}
    </Card>
  );
}

/**
 * The list's narrowest width beside the tree: below it (tree + gap + this) the two stack. Inside the
 * shell at 1366 px the content frame is about 890 px wide: the list must stay beside the tree there,
 * or it falls below the fold of a 768 px screen (issue 18 item 8); its table scrolls sideways.
 */
const LIST_MIN_BESIDE = 480;

/** The tree on the left, the list on the right; stacked on narrow screens. */
export function TreeBeside({ side, children, sideWidth = 300 }: { side: ReactNode; children: ReactNode; sideWidth?: number }) {
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div style={{ flex: `0 0 ${sideWidth}px`, maxWidth: '100%' }}>{side}</div>
      <div style={{ flex: `1 1 ${LIST_MIN_BESIDE}px`, minWidth: 0 }}>{children}</div>
    </div>
  );
}
