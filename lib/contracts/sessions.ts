/** An administrator ending every session of a user (sign-ins on every host and application, live connections). */
import { z } from 'zod';
import { idSchema } from './console-call';

export const endSessionsInputSchema = z.object({ id: idSchema });
export const endSessionsResultSchema = z.object({
  /** Sessions that were live and are now ended. */
  ended: z.number().int().nonnegative(),
});

export type EndSessionsInput = z.infer<typeof endSessionsInputSchema>;
export type EndSessionsResult = z.infer<typeof endSessionsResultSchema>;
