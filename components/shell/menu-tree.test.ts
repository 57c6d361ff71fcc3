import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/lib/contracts/auth';
import { countMenus, findMenu, firstLeaf, menuChain, removeMenus, searchIndex, searchMenus, translateMenus } from './menu-tree';

const node = (name: string, title: string, children: MenuNode[] = [], path = children.length ? '' : `/${name}`): MenuNode => ({
  name, title, path, winType: 'ROUTE', stretch: 'F', icon: '', tip: '', children,
});

const tree: MenuNode[] = [
  node('sys', '系统配置', [node('users', '用户列表'), node('roles', 'Role list', [node('role_add', '新增角色')])]),
  node('SJTB', '数据填报', [node('sjtb_form', '填报')]),
  node('help', 'Help'),
];

describe('menu tree helpers', () => {
  it('find a node and the chain to it', () => {
    expect(findMenu(tree, 'role_add')?.title).toBe('新增角色');
    expect(menuChain(tree, 'role_add').map((m) => m.name)).toEqual(['sys', 'roles', 'role_add']);
    expect(menuChain(tree, 'nope')).toEqual([]);
    expect(firstLeaf(tree)?.name).toBe('users');
  });

  it('remove a named menu with its children, at any level', () => {
    const out = removeMenus(tree, new Set(['SJTB', 'role_add']));
    expect(out.map((m) => m.name)).toEqual(['sys', 'help']);
    expect(findMenu(out, 'role_add')).toBeUndefined();
    expect(countMenus(tree)).toBe(7);
    expect(countMenus(out)).toBe(4);
  });

  it('apply translations by identity and keep untranslated titles', () => {
    const out = translateMenus(tree, { users: 'User list', help: '' });
    expect(findMenu(out, 'users')?.title).toBe('User list');
    expect(findMenu(out, 'help')?.title).toBe('Help');
    expect(findMenu(tree, 'users')?.title).toBe('用户列表');
  });

  it('search trimmed and case-insensitively, keeping ancestors, and a matching group whole', () => {
    const index = searchIndex(tree);
    expect(searchMenus(index, '   ')).toBe(tree);
    const hit = searchMenus(index, '  role  ');
    expect(hit.map((m) => m.name)).toEqual(['sys']);
    expect(hit[0]!.children.map((m) => m.name)).toEqual(['roles']);
    expect(hit[0]!.children[0]!.children.map((m) => m.name)).toEqual(['role_add']);
    expect(searchMenus(index, '新增').map((m) => m.name)).toEqual(['sys']);
    expect(searchMenus(index, 'sjtb_form')[0]!.children.map((m) => m.name)).toEqual(['sjtb_form']);
    expect(searchMenus(index, 'zzz')).toEqual([]);
  });

  it('search a 500-node tree in well under a frame', () => {
    const big: MenuNode[] = Array.from({ length: 10 }, (_, i) =>
      node(`g${i}`, `分组 ${i}`, Array.from({ length: 7 }, (_, j) => node(`g${i}_${j}`, `子菜单 ${i}-${j}`, Array.from({ length: 6 }, (_, k) => node(`g${i}_${j}_${k}`, `页面 ${i}-${j}-${k} Page`))))),
    );
    expect(countMenus(big)).toBe(500);
    const index = searchIndex(big);
    const started = performance.now();
    for (const term of ['页', '页面 3', '页面 3-4', '页面 3-4-5', 'page', 'x']) searchMenus(index, term);
    // Six keystrokes; a frame is 16 ms. Generous so a busy test machine does not fail it.
    expect(performance.now() - started).toBeLessThan(50);
    expect(searchMenus(index, '页面 3-4-5')[0]!.children[0]!.children.map((m) => m.name)).toEqual(['g3_4_5']);
  });
});
