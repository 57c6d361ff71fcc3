/**
 * The console's OpenID Connect tab of an application (issue 19, docs/decisions/105): its
 * registration as a client (redirect URIs matched exactly, post-logout URIs, back-channel and
 * front-channel logout URIs, grant types, public or confidential). The client id is the
 * application's code and the secret is its client secret (the secret tab, client-secrets-console.ts).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { parseGrants, parseUris } from '@/lib/oidc/clients';

type Row = { enabled: boolean; public: boolean; redirectUris: string; postLogoutRedirectUris: string; backchannelLogoutUri: string | null; frontchannelLogoutUri: string | null; grantTypes: string };

function stateOf(app: { code: string; clientSecretHash: string | null }, row: Row | null): ConsoleOutput<'oidcClientState'> {
  return {
    clientId: app.code,
    registered: Boolean(row),
    hasSecret: Boolean(app.clientSecretHash),
    enabled: row?.enabled ?? false,
    public: row?.public ?? false,
    redirectUris: row ? parseUris(row.redirectUris) : [],
    postLogoutRedirectUris: row ? parseUris(row.postLogoutRedirectUris) : [],
    backchannelLogoutUri: row?.backchannelLogoutUri ?? null,
    frontchannelLogoutUri: row?.frontchannelLogoutUri ?? null,
    grantTypes: row ? parseGrants(row.grantTypes) : ['authorization_code', 'refresh_token'],
  };
}

async function appOf(deps: BuiltinDeps, id: number) {
  const app = await deps.db.application.findUnique({ where: { id }, include: { oidcClient: true } });
  if (!app) throw new AppError(ErrorCode.NOT_FOUND);
  return app;
}

export async function oidcClientState(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'oidcClientState'>): Promise<ConsoleOutput<'oidcClientState'>> {
  const app = await appOf(deps, input.appId);
  return stateOf(app, app.oidcClient);
}

export async function saveOidcClient(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveOidcClient'>): Promise<ConsoleOutput<'saveOidcClient'>> {
  const app = await appOf(deps, input.appId);
  const grants = [...new Set(input.grantTypes)];
  // A public client has no secret to authenticate client credentials with; code flow needs somewhere to return to.
  if (input.public && grants.includes('client_credentials')) throw AppError.validation({ grantTypes: ['client_credentials'] });
  if (grants.includes('authorization_code') && input.redirectUris.length === 0) throw AppError.validation({ redirectUris: ['required'] });
  if (grants.includes('refresh_token') && !grants.includes('authorization_code')) throw AppError.validation({ grantTypes: ['refresh_token'] });
  const data = {
    enabled: input.enabled,
    public: input.public,
    redirectUris: JSON.stringify([...new Set(input.redirectUris)]),
    postLogoutRedirectUris: JSON.stringify([...new Set(input.postLogoutRedirectUris)]),
    backchannelLogoutUri: input.backchannelLogoutUri,
    frontchannelLogoutUri: input.frontchannelLogoutUri,
    grantTypes: JSON.stringify(grants),
    updatedBy: access.principal.user.code,
  };
  const saved = await deps.db.$transaction(async (tx) => {
    const row = await tx.oidcClient.upsert({ where: { appId: app.id }, create: { appId: app.id, ...data }, update: data });
    await writeAudit(tx, access, {
      action: app.oidcClient ? 'UPDATE' : 'CREATE',
      objectType: 'OidcClient',
      objectId: app.id,
      before: app.oidcClient ? stateOf(app, app.oidcClient) : undefined,
      after: stateOf(app, row),
      detail: { appCode: app.code },
    });
    return row;
  });
  return stateOf(app, saved);
}
