/** Session administration forwarded to the upstream user-center (POST /user/endSessions). */
import { z } from 'zod';
import type { CasBackend, SessionsBackend } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
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
    // The sign-in registry is the built-in backend's (docs/decisions/107): an upstream has none to list.
    mySignIns: notHere,
    endMySignIn: notHere,
    endOtherSignIns: notHere,
    userSignIns: notHere,
    endUserSignIn: notHere,
  };
}

/** CAS is served by the built-in backend only (docs/decisions/108): an upstream deployment answers 40400. */
const notHere = async (): Promise<never> => {
  throw new AppError(ErrorCode.NOT_FOUND);
};
export const unsupportedCas: CasBackend = { login: notHere, service: notHere, validate: notHere };
