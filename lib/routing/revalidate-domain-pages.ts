/**
 * For the console's domain list: after a domain record (title, logo, copyright) changed, the
 * sign-in pages of that host render anew on their next visit on this instance; other instances
 * follow within the pages' `revalidate` (5 minutes) plus the proxy's TTL (1 minute).
 * Call it from a route handler or server function (where Next's revalidatePath works).
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { hostName } from '@/lib/config/static-config';
import { locales } from '@/lib/i18n/locales';
import { log } from '@/lib/infra/log';
import { forgetPages } from './page-cache';
import { INTERNAL_PREFIX } from './static-pages';

const PAGES = ['login', 'sso', 'agreement', '403', '404', '500', '501'];

/** `host` as stored in the domain record (a port is ignored); none: every host. */
export function revalidateDomainPages(host?: string): void {
  const name = host ? hostName(host) : undefined;
  try {
    if (!name) revalidatePath(`${INTERNAL_PREFIX}/[host]/[locale]`, 'layout');
    else for (const locale of locales) for (const page of PAGES) revalidatePath(`${INTERNAL_PREFIX}/${encodeURIComponent(name)}/${locale}/${page}`);
  } catch (e) {
    // Outside a Next request (a call answered by the custom server's fast path): the time-based revalidation still applies.
    log.warn('static_pages.revalidate_outside_next', { message: (e as Error).message });
  }
  forgetPages(name);
}
