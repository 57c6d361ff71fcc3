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
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}
