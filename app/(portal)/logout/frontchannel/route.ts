/** /logout/frontchannel: the hidden frames of the front-channel logout (lib/bff/frontchannel.ts, docs/decisions/107). */
import { frontchannelPage } from '@/lib/bff/frontchannel';
import { isHttps } from '@/lib/security/client-ip';
import { runtime } from '@/lib/server/runtime';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const rt = runtime();
  const secure = rt.env.COOKIE_SECURE || isHttps(request.headers, request.url, rt.trustedProxies);
  return frontchannelPage(rt.store, request.headers.get('cookie'), secure);
}
