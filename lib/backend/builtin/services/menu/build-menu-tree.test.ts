import { describe, expect, it } from 'vitest';
import { assembleTree } from './build-menu-tree';

const row = (id: number, parentId: number | null, name: string, extra: Partial<{ winType: string; address: string; stretch: boolean }> = {}) => ({
  id,
  parentId,
  name,
  title: name.toUpperCase(),
  address: extra.address ?? `/${name}`,
  winType: extra.winType ?? 'CURRENTPAGE',
  stretch: extra.stretch ?? false,
  icon: null,
  tip: null,
  sort: id,
});

const rows = [row(1, null, 'sys'), row(2, 1, 'users'), row(3, 2, 'list'), row(4, 2, 'edit', { winType: 'ALERT' }), row(5, null, 'logs'), row(6, 5, 'login', { winType: 'BOGUS' })];

describe('menu tree', () => {
  it('keeps a granted leaf with the ancestors that hold it, and nothing else', () => {
    const tree = assembleTree(rows, new Set([3]));
    expect(tree.map((n) => n.name)).toEqual(['sys']);
    expect(tree[0]!.children.map((n) => n.name)).toEqual(['users']);
    expect(tree[0]!.children[0]!.children.map((n) => n.name)).toEqual(['list']);
  });

  it('gives everything to ALL, with T/F flags, window types and canary addresses', () => {
    const tree = assembleTree(rows, 'ALL', new Map([[3, 'https://canary.example/list']]));
    expect(tree.map((n) => n.name)).toEqual(['sys', 'logs']);
    const list = tree[0]!.children[0]!.children[0]!;
    expect(list).toMatchObject({ title: 'LIST', path: 'https://canary.example/list', stretch: 'F', icon: '', tip: '' });
    expect(tree[0]!.children[0]!.children[1]!.winType).toBe('ALERT');
    // An unknown window type in the data falls back to the current page.
    expect(tree[1]!.children[0]!.winType).toBe('CURRENTPAGE');
  });

  it('grants nothing when nothing is granted', () => {
    expect(assembleTree(rows, new Set())).toEqual([]);
  });
});
