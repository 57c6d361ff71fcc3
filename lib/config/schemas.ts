/** zod schemas of the three start-up files in config/ (portal.md section 7, "Start-up static configuration"). */
import { z } from 'zod';

const apiBase = z
  .string()
  .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, 'must be an absolute path such as /api/uc, without a trailing slash');

export const loginSystemConfigSchema = z.object({
  apiBases: z.object({
    userCenter: apiBase,
    internalMessage: apiBase,
    translate: apiBase,
  }),
  ssoAppCode: z.string().min(1).default('SSO'),
  defaultAppCode: z.string().min(1).default('UC'),
  features: z
    .object({
      message: z.boolean().default(true),
      language: z.boolean().default(true),
      userBar: z.boolean().default(true),
      translate: z.boolean().default(true),
      testEnvironment: z.boolean().default(false),
      openSource: z.boolean().default(false),
    })
    .prefault({}),
  /** 1: logout goes to the external SSO logout page (externalLogoutUrl). */
  closeType: z.union([z.literal(0), z.literal(1)]).default(0),
  externalLogoutUrl: z.string().default(''),
  outsideLinks: z
    .object({
      protocols: z.array(z.string().regex(/^[a-z][a-z0-9+.-]*$/, 'a protocol name without ":"')).default([]),
      domains: z.array(z.string().min(1)).default([]),
      ports: z.array(z.number().int().min(1).max(65535)).default([]),
    })
    .prefault({}),
  sessionTtlMinutes: z.number().int().min(5).max(60 * 24 * 30).default(720),
  /** One-time SSO tickets live less than a minute. */
  ticketTtlSeconds: z.number().int().min(5).max(59).default(30),
});

export const appHostSchema = z.object({
  appCode: z.string().min(1),
  customer: z.string().min(1),
  /** true: this host signs in through the SSO host; false: it shows its own login page. */
  sso: z.boolean(),
  hmId: z.string().optional(),
});

/** Keys are host names without port, lower case. */
export const appConfigSchema = z.record(z.string().min(1), appHostSchema);

/** customer -> appCode -> address. "${PORT}" is replaced by the server's port. */
export const appLinksSchema = z.record(z.string().min(1), z.record(z.string().min(1), z.string()));

export type LoginSystemConfig = z.infer<typeof loginSystemConfigSchema>;
export type AppHostConfig = z.infer<typeof appHostSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppLinks = z.infer<typeof appLinksSchema>;
