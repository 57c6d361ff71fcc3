/** CAS 3.0 /cas/p3/proxyValidate, XML or JSON (format=JSON) with attributes (lib/bff/cas/routes.ts, docs/decisions/108). */
import { casValidateRoute } from '@/lib/bff/cas/routes';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => casValidateRoute(request, 3);
