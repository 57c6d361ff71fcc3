/**
 * The style resources a page puts on itself (docs/decisions/066): for the login pages those of the
 * host's domain and its unit, for the shell those of the caller's unit and the units above it.
 * Optional like the pages' other extras: a failure leaves the page without them, never broken.
 */
import 'server-only';
import type { CallContext } from '@/lib/backend/types';
import type { StylePlacement } from '@/lib/contracts/style';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';
import { NO_PAGE_STYLES, pageStylesOf, type PageStyles } from '@/lib/style/page-styles';

export async function loadPageStyles(call: CallContext | undefined, placement: StylePlacement, host: string): Promise<PageStyles> {
  // The shell's are the signed-in user's; without a session there is nobody to choose them for.
  if (!call || (placement === 'SHELL' && !call.token)) return NO_PAGE_STYLES;
  try {
    return pageStylesOf(await runtime().backend.style.listApplied(call, { placement, host }));
  } catch (e) {
    log.warn('page.styles_failed', { placement, code: (e as { code?: number }).code ?? 'unknown' });
    return NO_PAGE_STYLES;
  }
}
