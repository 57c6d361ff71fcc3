// The message API base: every call is declared in lib/bff/endpoints and answered by lib/bff/dispatch.
import { apiHandler } from '@/lib/bff/dispatch';

export const dynamic = 'force-dynamic';
const handle = apiHandler('message');
export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
