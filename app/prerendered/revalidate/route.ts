/**
 * Internal: renders the sign-in pages of a host (or of every host) anew on their next visit. Only
 * this process calls it (proxy.ts lets /prerendered/... through with the process's own secret
 * only): a domain record changed by a BFF call answered outside Next (server.ts) cannot call
 * revalidatePath itself, so lib/routing/revalidate-domain-pages.ts asks Next here.
 */
import { internalSecret, INTERNAL_HEADER } from '@/lib/routing/page-cache';
import { revalidateHostPages } from '@/lib/routing/revalidate-domain-pages';
import { parseHost } from '@/lib/bff/http/host';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (request.headers.get(INTERNAL_HEADER) !== internalSecret()) return new Response(null, { status: 404 });
  const raw = new URL(request.url).searchParams.get('host');
  // A host name (strictly parsed) or none for every host; anything else is not a page of ours.
  const host = raw ? parseHost(raw) : undefined;
  if (raw && !host) return new Response(null, { status: 400 });
  revalidateHostPages(host?.name);
  return new Response(null, { status: 204 });
}
