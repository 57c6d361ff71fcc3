/**
 * The console's calls for client secrets of applications Concierge does not host (issue 10 item 7):
 * the state (whether a secret exists, when it was issued, the registered origins), issue and
 * rotate (the secret is answered once and never again), revoke, and the redirect origins.
 * The credential work is services/apps/client-secret.ts; these add the console's checks and audit.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { issueClientSecret, readOrigins, revokeClientSecret, rotateClientSecret, setRedirectOrigins } from './client-secret';

async function appOf(deps: BuiltinDeps, id: number) {
  const app = await deps.db.application.findUnique({ where: { id } });
  if (!app) throw new AppError(ErrorCode.NOT_FOUND);
  return app;
}

export async function clientSecretState(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'clientSecretState'>): Promise<ConsoleOutput<'clientSecretState'>> {
  const app = await appOf(deps, input.appId);
  return { appCode: app.code, hasSecret: Boolean(app.clientSecretHash), issuedAt: app.clientSecretIssuedAt ? formatDateTime(app.clientSecretIssuedAt) : '', redirectOrigins: readOrigins(app.redirectOrigins) };
}

export async function issueAppSecret(deps: BuiltinDeps, access: Access, input: ConsoleInput<'issueAppSecret'>): Promise<ConsoleOutput<'issueAppSecret'>> {
  const app = await appOf(deps, input.appId);
  const issued = await (input.rotate ? rotateClientSecret : issueClientSecret)(deps, { appCode: app.code, access });
  return { secret: issued.secret, issuedAt: formatDateTime(issued.issuedAt) };
}

export async function revokeAppSecret(deps: BuiltinDeps, access: Access, input: ConsoleInput<'revokeAppSecret'>): Promise<ConsoleOutput<'revokeAppSecret'>> {
  const app = await appOf(deps, input.appId);
  await revokeClientSecret(deps, { appCode: app.code, access });
  return null;
}

export async function saveRedirectOrigins(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveRedirectOrigins'>): Promise<ConsoleOutput<'saveRedirectOrigins'>> {
  const app = await appOf(deps, input.appId);
  return { redirectOrigins: await setRedirectOrigins(deps, { appCode: app.code, origins: input.origins, access }) };
}
