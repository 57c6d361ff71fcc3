/**
 * Environment variables, parsed once with zod. A bad value stops the start with a message that
 * names the variable, instead of failing later in some request.
 */
import { z } from 'zod';
import { parseAllowList } from '@/lib/infra/egress/allow-list';
import { integerInput } from './contracts/numbers';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const boolFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A tile URL template: http(s), with {z}, {x} and {y}; {s} and {r} are the only other placeholders. */
export function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return false;
  const filled = template.replaceAll('{s}', 'a').replaceAll('{r}', '').replaceAll(/\{[zxy]\}/g, '0');
  if (/[{}]/.test(filled)) return false;
  try {
    const url = new URL(filled);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every variable's schema, once: the whole environment's (`env()`) and one variable's (`setting()`). */
const fields = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Argon2id worker threads (default: the cores this process may run on). */
  HASH_POOL_SIZE: integerInput(1, 64).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SESSION_SECRET: z
    .string({ error: 'SESSION_SECRET is required (at least 32 characters)' })
    .min(32, 'SESSION_SECRET must be at least 32 characters'),
  /**
   * Key text of the secrets kept in parameters (AES-256-GCM, key = HKDF-SHA256 of it; at least 32
   * characters, e.g. `openssl rand -base64 32`). Absent: derived from SESSION_SECRET the same way
   * (docs/decisions/092).
   */
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  /** Earlier key texts, comma-separated: secrets sealed under them still open until `npm run secrets:reseal`. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((k) => k.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(32, 'SECRETS_KEY_PREVIOUS: every key must be at least 32 characters'))),
  /**
   * Earlier session secrets, comma-separated: cookies sealed under them are still read (and sealed
   * anew under SESSION_SECRET when refreshed), so rotating the secret signs nobody out (docs/operations.md).
   */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((k) => k.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(32, 'SESSION_SECRET_PREVIOUS: every secret must be at least 32 characters'))),
  DATABASE_URL: z
    .string()
    .default('file:./data/concierge.db')
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), 'DATABASE_URL must start with file:, postgres:// or postgresql://'),
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key and channel: instances that share one prefix share limits, tickets and the bus. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_PREFIX: letters, digits and : _ . - (at most 64)').default('concierge:'),
  /** builtin: the Prisma backend in this process; upstream: proxy to an existing user-center service. */
  BACKEND: z.enum(['builtin', 'upstream']).default('builtin'),
  UPSTREAM_UC_URL: optionalUrl,
  UPSTREAM_MESSAGE_URL: optionalUrl,
  UPSTREAM_TRANSLATE_URL: optionalUrl,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  CONFIG_DIR: z.string().default('config'),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to the development outbox. */
  SMTP_URL: optionalUrl,
  /** POST {mobile, text} here to send SMS; without it SMS go to the development outbox. */
  SMS_WEBHOOK_URL: optionalUrl,
  MAIL_FROM: z.string().default('Concierge <no-reply@concierge.local>'),
  /**
   * Hosts, IPs and CIDR ranges (comma-separated, `host:port` allowed) that outgoing calls may reach
   * although they are loopback, private or link-local (decision record 091). Development and demo
   * mode add the example application and local mail/SMS catchers on loopback.
   */
  EGRESS_ALLOW: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        return parseAllowList(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: `EGRESS_ALLOW: ${(e as Error).message}` });
        return z.NEVER;
      }
    }),
  /** Port of the example external application (examples/ext-app, `${EXT_PORT}` in config/app-links.json). */
  EXT_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Comma-separated IPs whose X-Forwarded-For is believed. Empty: the socket address only. */
  TRUSTED_PROXIES: z.string().default(''),
  /** Serve cookies with the Secure flag even when the request looks like plain HTTP. */
  COOKIE_SECURE: boolFlag,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** true: demo mode. An empty database gets the demo data set, and the pages say so. */
  DEMO: boolFlag,
  /**
   * Where BFF calls are answered in production: 'server' (server.ts, outside Next's request
   * pipeline; decision record 012) or 'next' (the app/api route handlers, for comparison).
   */
  BFF_PATH: z.enum(['server', 'next']).default('server'),
  /** When set, GET /-/metrics with `Authorization: Bearer <token>` reports the event-loop delay. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Data rows one Excel import may hold; a larger sheet is refused before any row is imported (decision 093). */
  IMPORT_MAX_ROWS: integerInput(1, 50_000).default(5000),
  /** Live message connections (STOMP) one session may hold on one instance; a newer one closes the oldest. */
  STOMP_MAX_PER_SESSION: integerInput(1, 10_000).default(32),
  /** STOMP connections of one client address that have not authenticated yet, per instance; more are refused (429). */
  STOMP_MAX_ANON_PER_IP: integerInput(1, 10_000).default(32),
  /**
   * Map tiles of the hotel information page's coordinate picker (Leaflet): an http(s) URL template
   * with {z}, {x} and {y} (and optionally {s} for a subdomain, {r} for retina). Its origin is added
   * to the pages' img-src. Point it at an intranet tile server where the browsers have no internet.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(isTileTemplate, 'MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}'),
  /** The attribution the tile source requires, shown as text in the map's corner. */
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap contributors'),
  /** Password of the super administrator created on an empty database (not in demo mode); generated when absent. */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(128).optional(),
};

export const envSchema = z
  .object(fields)
  .superRefine((env, ctx) => {
    if (env.BACKEND === 'upstream' && !env.UPSTREAM_UC_URL) {
      ctx.addIssue({ code: 'custom', path: ['UPSTREAM_UC_URL'], message: 'UPSTREAM_UC_URL is required when BACKEND=upstream' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment; throws an EnvError listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

type Fields = typeof fields;
const settings = new Map<keyof Fields, { raw: string | undefined; value: unknown }>();

/**
 * One variable, read now through its schema: for code that runs outside a checked start or must
 * follow a change (the logger's level, the proxy and pages built ahead of any start, the hash
 * pool). Kept per raw value; a bad value throws an EnvError naming the variable.
 */
export function setting<K extends keyof Fields>(name: K): z.output<Fields[K]> {
  const raw = process.env[name];
  const kept = settings.get(name);
  if (kept && kept.raw === raw) return kept.value as z.output<Fields[K]>;
  const result = (fields[name] as z.ZodType).safeParse(raw);
  if (!result.success) throw new EnvError(`Invalid environment variables:\n  ${name}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  settings.set(name, { raw, value: result.data });
  return result.data as z.output<Fields[K]>;
}
