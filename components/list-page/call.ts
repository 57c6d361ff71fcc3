/** Making a declared call from a list page: ":name" path parameters from the values, the rest as query (GET, DELETE) or body; a row's call sends its ids only. */
import { api } from '@/lib/client/api';
import { requestOf } from '@/lib/client/call';
import { pathParams } from '@/lib/contracts/path-params';
import type { CallRef, RowCallRef } from './types';

export { requestOf };

/** A call with values a screen assembled at run time (form values, row ids): the list page's untyped door to `callApi` of lib/client/call.ts. */
export function callApi<T = unknown>(ref: CallRef, values: Record<string, unknown> = {}, options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<T> {
  const { method, path, query, body } = requestOf(ref, values);
  return api<T>(ref.base, path, { method, query, body, ...options });
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
