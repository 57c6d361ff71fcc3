/**
 * Pure helpers over the login result's menu tree: find by identity, the chain to a node, search
 * (trimmed, case-insensitive, ancestors kept), translations applied, named menus removed.
 */
import type { MenuNode } from '@/lib/contracts/auth';

/** The menu the two customer variants remove (portal.md section 2). */
export const VARIANT_REMOVED_MENU = 'SJTB';

export function findMenu(menus: readonly MenuNode[], name: string): MenuNode | undefined {
  for (const m of menus) {
    if (m.name === name) return m;
    const hit = findMenu(m.children, name);
    if (hit) return hit;
  }
  return undefined;
}

/** The nodes from a first-level menu down to the named one, or [] when there is no such menu. */
export function menuChain(menus: readonly MenuNode[], name: string): MenuNode[] {
  for (const m of menus) {
    if (m.name === name) return [m];
    const rest = menuChain(m.children, name);
    if (rest.length) return [m, ...rest];
  }
  return [];
}

export function firstLeaf(menus: readonly MenuNode[]): MenuNode | undefined {
  for (const m of menus) {
    if (m.path) return m;
    const hit = firstLeaf(m.children);
    if (hit) return hit;
  }
  return undefined;
}

export function removeMenus(menus: readonly MenuNode[], names: ReadonlySet<string>): MenuNode[] {
  return menus.filter((m) => !names.has(m.name)).map((m) => ({ ...m, children: removeMenus(m.children, names) }));
}

/** Titles from the translation table, keyed by menu identity; untranslated titles stay. */
export function translateMenus(menus: readonly MenuNode[], table: Readonly<Record<string, string>>): MenuNode[] {
  return menus.map((m) => ({ ...m, title: table[m.name] || m.title, children: translateMenus(m.children, table) }));
}

export function countMenus(menus: readonly MenuNode[]): number {
  return menus.reduce((n, m) => n + 1 + countMenus(m.children), 0);
}

/** Every identity in the tree (to send only the translations a page needs). */
export function menuNames(menus: readonly MenuNode[], into: Set<string> = new Set()): Set<string> {
  for (const m of menus) {
    into.add(m.name);
    menuNames(m.children, into);
  }
  return into;
}

/**
 * An index for searching as the user types: each node's lower-case title once, so a keystroke
 * over hundreds of nodes is a string scan, not a tree rebuild with toLowerCase on every node.
 */
export interface SearchIndex {
  menus: readonly MenuNode[];
  titles: Map<MenuNode, string>;
}

export function searchIndex(menus: readonly MenuNode[]): SearchIndex {
  const titles = new Map<MenuNode, string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      titles.set(n, `${n.title}\u0000${n.name}`.toLowerCase());
      walk(n.children);
    }
  };
  walk(menus);
  return { menus, titles };
}

/**
 * Nodes whose title (or identity) contains the keyword, with their ancestors; a matching group
 * keeps all its children. The keyword is trimmed (portal.md section 5); empty returns the tree.
 */
export function searchMenus(index: SearchIndex, keyword: string): MenuNode[] {
  const term = keyword.trim().toLowerCase();
  if (!term) return index.menus as MenuNode[];
  const filter = (nodes: readonly MenuNode[]): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const n of nodes) {
      if (index.titles.get(n)?.includes(term)) out.push(n);
      else {
        const children = filter(n.children);
        if (children.length) out.push({ ...n, children });
      }
    }
    return out;
  };
  return filter(index.menus);
}
