/** An administrator ending every session of a user (sign-ins on every host and application, live connections). */
import { z } from 'zod';
import { idSchema } from './console-call';
import { ref, scope } from './scope';

export const endSessionsInputSchema = z.object({ id: idSchema });
/** Who may call it on whom, declared once for the endpoint and the service. */
export const endSessionsAuthority = { method: 'POST', path: '/user/endSessions', permission: 'uc:user:session:end', scope: scope.of(ref.user('id')) } as const;
export const endSessionsResultSchema = z.object({
  /** Sessions that were live and are now ended. */
  ended: z.number().int().nonnegative(),
});

export type EndSessionsInput = z.infer<typeof endSessionsInputSchema>;
export type EndSessionsResult = z.infer<typeof endSessionsResultSchema>;
