/** CAS 3.0 /cas/login (lib/bff/cas/routes.ts, docs/decisions/108). */
import { casLoginRoute } from '@/lib/bff/cas/routes';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => casLoginRoute(request);
