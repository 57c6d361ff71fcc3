/**
 * Numbers in requests, strictly: a JSON number, or (from a path or a query string, where every
 * value is text) the plain decimal writing of one. zod's `z.coerce.number()` takes `true` as 1,
 * `"0x10"` as 16, `"1e3"` as 1000, `" 7 "` as 7 and `null` or `""` as 0: an id written that way
 * named another row than the caller wrote (docs/decisions/094).
 */
import { z } from 'zod';

/** Decimal digits with an optional minus sign; no '+', spaces, point, exponent or radix prefix. */
const INTEGER_TEXT = /^-?[0-9]{1,16}$/;
const DECIMAL_TEXT = /^-?[0-9]{1,16}(\.[0-9]{1,16})?$/;

const integerFromText = (v: unknown): unknown => (typeof v === 'string' && INTEGER_TEXT.test(v) ? Number(v) : v);
const decimalFromText = (v: unknown): unknown => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v);
/** An empty form field (a cleared number input sends null; a query sends ''): absent. */
const emptyIsAbsent = (v: unknown): unknown => (v === null || v === '' ? undefined : v);

/** An integer between min and max: a JSON integer or its decimal digits as text. */
export function integerInput(min: number, max: number) {
  return z.preprocess(integerFromText, z.number().int().min(min).max(max));
}

/**
 * An integer field of a form with a default: absent, null or '' take the default (as the coercion
 * did, which read null and '' as 0); anything else must be an integer in range.
 */
export function integerOr(min: number, max: number, fallback: number) {
  return z.preprocess((v) => integerFromText(emptyIsAbsent(v)), z.number().int().min(min).max(max).default(fallback));
}

/** A decimal number between min and max (coordinates, distances): a JSON number or its plain decimal text. */
export function decimalInput(min: number, max: number) {
  return z.preprocess(decimalFromText, z.number().min(min).max(max));
}

/** The largest value of a 32-bit integer column (ids, sort orders). */
export const INT32_MAX = 2_147_483_647;
