/** Making a declared call from the browser: ":name" path parameters from the values, the rest as query (GET, DELETE) or body; a row's call sends its ids only. */
import { api } from '@/lib/client/api';
import type { CallRef, RowCallRef } from './types';

export function fillPath(path: string, values: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(String(v ?? ''));
  });
  return { path: filled, rest };
}

/** The request a declared call makes: path, and the rest of the values as query (GET, DELETE) or body. */
export function requestOf(ref: CallRef, values: Record<string, unknown> = {}): { method: CallRef['method']; path: string; query?: Record<string, unknown>; body?: Record<string, unknown> } {
  const { path, rest } = fillPath(ref.path, values);
  return ref.method === 'GET' || ref.method === 'DELETE' ? { method: ref.method, path, query: rest } : { method: ref.method, path, body: rest };
}

export function callApi<T = unknown>(ref: CallRef, values: Record<string, unknown> = {}, options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<T> {
  const { method, path, query, body } = requestOf(ref, values);
  return api<T>('uc', path, { method, query, body, ...options });
}

/** The names of a path's ":name" parameters. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

/**
 * The values of a call made for one row (a delete, a row action): what the declaration's `params`
 * picks, else the path's parameters read from the row (its id). Never the whole row: on a GET or
 * a DELETE the rest would travel as query, and names, mobiles and e-mails do not belong in URLs
 * (proxies and servers log them).
 */
export function rowValues<Row>(ref: RowCallRef<Row>, row: Row): Record<string, unknown> {
  if (ref.params) return ref.params(row);
  const fields = row as Record<string, unknown>;
  return Object.fromEntries(pathParams(ref.path).map((name) => [name, fields[name]]));
}

/** A list call's body or query: paging plus the filters that are set. */
export function listParams(paged: boolean, page: number, pageSize: number, filters: Record<string, unknown>): Record<string, unknown> {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return paged ? { firstResult: (page - 1) * pageSize, pageSize, ...set } : set;
}
