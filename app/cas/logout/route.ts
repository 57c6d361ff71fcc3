/** CAS 3.0 /cas/logout (lib/bff/cas/routes.ts, docs/decisions/108). */
import { casLogoutRoute } from '@/lib/bff/cas/routes';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => casLogoutRoute(request);
