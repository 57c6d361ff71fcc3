/**
 * Loose field readers for what an upstream service may send where our contracts are exact: Java
 * services send null for "not set", ids as strings or numbers, and booleans for T/F flags. Each
 * reader accepts those forms; the mapping functions then fill the gaps with explicit defaults.
 */
import { z } from 'zod';
import type { Flag } from '@/lib/contracts/envelope';

export const looseText = z.union([z.string(), z.number()]).nullish();
export const looseInt = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).nullish();
export const looseFlag = z.union([z.enum(['T', 'F']), z.boolean()]).nullish();

export function text(v: z.infer<typeof looseText>, fallback = ''): string {
  return v === null || v === undefined ? fallback : String(v);
}

export function int(v: z.infer<typeof looseInt>, fallback = 0): number {
  return v === null || v === undefined ? fallback : Number(v);
}

export function flag(v: z.infer<typeof looseFlag>, fallback: Flag = 'F'): Flag {
  if (v === null || v === undefined) return fallback;
  if (typeof v === 'boolean') return v ? 'T' : 'F';
  return v;
}

/** First value that is set; lets an object field win over the flat field it duplicates. */
export function firstSet<T>(...values: (T | null | undefined)[]): T | undefined {
  return values.find((v): v is T => v !== null && v !== undefined);
}
