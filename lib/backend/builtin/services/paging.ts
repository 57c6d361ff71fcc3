/**
 * Reading one page of an ordered list by offset, cheaply however deep it is: a page in the second
 * half is read from the other end in the reverse order (an offset of at most half the list) and
 * turned back, so a page 90% deep costs what a page 10% deep does (bench/console-lists.ts). Needs
 * the total first and an order that is total (ending with the id), or reversing would not give
 * back the same rows. Every console list reads its page through listPage.
 */
import type { Paged } from '@/lib/contracts/envelope';

export interface PageRead<T> {
  total: number;
  firstResult: number;
  pageSize: number;
  /** Reads `take` rows after skipping `skip`, in the list's order or (reverse) the opposite one. */
  read: (o: { skip: number; take: number; reverse: boolean }) => Promise<T[]>;
}

export function pagePlan(total: number, firstResult: number, pageSize: number): { skip: number; take: number; reverse: boolean } | null {
  if (firstResult >= total || pageSize <= 0) return null;
  const take = Math.min(pageSize, total - firstResult);
  const fromEnd = total - firstResult - take;
  return fromEnd < firstResult ? { skip: fromEnd, take, reverse: true } : { skip: firstResult, take, reverse: false };
}

export async function readPage<T>({ total, firstResult, pageSize, read }: PageRead<T>): Promise<T[]> {
  const plan = pagePlan(total, firstResult, pageSize);
  if (!plan) return [];
  const rows = await read(plan);
  return plan.reverse ? rows.reverse() : rows;
}

/** A Prisma orderBy: one `{ field: 'asc' }` (possibly nested, `{ step: { order: 'asc' } }`) or a list of them. */
type Direction = 'asc' | 'desc';
type OrderTerm = { [field: string]: Direction | OrderTerm | undefined };
export type Order = OrderTerm | OrderTerm[];

function flipTerm<T extends OrderTerm>(term: T): T {
  const out: OrderTerm = {};
  for (const [k, v] of Object.entries(term)) out[k] = v === 'asc' ? 'desc' : v === 'desc' ? 'asc' : v && flipTerm(v);
  return out as T;
}

/**
 * The exact opposite of an order. Both databases put NULLs at one end for ascending and at the
 * other for descending (SQLite first/last, PostgreSQL last/first), so flipping the direction
 * also reverses where the NULLs go and the reversed read stays the mirror image.
 */
export function flipOrder<O extends Order>(order: O): O {
  return (Array.isArray(order) ? order.map((t: OrderTerm) => flipTerm(t)) : flipTerm(order as OrderTerm)) as O;
}

/** Offsets below this read rows and count at once (no need to know the total to pick the end). */
const SHALLOW = 1000;

export interface ListRead<R, T, O extends Order> {
  /** The list's order; must end with a unique column (the id) so the reverse read is exact. */
  orderBy: O;
  count: () => Promise<number>;
  /** One findMany with this order, skip and take, and the list's where, include or select. */
  rows: (o: { orderBy: O; skip: number; take: number }) => Promise<R[]>;
  map: (row: R) => T | Promise<T>;
}

/**
 * One page of a console list in the list contract's shape ({ datas, totalRows }). The first
 * pages (most reads) run rows and count together; deeper ones wait for the count to read from
 * the nearer end.
 */
export async function listPage<R, T, O extends Order>({ firstResult, pageSize }: { firstResult: number; pageSize: number }, p: ListRead<R, T, O>): Promise<Paged<T>> {
  let rows: R[];
  let totalRows: number;
  if (firstResult < SHALLOW) {
    [rows, totalRows] = await Promise.all([pageSize > 0 ? p.rows({ orderBy: p.orderBy, skip: firstResult, take: pageSize }) : [], p.count()]);
  } else {
    totalRows = await p.count();
    rows = await readPage({
      total: totalRows,
      firstResult,
      pageSize,
      read: ({ skip, take, reverse }) => p.rows({ orderBy: reverse ? flipOrder(p.orderBy) : p.orderBy, skip, take }),
    });
  }
  return { datas: await Promise.all(rows.map(p.map)), totalRows };
}
