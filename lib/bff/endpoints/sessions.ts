/**
 * Session administration: POST /user/endSessions ends every session of a user on every instance
 * (docs/decisions/080); "My sessions" lists and ends the caller's own sign-ins, and an administrator
 * sees and ends one sign-in of a user (docs/decisions/107).
 */
import { z } from 'zod';
import { defineEndpoint } from '@/lib/bff/endpoint';
import {
  endMySignInInputSchema,
  endSessionsAuthority,
  endSessionsInputSchema,
  endSessionsResultSchema,
  endUserSignInAuthority,
  endUserSignInInputSchema,
  signInFamiliesSchema,
  userSignInsAuthority,
  userSignInsInputSchema,
} from '@/lib/contracts/sessions';

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

export const mySignIns = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/user/mySignIns',
  auth: 'session',
  input: z.object({}),
  output: signInFamiliesSchema,
  async handler({ ctx }) {
    return ctx.backend.sessions.mySignIns(ctx.call);
  },
});

export const endMySignIn = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/endMySignIn',
  auth: 'session',
  input: endMySignInInputSchema,
  output: endSessionsResultSchema,
  async handler({ input, ctx }) {
    return ctx.backend.sessions.endMySignIn(ctx.call, input);
  },
});

export const endOtherSignIns = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/user/endOtherSignIns',
  auth: 'session',
  input: z.object({}),
  output: endSessionsResultSchema,
  async handler({ ctx }) {
    return ctx.backend.sessions.endOtherSignIns(ctx.call);
  },
});

export const userSignIns = defineEndpoint({
  base: 'uc',
  ...userSignInsAuthority,
  auth: 'session',
  input: userSignInsInputSchema,
  output: signInFamiliesSchema,
  async handler({ input, ctx }) {
    return ctx.backend.sessions.userSignIns(ctx.call, input);
  },
});

export const endUserSignIn = defineEndpoint({
  base: 'uc',
  ...endUserSignInAuthority,
  auth: 'session',
  input: endUserSignInInputSchema,
  output: endSessionsResultSchema,
  async handler({ input, ctx }) {
    return ctx.backend.sessions.endUserSignIn(ctx.call, input);
  },
});
