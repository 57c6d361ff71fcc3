/** CAS 2.0 /cas/serviceValidate, XML without attributes (lib/bff/cas/routes.ts, docs/decisions/108). */
import { casValidateRoute } from '@/lib/bff/cas/routes';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => casValidateRoute(request, 2);
