/** What a BFF call sent: its query, and its body read under the size limit as JSON only. */
import { AppError } from '@/lib/errors/app-error';
import { isJsonContentType } from './csrf';
import type { BffRequest } from './http/types';

export const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: BffRequest): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const text = await req.text(MAX_BODY_BYTES);
  if (text.trim() === '') return {};
  if (!isJsonContentType(req.headers)) throw AppError.validation({ body: ['json'] });
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation({ body: ['json'] });
  }
}

export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!url.search) return out;
  // One pass over the pairs (this runs on every call): a repeated name collects its values in order.
  const byName = new Map<string, string | string[]>();
  for (const [key, value] of url.searchParams) {
    const had = byName.get(key);
    if (had === undefined) byName.set(key, value);
    else if (Array.isArray(had)) had.push(value);
    else byName.set(key, [had, value]);
  }
  for (const [key, value] of byName) {
    // `?__proto__=a&__proto__=b` would otherwise set the object's prototype to the array.
    if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}
