/** Session administration forwarded to the upstream user-center (POST /user/endSessions). */
import { z } from 'zod';
import type { SessionsBackend } from '@/lib/backend/types';
import { endSessionsResultSchema } from '@/lib/contracts/sessions';
import type { UpstreamClient } from './client';
import { int, looseInt } from './lenient';

/** `{ended}`, a bare count, or nothing (a service that does not count). */
const endedRetVal = z
  .union([z.object({ ended: looseInt }).transform((r) => int(r.ended, 0)), looseInt.transform((n) => int(n, 0)), z.null().transform(() => 0)])
  .transform((ended) => ({ ended }))
  .pipe(endSessionsResultSchema);

export function createUpstreamSessions(client: UpstreamClient): SessionsBackend {
  return {
    endUserSessions: (ctx, input) => client.call(ctx, { method: 'POST', path: '/user/endSessions', body: { id: input.id }, retVal: endedRetVal }),
  };
}
