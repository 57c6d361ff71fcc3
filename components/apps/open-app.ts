/**
 * Opening an application from a tile or the app-link panel: a new tab opened within the click (a
 * window opened after an await may be refused by the pop-up blocker), the token checked with
 * GET /sso/available, then the tab pointed at the SSO host's /sso for the app, so the ticket round
 * trip signs the user in there; closed again when the check fails.
 */
import { ApiError } from '@/lib/client/api';
import { callApi } from '@/lib/client/call';
import type { App } from '@/lib/contracts/auth';
import { ErrorCode } from '@/lib/errors/codes';
import { ssoEntryUrl } from '@/components/feedback/logout';
import * as calls from '@/lib/client/calls.generated';

export type OpenResult = 'opened' | 'blocked' | { failed: number; message: string };

export async function openAppInNewTab(app: App, ssoAddress: string): Promise<OpenResult> {
  const win = window.open('about:blank', '_blank');
  if (!win) return 'blocked';
  win.opener = null;
  try {
    await callApi(calls.available, { appCode: app.code });
    win.location.replace(ssoEntryUrl(ssoAddress || window.location.origin, app.code, `${app.href.replace(/\/+$/, '')}/index`));
    return 'opened';
  } catch (e) {
    win.close();
    return e instanceof ApiError ? { failed: e.result, message: e.message } : { failed: ErrorCode.UNKNOWN_NETWORK, message: '' };
  }
}
