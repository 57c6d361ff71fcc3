/**
 * CAS 3.0 on the SSO host (docs/decisions/108): service tickets for a live SSO session, their
 * validation with the user's attributes, and what a validated ticket leaves behind (a CAS sign-in of
 * the session's family, so that a logout of the family reaches the service as a single-logout POST).
 * The protocol's wire formats (XML, JSON, redirects) are the BFF's (lib/bff/cas/).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext, CasLoginResult, CasValidation } from '@/lib/backend/types';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { assertAppAvailable } from '@/lib/backend/builtin/services/auth/exchange-sso-token';
import { recordSignIn } from '@/lib/backend/builtin/services/sign-ins';
import { findCasService, normalizeService } from './services';
import { issueServiceTicket, takeServiceTicket } from './service-tickets';
import './logout-deliverer';

export async function casLogin(deps: BuiltinDeps, ctx: CallContext, input: { service: string; renewSince?: number }): Promise<CasLoginResult> {
  const found = await findCasService(deps, input.service);
  if (!found) return { kind: 'invalid-service' };
  let principal;
  try {
    principal = await authenticate(deps, ctx.token, ctx.locale);
  } catch (e) {
    if (isAppError(e) && (e.code === ErrorCode.SESSION_INVALID || e.code === ErrorCode.REPEAT_LOGIN)) return { kind: 'login', service: found.service, at: deps.now().getTime() };
    throw e;
  }
  const fresh = input.renewSince !== undefined && principal.session.createdAt.getTime() >= input.renewSince;
  if (input.renewSince !== undefined && !fresh) return { kind: 'renew', service: found.service, at: deps.now().getTime() };
  try {
    await assertAppAvailable(deps, principal.unit.id, found.appCode);
  } catch (e) {
    if (isAppError(e) && e.code === ErrorCode.APP_NOT_OPENED) return { kind: 'not-opened', service: found.service };
    throw e;
  }
  const ticket = await issueServiceTicket(
    deps.store,
    { sessionId: principal.session.id, familyId: principal.session.familyId, appCode: found.appCode, service: found.service, fresh, issuedAt: deps.now().getTime() },
    deps.config.loginSystem.ticketTtlSeconds,
  );
  return { kind: 'ticket', service: found.service, url: `${found.service}${found.service.includes('?') ? '&' : '?'}ticket=${ticket}` };
}

/** Whether the address is a registered service (for /cas/logout's redirect and /cas/login's refusal). */
export async function casService(deps: BuiltinDeps, service: string): Promise<string | undefined> {
  return (await findCasService(deps, service))?.service;
}

const failure = (code: Extract<CasValidation, { ok: false }>['code'], description: string): CasValidation => ({ ok: false, code, description });

export async function validateServiceTicket(deps: BuiltinDeps, input: { ticket?: string; service?: string; renew?: boolean }): Promise<CasValidation> {
  if (!input.ticket || !input.service) return failure('INVALID_REQUEST', 'ticket and service are required');
  // Taken first: any validation attempt uses the ticket up, whatever its outcome.
  const payload = await takeServiceTicket(deps.store, input.ticket);
  if (!payload) return failure('INVALID_TICKET', 'Ticket not recognized');
  if (normalizeService(input.service) !== payload.service) return failure('INVALID_SERVICE', 'Ticket was not issued for this service');
  if (input.renew && !payload.fresh) return failure('INVALID_TICKET_SPEC', 'Ticket was not issued from a new login');
  const now = deps.now();
  const session = await deps.db.session.findUnique({ where: { id: payload.sessionId }, include: { user: true, unit: true } });
  if (!session || session.revokedAt || session.expiresAt <= now || session.user.status !== 'ENABLED') return failure('INVALID_TICKET', 'Ticket not recognized');
  await recordSignIn(deps, { familyId: session.familyId, userId: session.userId, protocol: 'CAS', clientCode: payload.appCode, sid: input.ticket, logoutUri: payload.service });
  return {
    ok: true,
    user: session.user.code,
    attributes: {
      userCode: session.user.code,
      unitCode: session.unit.code,
      name: session.user.name,
      ...(session.user.email ? { email: session.user.email } : {}),
      authenticationDate: session.createdAt.toISOString(),
      isFromNewLogin: String(payload.fresh),
      longTermAuthenticationRequestTokenUsed: 'false',
    },
  };
}
