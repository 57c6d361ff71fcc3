/** The through-app modal's PMS calls (portal.md sections 2 and 7): hotels in reach, a token for the desktop client. */
import { defineEndpoint } from '@/lib/bff/endpoint';
import { pagedSchema } from '@/lib/contracts/envelope';
import { hotelRowSchema, listHotelsQuerySchema, pmsTokenQuerySchema, pmsTokenResultSchema } from '@/lib/contracts/pms';

export const listHotels = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/pms/listHotels',
  auth: 'session',
  input: listHotelsQuerySchema,
  output: pagedSchema(hotelRowSchema),
  async handler({ input, ctx }) {
    return ctx.backend.pms.listHotels(ctx.call, input);
  },
});

export const pmsToken = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/pms/token',
  auth: 'session',
  // It mints a credential: only this site's own pages may ask.
  sameOriginOnly: true,
  input: pmsTokenQuerySchema,
  output: pmsTokenResultSchema,
  rateLimits: [{ name: 'ip', key: (_i, ctx) => ctx.call.ip, limit: 60, windowSeconds: 600, count: 'always' }],
  async handler({ input, ctx }) {
    return ctx.backend.pms.token(ctx.call, input);
  },
});
