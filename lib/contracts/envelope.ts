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
