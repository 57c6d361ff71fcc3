/**
 * Client credentials of an application that Concierge does not host: the secret its server
 * presents with HTTP Basic (appCode:secret) to redeem tickets, and the origins a ticket for it may
 * be sent to. The secret is 32 random bytes shown once with a `cs_` prefix; only its SHA-256 is
 * stored (a 256-bit random value needs no slow hash: there is nothing to guess offline).
 * Permission checks belong to the caller (the console handler); `access`, when given, is audited.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export const CLIENT_SECRET_PREFIX = 'cs_';
/** Registered origins per application: enough for a few environments, small enough to check quickly. */
export const MAX_REDIRECT_ORIGINS = 20;

const HASH_PREFIX = 'sha256:';
const secretShape = /^cs_[A-Za-z0-9_-]{43}$/;

export interface IssuedSecret {
  appCode: string;
  /** Shown once; Concierge cannot show it again. */
  secret: string;
  issuedAt: Date;
}

export function hashClientSecret(secret: string): string {
  return HASH_PREFIX + createHash('sha256').update(secret, 'utf8').digest('hex');
}

function newSecret(): string {
  return CLIENT_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

async function findApp(deps: BuiltinDeps, appCode: string) {
  const app = await deps.db.application.findUnique({ where: { code: appCode } });
  if (!app) throw new AppError(ErrorCode.NOT_FOUND);
  return app;
}

async function storeSecret(deps: BuiltinDeps, appCode: string, access: Access | undefined, replace: boolean): Promise<IssuedSecret> {
  const app = await findApp(deps, appCode);
  if (!replace && app.clientSecretHash) throw new AppError(ErrorCode.CONFLICT);
  const secret = newSecret();
  const issuedAt = deps.now();
  await deps.db.$transaction(async (tx) => {
    // The condition makes issue-vs-issue races end with one secret, not two silently replaced.
    const where = replace ? { id: app.id } : { id: app.id, clientSecretHash: null };
    const { count } = await tx.application.updateMany({ where, data: { clientSecretHash: hashClientSecret(secret), clientSecretIssuedAt: issuedAt } });
    if (count !== 1) throw new AppError(ErrorCode.CONFLICT);
    if (access) await writeAudit(tx, access, { action: replace ? 'UPDATE' : 'CREATE', objectType: 'ApplicationClientSecret', objectId: app.id, detail: { appCode, issuedAt: issuedAt.toISOString() } });
  });
  return { appCode, secret, issuedAt };
}

/** A first secret for an application; 40900 when it already has one (rotate instead). */
export function issueClientSecret(deps: BuiltinDeps, input: { appCode: string; access?: Access }): Promise<IssuedSecret> {
  return storeSecret(deps, input.appCode, input.access, false);
}

/** A new secret that replaces the old one at once (the old one stops working immediately). */
export function rotateClientSecret(deps: BuiltinDeps, input: { appCode: string; access?: Access }): Promise<IssuedSecret> {
  return storeSecret(deps, input.appCode, input.access, true);
}

/** Removes the secret: the application can no longer redeem tickets server to server. */
export async function revokeClientSecret(deps: BuiltinDeps, input: { appCode: string; access?: Access }): Promise<void> {
  const app = await findApp(deps, input.appCode);
  await deps.db.$transaction(async (tx) => {
    await tx.application.update({ where: { id: app.id }, data: { clientSecretHash: null, clientSecretIssuedAt: null } });
    if (input.access) await writeAudit(tx, input.access, { action: 'DELETE', objectType: 'ApplicationClientSecret', objectId: app.id, detail: { appCode: input.appCode } });
  });
}

/**
 * Whether `secret` is the application's current secret. Unknown applications, applications
 * without a secret and disabled ones answer false after the same hash comparison, so the answer
 * time does not tell which applications exist.
 */
export async function verifyClientSecret(deps: BuiltinDeps, input: { appCode: string; secret: string }): Promise<boolean> {
  const app = input.appCode.length <= 60 ? await deps.db.application.findUnique({ where: { code: input.appCode }, select: { clientSecretHash: true, status: true } }) : null;
  const stored = Buffer.from(app?.clientSecretHash ?? hashClientSecret('cs_no-secret'), 'utf8');
  const given = Buffer.from(hashClientSecret(secretShape.test(input.secret) ? input.secret : 'cs_malformed'), 'utf8');
  const equal = stored.length === given.length && timingSafeEqual(stored, given);
  return equal && Boolean(app?.clientSecretHash) && app?.status === 'ENABLED' && secretShape.test(input.secret);
}

/** An origin as the browser sends it: http(s), host, port only; anything else is refused. */
export const redirectOriginSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'origin' });
      return z.NEVER;
    }
    const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
    if (!['http:', 'https:'].includes(url.protocol) || !bare || url.origin === 'null') {
      ctx.addIssue({ code: 'custom', message: 'origin' });
      return z.NEVER;
    }
    return url.origin;
  });

export const redirectOriginsSchema = z.array(redirectOriginSchema).max(MAX_REDIRECT_ORIGINS);

/** Replaces the application's registered origins (normalised, duplicates dropped); returns them. */
export async function setRedirectOrigins(deps: BuiltinDeps, input: { appCode: string; origins: string[]; access?: Access }): Promise<string[]> {
  const parsed = redirectOriginsSchema.safeParse(input.origins);
  if (!parsed.success) throw AppError.validation({ origins: parsed.error.issues.map((i) => i.message) });
  const origins = [...new Set(parsed.data)];
  const app = await findApp(deps, input.appCode);
  await deps.db.$transaction(async (tx) => {
    await tx.application.update({ where: { id: app.id }, data: { redirectOrigins: JSON.stringify(origins) } });
    if (input.access) {
      await writeAudit(tx, input.access, {
        action: 'UPDATE',
        objectType: 'Application',
        objectId: app.id,
        before: { redirectOrigins: readOrigins(app.redirectOrigins) },
        after: { redirectOrigins: origins },
        detail: { fields: ['redirectOrigins'] },
      });
    }
  });
  return origins;
}

/** The registered origins of an application ([] when unknown or none). */
export async function listRedirectOrigins(deps: BuiltinDeps, appCode: string): Promise<string[]> {
  const app = await deps.db.application.findUnique({ where: { code: appCode }, select: { redirectOrigins: true, status: true } });
  return app && app.status === 'ENABLED' ? readOrigins(app.redirectOrigins) : [];
}

/** Stored JSON text -> origins; a damaged value counts as none rather than failing every sign-in. */
export function readOrigins(text: string | null | undefined): string[] {
  try {
    const parsed = redirectOriginsSchema.safeParse(JSON.parse(text ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
