/** zod schemas of the three start-up files in config/ (portal.md section 7, "Start-up static configuration"). */
import { z } from 'zod';

const apiBase = z
  .string()
  .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, 'must be an absolute path such as /api/uc, without a trailing slash');

/**
 * Shell layouts (portal.md section 2): IWORK, SCRM, the default one, and the two customer variants
 * with a header logo and menu list (HEADER_TOP: menus across the header; HEADER_SIDE: menus in a
 * list under it). How one is chosen: docs/decisions/030-shell-layout-choice.md.
 */
export const shellLayoutSchema = z.enum(['DEFAULT', 'IWORK', 'SCRM', 'HEADER_TOP', 'HEADER_SIDE']);
export type ShellLayout = z.infer<typeof shellLayoutSchema>;

const featureOverrides = z
  .object({
    message: z.boolean(),
    language: z.boolean(),
    userBar: z.boolean(),
    translate: z.boolean(),
    testEnvironment: z.boolean(),
    openSource: z.boolean(),
  })
  .partial();

const pageAddress = z.string().regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a path starting with / or an http(s) address');

/** Shell settings of a customer (login-system.json `customers`); each one overrides the product's. */
export const customerShellSchema = z.object({
  layout: shellLayoutSchema.optional(),
  /** Default layout: a shade covers the content while the side navigation is open over it. */
  shade: z.boolean().optional(),
  /** Header logo of the customer (header layouts); the unit's or user's logo wins when set. */
  logo: pageAddress.optional(),
  /** Background image of the apps home page. */
  appsBackground: pageAddress.optional(),
  features: featureOverrides.optional(),
});
export type CustomerShell = z.infer<typeof customerShellSchema>;

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
  /** The shell's product-wide settings; customers and hosts may override the layout. */
  shell: z
    .object({
      layout: shellLayoutSchema.default('DEFAULT'),
      shade: z.boolean().default(false),
      /** The "more applications" service page linked from the apps home ('' hides the link). */
      moreAppsUrl: z.union([pageAddress, z.literal('')]).default(''),
      /** Address of the new framework's pages when the domain record names none. */
      newFrameworkUrl: z.union([pageAddress, z.literal('')]).default(''),
      /** Test-environment link box (shown only when features.testEnvironment). */
      testLinks: z
        // groupEn/titleEn: what an en-US page shows (configuration is text users read, in both languages).
        .array(z.object({ group: z.string().min(1), groupEn: z.string().min(1).optional(), links: z.array(z.object({ title: z.string().min(1), titleEn: z.string().min(1).optional(), url: pageAddress })) }))
        .default([]),
      /**
       * Applications opened through the desktop client ("through-apps"): their tile asks for a
       * hotel, gets a PMS token and opens this link; {hotelCode}, {token} and {appCode} are filled in.
       */
      throughApps: z.record(z.string().min(1), z.string().regex(/^[a-z][a-z0-9+.-]*:/, 'must be an address with a scheme')).default({}),
    })
    .prefault({}),
  /** Per-customer shell settings (customer names as in app-config.json). */
  customers: z.record(z.string().min(1), customerShellSchema).default({}),
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
  /** Layout of this host's shell, over the customer's and the product's. */
  layout: shellLayoutSchema.optional(),
});

/** Keys are host names without port, lower case. */
export const appConfigSchema = z.record(z.string().min(1), appHostSchema);

/** customer -> appCode -> address. "${PORT}" is replaced by the server's port. */
export const appLinksSchema = z.record(z.string().min(1), z.record(z.string().min(1), z.string()));

export type LoginSystemConfig = z.infer<typeof loginSystemConfigSchema>;
export type AppHostConfig = z.infer<typeof appHostSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppLinks = z.infer<typeof appLinksSchema>;
