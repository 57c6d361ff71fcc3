/** The response envelope {result, msg, retVal} and the paged list contract, in one place. */
import { z } from 'zod';
import { integerOr } from './numbers';

/** An envelope whose retVal is not checked (used before we know whether result is 0). */
export const anyEnvelopeSchema = z.object({
  result: z.number().int(),
  msg: z.string().nullish().transform((v) => v ?? ''),
  retVal: z.unknown().optional(),
});

export type Envelope<T> = { result: number; msg: string; retVal: T };

export function ok<T>(retVal: T, msg = 'success'): Envelope<T> {
  return { result: 0, msg, retVal };
}

export function fail(result: number, msg: string, retVal: unknown = null): Envelope<unknown> {
  return { result, msg, retVal };
}

/** Paged requests: firstResult (offset) and pageSize. */
export const pageQuerySchema = z.object({
  firstResult: integerOr(0, 10_000_000, 0),
  pageSize: integerOr(1, 500, 10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** antd's names of a header's sort directions, sent as they are (docs/decisions/104). */
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's page query with the columns it sorts by, declared once here (docs/decisions/104): only
 * natural columns (code, name, time), named as the row's fields so the table's columns of those
 * names sort by a header click (components/list-page/ListPage.tsx reads them from the generated
 * call). An unknown column is refused (40000); the server sorts the whole set, the id breaking ties.
 */
export function sortedPageQuery<const C extends readonly [string, ...string[]]>(columns: C) {
  return pageQuerySchema.extend({ sortField: z.enum(columns).optional(), sortOrder: z.enum(SORT_ORDERS).optional() });
}

/** The sortable columns a call's input declares (none for an input without `sortField`). */
export function sortableColumns(input: z.ZodType): string[] {
  const shape = (input as { shape?: Record<string, z.ZodType> }).shape;
  const field = shape?.sortField;
  if (!field) return [];
  const inner = (field as unknown as { unwrap?: () => z.ZodType }).unwrap?.() ?? field;
  return [...((inner as unknown as { options?: readonly string[] }).options ?? [])];
}

export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    datas: z.array(row),
    totalRows: z.number().int().min(0),
    statistic: z.record(z.string(), z.unknown()).optional(),
  });

export type Paged<T> = { datas: T[]; totalRows: number; statistic?: Record<string, unknown> };

/** The API's T/F flags. */
export const flagSchema = z.enum(['T', 'F']);
export type Flag = z.infer<typeof flagSchema>;
export const toFlag = (b: boolean | null | undefined): Flag => (b ? 'T' : 'F');

/**
 * Marks an output transform that keeps the row's shape (it masks values, e.g. write-only secrets):
 * the endpoint test walks the schema before it instead of treating the transform as opaque.
 */
export const SHAPE_PRESERVING = { shapePreserving: true } as const;
