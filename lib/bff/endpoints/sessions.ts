/** Session administration: POST /user/endSessions ends every session of a user on every instance (docs/decisions/080). */
import { defineEndpoint } from '@/lib/bff/endpoint';
import { endSessionsAuthority, endSessionsInputSchema, endSessionsResultSchema } from '@/lib/contracts/sessions';

export const endUserSessions = defineEndpoint({
  base: 'uc',
  ...endSessionsAuthority,
  auth: 'session',
  input: endSessionsInputSchema,
  output: endSessionsResultSchema,
  async handler({ input, ctx }) {
    return ctx.backend.sessions.endUserSessions(ctx.call, input);
  },
});
