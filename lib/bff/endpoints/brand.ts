/** Logo management (portal.md sections 2 and 7): the tab logo and icon of the signed-in user. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEndpoint, type EndpointContext } from '@/lib/bff/endpoint';
import { logoDeleteSchema, logoQuerySchema, logoSchema, logoUploadSchema } from '@/lib/contracts/brand';

/** Per session, keyed by a hash so the store never holds any part of the token. */
const perSession = (_i: unknown, ctx: EndpointContext) => (ctx.session.token ? createHash('sha256').update(ctx.session.token).digest('base64url') : undefined);

export const getLogo = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/logo',
  auth: 'session',
  input: logoQuerySchema,
  output: logoSchema.nullable(),
  async handler({ input, ctx }) {
    return ctx.backend.brand.getLogo(ctx.call, { code: input.code });
  },
});

export const listLogos = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/logo/list',
  auth: 'session',
  input: z.object({}),
  output: z.array(logoSchema),
  async handler({ ctx }) {
    return ctx.backend.brand.listLogos(ctx.call);
  },
});

export const uploadLogo = defineEndpoint({
  base: 'uc',
  method: 'POST',
  path: '/logo',
  auth: 'session',
  input: logoUploadSchema,
  /** retVal is the uploaded file's address. */
  output: z.string().min(1),
  rateLimits: [{ name: 'session', key: perSession, limit: 30, windowSeconds: 3600, count: 'always' }],
  async handler({ input, ctx }) {
    return ctx.backend.brand.uploadLogo(ctx.call, input);
  },
});

export const deleteLogo = defineEndpoint({
  base: 'uc',
  method: 'DELETE',
  path: '/logo/:code',
  auth: 'session',
  input: logoDeleteSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.brand.deleteLogo(ctx.call, input);
    return null;
  },
});
