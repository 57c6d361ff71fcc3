/**
 * For the console's domain list and style resources: after a domain record (title, logo,
 * copyright) or a resource on the login pages changed, the sign-in pages of that host render anew
 * on their next visit on this instance; other instances hear of it through the bus
 * (refreshSignInPages, page-events.ts) and otherwise follow within the pages' `revalidate`
 * (5 minutes) plus the proxy's TTL (1 minute).
 * Inside a Next request it calls revalidatePath; outside one (a BFF call answered by server.ts)
 * it asks Next to do it through the internal route app/prerendered/revalidate. Not marked
 * 'server-only': server.ts loads it outside Next's bundler, where that marker throws.
 */
import http from 'node:http';
import { revalidatePath } from 'next/cache';
import { hostName } from '@/lib/config/static-config';
import { locales } from '@/lib/i18n/locales';
import { log } from '@/lib/infra/log';
import { forgetPages, internalSecret, INTERNAL_HEADER } from './page-cache';
import { INTERNAL_PREFIX } from './static-pages';
import type { MessageBus } from '@/lib/infra/bus';
import { announcePagesChanged } from './page-events';
import { setting } from '@/lib/env';

const PAGES = ['login', 'sso', 'agreement', '403', '404', '500', '501'];

/** Inside a Next request: the pages of host name `name` (none: every host) render anew. */
export function revalidateHostPages(name?: string): void {
  if (!name) revalidatePath(`${INTERNAL_PREFIX}/[host]/[locale]`, 'layout');
  else for (const locale of locales) for (const page of PAGES) revalidatePath(`${INTERNAL_PREFIX}/${encodeURIComponent(name)}/${locale}/${page}`);
  forgetPages(name);
}

/** `host` as stored in the domain record (a port is ignored); none: every host. */
export async function revalidateDomainPages(host?: string, ownHost?: string): Promise<void> {
  const name = host ? hostName(host) : undefined;
  try {
    revalidateHostPages(name);
    return;
  } catch {
    // Outside a Next request: ask this process's Next through its internal route.
  }
  forgetPages(name);
  await askNext(name, ownHost).catch((e: unknown) => {
    // The time-based revalidation (5 minutes) still applies.
    log.warn('static_pages.revalidate_failed', { message: (e as Error).message });
  });
}

/**
 * After a change of what the sign-in pages show (a domain record, a style resource on them): this
 * instance renders them anew now, and the others hear of it through the bus (page-events.ts).
 */
export async function refreshSignInPages(bus: MessageBus, host?: string, ownHost?: string): Promise<void> {
  await revalidateDomainPages(host, ownHost);
  await announcePagesChanged(bus, host ? hostName(host) : undefined);
}

function askNext(name: string | undefined, ownHost = 'localhost'): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: setting('PORT'),
        method: 'POST',
        path: `${INTERNAL_PREFIX}/revalidate${name ? `?host=${encodeURIComponent(name)}` : ''}`,
        headers: { host: ownHost, [INTERNAL_HEADER]: internalSecret() },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        if (res.statusCode === 204) resolve();
        else reject(new Error(`revalidate answered ${res.statusCode}`));
      },
    );
    req.on('timeout', () => req.destroy(new Error('revalidate timed out')));
    req.on('error', reject);
    req.end();
  });
}
