/**
 * Query strings for upstream calls. List calls send only the filters that are set (console.md
 * section 7); the placeholder BLANK_VALUE is how a caller asks for an explicitly empty filter.
 */

/** Sent as an empty string, where a plain '' means "no filter" and is dropped. */
export const BLANK_VALUE = 'BLANK_VALUE';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function encodeValue(v: QueryValue): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === BLANK_VALUE) return '';
  if (typeof v === 'number' && !Number.isFinite(v)) return undefined;
  return String(v);
}

/**
 * Builds `a=1&b=x` (no leading '?'): undefined, null, '' and NaN are dropped, 0 and false are kept
 * (firstResult=0 is a real value), BLANK_VALUE becomes '', arrays repeat the key.
 */
export function toQuery(params: QueryParams = {}): string {
  const out = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? (raw as readonly QueryValue[]) : [raw as QueryValue];
    for (const v of values) {
      const encoded = encodeValue(v);
      if (encoded !== undefined) out.append(key, encoded);
    }
  }
  return out.toString();
}
