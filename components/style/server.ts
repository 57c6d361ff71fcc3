/**
 * The shell's style resources (docs/decisions/066): those of the caller's unit and the units above
 * it, for this host's domain. Optional like the shell's other extras: a failure leaves the page
 * unstyled by them, never broken.
 */
import 'server-only';
import type { CallContext } from '@/lib/backend/types';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';
import { NO_PAGE_STYLES, pageStylesOf, type PageStyles } from '@/lib/style/page-styles';

export async function loadShellStyles(call: CallContext | undefined, host: string): Promise<PageStyles> {
  if (!call?.token) return NO_PAGE_STYLES;
  try {
    return pageStylesOf(await runtime().backend.style.listApplied(call, { placement: 'SHELL', host }));
  } catch (e) {
    log.debug('shell.styles_failed', { code: (e as { code?: number }).code ?? 'unknown' });
    return NO_PAGE_STYLES;
  }
}
