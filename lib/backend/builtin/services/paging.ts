/**
 * Reading one page of an ordered list by offset, cheaply however deep it is, in two ways at once:
 *
 * - From the nearer end: a page in the second half is read from the other end in the reverse
 *   order (an offset of at most half the list) and turned back, so a page 90% deep costs what a
 *   page 10% deep does. Needs the total first and an order that is total (ending with the id), or
 *   reversing would not give back the same rows.
 * - Ids first: the offset is walked by a query that selects the id only (with the list's where and
 *   order, an index-only scan where an index covers them), and only the page's ids are then read
 *   with the list's include or select (WHERE id IN (...)), put back in the page's order. Reading
 *   whole rows, a skipped row costs its heap page and, on PostgreSQL, the relations Prisma joins
 *   to every row it scans (LATERAL subqueries run for the skipped rows too): the users list's
 *   page 90% deep cost 2.2-2.35x its first page that way (docs/decisions/115).
 *
 * Every console list reads its page through listPage (bench/console-lists.ts measures them all).
 */
import type { Paged, SortOrder } from '@/lib/contracts/envelope';

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
// 'first' | 'last': the type of Prisma's `nulls` (lists here do not use it; flipping keeps it as it is).
type OrderTerm = { [field: string]: Direction | 'first' | 'last' | OrderTerm | undefined };
export type Order = OrderTerm | OrderTerm[];

function flipTerm<T extends OrderTerm>(term: T): T {
  const out: OrderTerm = {};
  for (const [k, v] of Object.entries(term)) out[k] = v === 'asc' ? 'desc' : v === 'desc' ? 'asc' : typeof v === 'string' ? v : v && flipTerm(v);
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

/** A list input's sort (lib/contracts/envelope.ts sortedPageQuery): a declared column and antd's direction. */
export interface SortInput<F extends string> {
  sortField?: F;
  sortOrder?: SortOrder;
}
type Item<O> = O extends readonly (infer E)[] ? E : O;
/** Each sortable column's order term in one direction; keyed by the contract's columns, so none is left out. */
export type SortBy<F extends string, O> = Record<F, (dir: Direction) => Item<O>>;

/**
 * The order a list is read in: the column asked for, then the id in the same direction (a total
 * order, so pages do not overlap and the reverse read stays exact), or the list's own order.
 */
export function sortedOrder<F extends string, O extends Order>(input: SortInput<F>, orderBy: O, sortBy?: SortBy<F, O>): O {
  if (!input.sortField || !sortBy) return orderBy;
  const term = Object.prototype.hasOwnProperty.call(sortBy, input.sortField) ? sortBy[input.sortField] : undefined;
  // The contract's enum refuses other columns first (40000); a column without a term is a bug.
  if (!term) throw new Error(`No order for the column ${input.sortField}`);
  const dir: Direction = input.sortOrder === 'descend' ? 'desc' : 'asc';
  return [term(dir), { id: dir }] as unknown as O;
}

/** Offsets below this read rows and count at once (no need to know the total to pick the end). */
const SHALLOW = 1000;

/** What a list row needs for the ids-first read: the id its page is read by. */
type Keyed<K> = { id: K };

export interface ListRead<R extends Keyed<K>, T, O extends Order, K = number> {
  /** The list's order; must end with a unique column (the id) so the reverse read is exact. */
  orderBy: O;
  count: () => Promise<number>;
  /** The page's ids: one findMany with the list's where, `select: { id: true }` and this order, skip and take. */
  ids: (o: { orderBy: O; skip: number; take: number }) => Promise<Keyed<K>[]>;
  /** The rows of these ids with the list's include or select (`where: { id: { in: ids } }`), in any order. */
  rows: (ids: K[]) => Promise<R[]>;
  map: (row: R) => T | Promise<T>;
}

/** A list read that can sort by the columns its contract declares. */
export interface SortedListRead<R extends Keyed<K>, T, O extends Order, F extends string, K = number> extends ListRead<R, T, O, K> {
  sortBy?: SortBy<F, O>;
}

/**
 * `take` rows after skipping `skip` in this order: the ids, then their rows, in the ids' order.
 * A row deleted between the two reads is left out (the page is one short, as it would be a
 * moment later anyway).
 */
export async function readIdsFirst<R extends Keyed<K>, O extends Order, K>(p: Pick<ListRead<R, unknown, O, K>, 'ids' | 'rows'>, o: { orderBy: O; skip: number; take: number }): Promise<R[]> {
  const ids = (await p.ids(o)).map((r) => r.id);
  if (ids.length === 0) return [];
  const byId = new Map((await p.rows(ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a console list in the list contract's shape ({ datas, totalRows }). The first
 * pages (most reads) run the ids and the count together; deeper ones wait for the count to read
 * from the nearer end.
 */
export async function listPage<R extends Keyed<K>, T, O extends Order, F extends string = never, K = number>(
  input: { firstResult: number; pageSize: number } & SortInput<F>,
  p: SortedListRead<R, T, O, F, K>,
  /** Offsets read forwards without the count first; a test lowers it to read a short list from its end too. */
  { shallow = SHALLOW }: { shallow?: number } = {},
): Promise<Paged<T>> {
  const { firstResult, pageSize } = input;
  const orderBy = sortedOrder(input, p.orderBy, p.sortBy);
  let rows: R[];
  let totalRows: number;
  if (firstResult < shallow) {
    [rows, totalRows] = await Promise.all([pageSize > 0 ? readIdsFirst(p, { orderBy, skip: firstResult, take: pageSize }) : [], p.count()]);
  } else {
    totalRows = await p.count();
    rows = await readPage({
      total: totalRows,
      firstResult,
      pageSize,
      read: ({ skip, take, reverse }) => readIdsFirst(p, { orderBy: reverse ? flipOrder(orderBy) : orderBy, skip, take }),
    });
  }
  return { datas: await Promise.all(rows.map(p.map)), totalRows };
}
