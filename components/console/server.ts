/** Server side of console pages: the caller's access, asked once per request, and the page's permission gate. */
import 'server-only';
import { cache } from 'react';
import { readPageRequest } from '@/lib/bff/page-session';
import type { ConsoleAccess } from '@/lib/contracts/access';
import type { Permission } from '@/lib/contracts/permissions';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { runtime } from '@/lib/server/runtime';

export type AccessState = { state: 'ok'; access: ConsoleAccess | null } | { state: 'signed-out' };

/** The caller's access; null when the backend cannot tell (an upstream without this call): the server still checks every call. */
export const consoleAccess = cache(async (): Promise<AccessState> => {
  const req = await readPageRequest();
  if (!req.call?.token) return { state: 'signed-out' };
  try {
    return { state: 'ok', access: await runtime().backend.console.myAccess(req.call, {}) };
  } catch (e) {
    if (isAppError(e) && (e.code === ErrorCode.SESSION_INVALID || e.code === ErrorCode.REPEAT_LOGIN)) return { state: 'signed-out' };
    return { state: 'ok', access: null };
  }
});

/** Whether the page may be shown: the caller holds its permission (any of several). */
export async function mayView(...permissions: Permission[]): Promise<boolean> {
  const state = await consoleAccess();
  if (state.state !== 'ok') return false;
  if (!state.access) return true;
  return permissions.some((p) => state.access!.permissions.includes(p));
}
