/** Making a declared call from the browser: ":name" path parameters from the values, the rest as query (GET, DELETE) or body. */
import { api } from '@/lib/client/api';
import type { CallRef } from './types';

export function fillPath(path: string, values: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(String(v ?? ''));
  });
  return { path: filled, rest };
}

export function callApi<T = unknown>(ref: CallRef, values: Record<string, unknown> = {}, options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<T> {
  const { path, rest } = fillPath(ref.path, values);
  const inQuery = ref.method === 'GET' || ref.method === 'DELETE';
  return api<T>('uc', path, { method: ref.method, query: inQuery ? rest : undefined, body: inQuery ? undefined : rest, ...options });
}

/** A list call's body or query: paging plus the filters that are set. */
export function listParams(paged: boolean, page: number, pageSize: number, filters: Record<string, unknown>): Record<string, unknown> {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return paged ? { firstResult: (page - 1) * pageSize, pageSize, ...set } : set;
}
