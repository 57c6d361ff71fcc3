/** The built-in backend: the whole user-center and SSO API on Prisma, in this process. */
import type { Backend } from '@/lib/backend/types';
import { env } from '@/lib/env';
import { staticConfig } from '@/lib/config/static-config';
import { getPrisma } from '@/lib/db/client';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';
import type { MessageBus } from '@/lib/infra/bus';
import type { Egress } from '@/lib/infra/egress';
import { createOutboxMailer, createSmtpMailer } from '@/lib/infra/mail';
import { createOutboxSms, createWebhookSms } from '@/lib/infra/sms';
import { secretKeys } from '@/lib/security/secret-box';
import type { BuiltinDeps } from './deps';
import { startLogoutDeliveryLoop } from './services/sign-ins';
import { endMySignIn, endOtherSignIns, endUserSignIn, mySignIns, userSignIns } from './services/sign-ins/my-sign-ins';
import { buildLoginResult } from './services/auth/build-login-result';
import { changeLoginUnit } from './services/auth/change-login-unit';
import { listRedirectOrigins, verifyClientSecret } from './services/apps/client-secret';
import { exchangeSsoToken } from './services/auth/exchange-sso-token';
import { loginWithPassword } from './services/auth/login-with-password';
import { logout } from './services/auth/logout';
import { loginWithPms } from './services/auth/login-with-pms';
import { sendMobileCode } from './services/auth/send-mobile-code';
import { backdoorState, checkAvailable, checkOverwrite } from './services/auth/session-state';
import { bindEmail, getEmail, sendEmailBindCode } from './services/email/bind-email';
import { bindMobile, getMobile, sendMobileBindCode } from './services/mobile/bind-mobile';
import { checkMenuPermission, findDomainByHost, findOrgByCode, getUnitParam } from './services/lookups';
import { resetPasswordByCode, sendResetPasswordMail } from './services/password/reset-password-by-mail';
import { cancelPasswordChange, updatePassword } from './services/password/update-password';
import { authenticate } from './services/session/authenticate';
import { requirePermission } from './services/access/require-permission';
import { authorizeCall } from './services/access/authorize';
import { endUserSessions } from './services/session/end-user-sessions';
import { casLogin, casService, validateServiceTicket } from './services/cas/cas';
import { listPossibleLoginUnits } from './services/units/list-possible-login-units';
import { createBuiltinConsole } from './console';
import { createBuiltinMessages } from './services/messages';
import { deleteLogo } from './services/brand/delete-logo';
import { getLogo, listLogos } from './services/brand/get-logo';
import { readFile } from './services/brand/read-file';
import { listAppliedStyles } from './services/style/applied-styles';
import { noteLimitedLogin } from './services/auth/note-limited-login';
import { readStyleAsset, readStyleSnippet } from './services/style/read-style';
import { uploadLogo } from './services/brand/upload-logo';
import { listDictionary } from './services/dictionary/list-dictionary';
import { issuePmsToken } from './services/pms/issue-pms-token';
import { listHotels } from './services/pms/list-hotels';
import { listTranslations } from './services/translate/list-translations';
import { saveTranslations } from './services/translate/save-translations';
// The OIDC deliverer of the sign-in registry (back-channel logout; docs/decisions/105).
import '@/lib/oidc/register-deliverer';

export function defaultBuiltinDeps(store: EphemeralStore, bus: MessageBus, egress: Egress): BuiltinDeps {
  const e = env();
  const db = getPrisma();
  const deps: BuiltinDeps = {
    db,
    store,
    bus,
    mailer: e.SMTP_URL ? createSmtpMailer(e.SMTP_URL, e.MAIL_FROM, egress) : createOutboxMailer(() => db),
    sms: e.SMS_WEBHOOK_URL ? createWebhookSms(e.SMS_WEBHOOK_URL, egress) : createOutboxSms(() => db),
    config: staticConfig(),
    now: () => new Date(),
    secret: e.SESSION_SECRET,
    secrets: secretKeys(e),
    egress,
    importMaxRows: e.IMPORT_MAX_ROWS,
  };
  // Logout notifications to applications: retries and the sweep of ended sign-ins (docs/decisions/107).
  startLogoutDeliveryLoop(deps);
  return deps;
}

type BuiltinParts = { store: EphemeralStore; bus: MessageBus; egress: Egress };

const depsOfBackend = new WeakMap<Backend, () => BuiltinDeps>();

/** The dependencies behind a built-in backend (the OpenID provider works on them); undefined for another backend. */
export function builtinDepsOf(backend: Backend): BuiltinDeps | undefined {
  return depsOfBackend.get(backend)?.();
}

export function createBuiltinBackend(options: BuiltinParts | { deps: BuiltinDeps }): Backend {
  let cached: BuiltinDeps | undefined = 'deps' in options ? options.deps : undefined;
  // Created on first call so importing the backend does not open the database.
  const deps = () => {
    if (cached) return cached;
    const { store, bus, egress } = options as BuiltinParts;
    return (cached = defaultBuiltinDeps(store, bus, egress));
  };

  const backend: Backend = {
    kind: 'builtin',
    auth: {
      login: (ctx, input) =>
        loginWithPassword(deps(), { ...input, appCode: input.appCode ?? ctx.appCode, kind: 'APP', method: 'PASSWORD', currentToken: ctx.token ?? undefined, ip: ctx.ip, userAgent: ctx.userAgent, host: ctx.host, locale: ctx.locale }),
      ssoLogin: (ctx, input) =>
        loginWithPassword(deps(), { ...input, appCode: input.appCode ?? ctx.appCode, kind: 'SSO', method: 'PASSWORD', currentToken: ctx.token ?? undefined, ip: ctx.ip, userAgent: ctx.userAgent, host: ctx.host, locale: ctx.locale }),
      pmsLogin: (ctx, input) => loginWithPms(deps(), ctx, input),
      noteLimitedLogin: (ctx, input) => noteLimitedLogin(deps(), ctx, input),
      reLogin: async (ctx, input) => {
        const p = await authenticate(deps(), ctx.token, ctx.locale);
        return buildLoginResult(deps(), p, { token: ctx.token!, appCode: input.appCode, host: ctx.host });
      },
      getLoginByToken: async (ctx) => {
        const p = await authenticate(deps(), ctx.token, ctx.locale);
        return buildLoginResult(deps(), p, { token: ctx.token!, appCode: p.session.appCode ?? ctx.appCode, host: ctx.host });
      },
      logout: async (ctx) => (ctx.token ? logout(deps(), ctx.token) : { frontchannel: [] }),
      check: (ctx, input) => exchangeSsoToken(deps(), ctx, input),
      verifyClient: (_ctx, input) => verifyClientSecret(deps(), input),
      redirectOrigins: (_ctx, appCode) => listRedirectOrigins(deps(), appCode),
      available: (ctx, input) => checkAvailable(deps(), ctx, input),
      casLoginOption: async () => ({ enabled: 'F', loginUrl: '', buttonText: '' }),
      changeLoginInfo: (ctx, input) => changeLoginUnit(deps(), ctx, input),
      backdoorState: (ctx) => backdoorState(deps(), ctx),
      checkOverwrite: (ctx) => checkOverwrite(deps(), ctx),
      sendResetPasswordMail: (ctx, input) => sendResetPasswordMail(deps(), ctx, input),
      resetPasswordByCode: (ctx, input) => resetPasswordByCode(deps(), ctx, input),
      sendMobileCode: (ctx, input) => sendMobileCode(deps(), ctx, input),
    },
    self: {
      updateUserPassword: (ctx, input) => updatePassword(deps(), ctx, input),
      cancelPasswordChange: (ctx) => cancelPasswordChange(deps(), ctx),
      possibleLoginUnits: async (ctx, input) => listPossibleLoginUnits(deps(), await authenticate(deps(), ctx.token, ctx.locale), input.search),
      getBackgroundUnit: async (ctx) => {
        const p = await authenticate(deps(), ctx.token, ctx.locale);
        const home = await deps().db.unit.findUniqueOrThrow({ where: { id: p.user.unitId } });
        return { id: home.id, code: home.code, name: home.name, type: home.type, home: 'T', current: home.id === p.unit.id ? 'T' : 'F' };
      },
      emailResetCode: (ctx, input) => sendEmailBindCode(deps(), ctx, input),
      resetEmail: (ctx, input) => bindEmail(deps(), ctx, input),
      getEmail: (ctx) => getEmail(deps(), ctx),
      mobileBindCode: (ctx, input) => sendMobileBindCode(deps(), ctx, input),
      bindMobile: (ctx, input) => bindMobile(deps(), ctx, input),
      getMobile: (ctx) => getMobile(deps(), ctx),
      unitParam: (ctx, input) => getUnitParam(deps(), ctx, input),
      orgByCode: (ctx, input) => findOrgByCode(deps(), ctx, input),
      checkPermission: (ctx, input) => checkMenuPermission(deps(), ctx, input),
      domainByHost: (ctx, input) => findDomainByHost(deps(), ctx, input),
    },
    access: {
      require: (ctx, permission) => requirePermission(deps(), ctx, permission),
      authorize: async (ctx, request) => void (await authorizeCall(deps(), ctx, request)),
    },
    sessions: {
      endUserSessions: (ctx, input) => endUserSessions(deps(), ctx, input),
      mySignIns: (ctx) => mySignIns(deps(), ctx),
      endMySignIn: (ctx, input) => endMySignIn(deps(), ctx, input),
      endOtherSignIns: (ctx) => endOtherSignIns(deps(), ctx),
      userSignIns: (ctx, input) => userSignIns(deps(), ctx, input),
      endUserSignIn: (ctx, input) => endUserSignIn(deps(), ctx, input),
    },
    cas: {
      login: (ctx, input) => casLogin(deps(), ctx, input),
      service: (_ctx, input) => casService(deps(), input.service),
      validate: (_ctx, input) => validateServiceTicket(deps(), input),
    },
    console: createBuiltinConsole(deps),
    messages: createBuiltinMessages(deps),
    brand: {
      getLogo: (ctx, input) => getLogo(deps(), ctx, input),
      listLogos: (ctx) => listLogos(deps(), ctx),
      uploadLogo: (ctx, input) => uploadLogo(deps(), ctx, input),
      deleteLogo: (ctx, input) => deleteLogo(deps(), ctx, input),
      readFile: (ctx, input) => readFile(deps(), ctx, input),
    },
    style: {
      readAsset: (ctx, input) => readStyleAsset(deps(), ctx, input),
      readSnippet: (ctx, input) => readStyleSnippet(deps(), ctx, input),
      listApplied: (ctx, input) => listAppliedStyles(deps(), ctx, input),
    },
    translate: {
      list: (ctx, input) => listTranslations(deps(), ctx, input),
      saveBatch: (ctx, input) => saveTranslations(deps(), ctx, input),
    },
    pms: {
      listHotels: (ctx, input) => listHotels(deps(), ctx, input),
      token: (ctx, input) => issuePmsToken(deps(), ctx, input),
    },
    dictionary: {
      list: (ctx, input) => listDictionary(deps(), ctx, input),
    },
  };
  depsOfBackend.set(backend, deps);
  return backend;
}
