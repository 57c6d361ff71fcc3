/**
 * The backend interface the BFF calls. Two implementations: the built-in backend (Prisma, in this
 * process) and the upstream HTTP proxy. Both take the same calls and return the same shapes, checked
 * by the schemas in lib/contracts. Errors are AppError with the spec's codes.
 */
import type { EndMySignInInput, EndSessionsInput, EndSessionsResult, EndUserSignInInput, SignInFamily, UserSignInsInput } from '@/lib/contracts/sessions';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type {
  availableResultSchema,
  backdoorStateSchema,
  casLoginOptionSchema,
  checkOverwriteResultSchema,
  LoginRequest,
  LoginResult,
  LoginUnit,
  PmsLoginRequest,
  Unit,
} from '@/lib/contracts/auth';
import type { DomainInfo, SystemOption } from '@/lib/contracts/self-service';
import type { ConsoleCallName, ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Logo, LogoUpload, StoredFile } from '@/lib/contracts/brand';
import type { DictionaryEntry } from '@/lib/contracts/dictionary';
import type { AppliedStyle, StyleAsset, StylePlacement, StyleSnippet } from '@/lib/contracts/style';
import type { SnippetKind } from '@/lib/style/kinds';
import type { Paged } from '@/lib/contracts/envelope';
import type { CallScope } from '@/lib/contracts/scope';
import type { HotelRow, PmsToken } from '@/lib/contracts/pms';
import type { KvTranslates, TranslationBatch } from '@/lib/contracts/translate';
import type {
  ConnectionPrincipal,
  MessageRow,
  NoticeListRequest,
  PublishRequest,
  PublishResult,
  RemindTone,
  SystemTip,
  UserMessageListRequest,
} from '@/lib/contracts/messages';

/** Who is calling, as the BFF knows it. The token is the backend's bearer token from the session cookie. */
export interface CallContext {
  token?: string;
  locale: Locale;
  ip: string;
  userAgent: string;
  /** The application of the host the request came to. */
  appCode: string;
  host: string;
  /** A browser with its session cookie (the default) or an application's server with its user's token. */
  caller?: 'browser' | 'application';
}

export type AvailableResult = z.infer<typeof availableResultSchema>;
export type BackdoorState = z.infer<typeof backdoorStateSchema>;
export type CasLoginOption = z.infer<typeof casLoginOptionSchema>;
export type CheckOverwriteResult = z.infer<typeof checkOverwriteResultSchema>;

export interface LoginInput extends LoginRequest {
  /** Second factor when the unit requires mobile validation. */
  mobileCode?: string;
  encodedCode?: string;
}

/** A sign-in refused by a rate limit: what was typed, and which limit. */
export interface LimitedLogin {
  unitCode: string;
  userCode: string;
  method: 'PASSWORD' | 'PMS';
  /** RATE_LIMITED_ACCOUNT: too many failures of this account; RATE_LIMITED_IP: from this address. */
  reason: 'RATE_LIMITED_ACCOUNT' | 'RATE_LIMITED_IP';
}

export interface AuthBackend {
  login(ctx: CallContext, input: LoginInput): Promise<LoginResult>;
  /** Login on the SSO host: the session becomes the SSO session of a new family. */
  ssoLogin(ctx: CallContext, input: LoginInput): Promise<LoginResult>;
  pmsLogin(ctx: CallContext, input: PmsLoginRequest): Promise<LoginResult>;
  /**
   * Notes in the login log that sign-ins of an account (or from an address) are being refused by the
   * BFF's rate limit (42900) before they reach the backend: once per subject and window.
   */
  noteLimitedLogin(ctx: CallContext, input: LimitedLogin): Promise<void>;
  /** Reloads the login result for the current token (new language, after a unit change). */
  reLogin(ctx: CallContext, input: { appCode: string }): Promise<LoginResult>;
  getLoginByToken(ctx: CallContext, variant: 'sso' | 'user'): Promise<LoginResult>;
  /**
   * Ends the caller's sign-in everywhere. The built-in backend answers the front-channel logout
   * addresses of the applications it had signed into, for the logout page to load (docs/decisions/107).
   */
  logout(ctx: CallContext): Promise<void | { frontchannel: string[] }>;
  /** Exchanges an SSO token for a token of `appCode` in the same sign-in. */
  check(ctx: CallContext, input: { ssoToken: string; appCode: string }): Promise<{ jwtToken: string }>;
  /**
   * Whether `secret` is the client secret of application `appCode` (HTTP Basic of an application's
   * server redeeming a ticket). False for unknown or disabled applications and those without one.
   */
  verifyClient(ctx: CallContext, input: { appCode: string; secret: string }): Promise<boolean>;
  /** Origins registered for `appCode` (besides config/app-links.json) that may receive its tickets. */
  redirectOrigins(ctx: CallContext, appCode: string): Promise<string[]>;
  /** 53012 and 54002 come back as AppError; the BFF returns them to the caller without a toast. */
  available(ctx: CallContext, input: { appCode: string }): Promise<AvailableResult>;
  casLoginOption(ctx: CallContext): Promise<CasLoginOption>;
  changeLoginInfo(ctx: CallContext, input: { orgCode: string; appCode: string }): Promise<{ jwtToken: string }>;
  backdoorState(ctx: CallContext): Promise<BackdoorState>;
  checkOverwrite(ctx: CallContext): Promise<CheckOverwriteResult>;
  sendResetPasswordMail(ctx: CallContext, input: { unitCode: string; userCode: string; email: string }): Promise<void>;
  resetPasswordByCode(
    ctx: CallContext,
    input: { unitCode: string; userCode: string; email: string; validateCode: string; passwd: string },
  ): Promise<void>;
  sendMobileCode(ctx: CallContext, input: { encodedCode: string }): Promise<{ mobile: string; seconds: number }>;
}

export interface SelfServiceBackend {
  updateUserPassword(ctx: CallContext, input: { passwdOld: string; passwd: string }): Promise<void>;
  cancelPasswordChange(ctx: CallContext): Promise<void>;
  possibleLoginUnits(ctx: CallContext, input: { search: string }): Promise<LoginUnit[]>;
  getBackgroundUnit(ctx: CallContext): Promise<LoginUnit>;
  emailResetCode(ctx: CallContext, input: { id: number; email: string }): Promise<void>;
  resetEmail(ctx: CallContext, input: { id: number; email: string; validateCode: string }): Promise<void>;
  getEmail(ctx: CallContext): Promise<{ email: string; masked: string }>;
  /** Sends a code by SMS to the mobile the caller (user `id`) wants to bind; answers the resend wait. */
  mobileBindCode(ctx: CallContext, input: { id: number; mobile: string }): Promise<{ seconds: number }>;
  bindMobile(ctx: CallContext, input: { id: number; mobile: string; validateCode: string }): Promise<void>;
  getMobile(ctx: CallContext): Promise<{ masked: string }>;
  unitParam(ctx: CallContext, input: { code: string; unitCode?: string }): Promise<SystemOption | null>;
  /** null when there is no such unit (the spec tolerates 50001 here). */
  orgByCode(ctx: CallContext, input: { code: string }): Promise<Unit | null>;
  checkPermission(ctx: CallContext, input: { identity: string }): Promise<{ identity: string; permitted: 'T' | 'F'; title: string }>;
  domainByHost(ctx: CallContext, input: { host: string }): Promise<DomainInfo | null>;
}

/** The signed-in user's tab logo and icon (logo management), and the files they point at. */
export interface BrandBackend {
  /** The logo in effect for the caller: their own, else their unit's, else the platform's; null when none. */
  getLogo(ctx: CallContext, input: { code: string }): Promise<Logo | null>;
  /** The caller's own logos. */
  listLogos(ctx: CallContext): Promise<Logo[]>;
  /** Stores the file and makes it the caller's logo image (or icon) of `code`; returns its address. */
  uploadLogo(ctx: CallContext, input: LogoUpload): Promise<string>;
  /** Removes the caller's image and/or icon of `code` (both when isIcon is absent). */
  deleteLogo(ctx: CallContext, input: { code: string; isIcon?: 'T' | 'F' }): Promise<void>;
  /** An uploaded file by id; 40400 when there is none. */
  readFile(ctx: CallContext, input: { id: string }): Promise<StoredFile>;
}

/** Style resources as pages use them (docs/decisions/066): public, enabled ones only. */
export interface StyleBackend {
  /** An uploaded file by code, for /style-assets/{code}; 40400 when there is none or it is disabled. */
  readAsset(ctx: CallContext, input: { code: string }): Promise<StyleAsset>;
  /** A snippet by kind and code, for the sandboxed /style-frame/{kind}/{code}; 40400 when there is none or it is disabled. */
  readSnippet(ctx: CallContext, input: { kind: SnippetKind; code: string }): Promise<StyleSnippet>;
  /**
   * The enabled resources a page of `host` puts on itself, in cascade order: for LOGIN those of the
   * host's domain and its unit (no session), for SHELL those of the caller's current unit and the
   * units above it (the call's token).
   */
  listApplied(ctx: CallContext, input: { placement: StylePlacement; host: string }): Promise<AppliedStyle[]>;
}

/** Translations of an application's texts per locale, pulled incrementally. */
export interface TranslateBackend {
  list(ctx: CallContext, input: { appCode: string; locale: Locale; since?: Date }): Promise<KvTranslates>;
  saveBatch(ctx: CallContext, input: TranslationBatch): Promise<void>;
}

/** The hotel-management system's calls the apps home uses (the through-app modal). */
export interface PmsBackend {
  /** Hotels the caller may open the PMS for, by code or name. */
  listHotels(ctx: CallContext, input: { search: string; firstResult: number; pageSize: number }): Promise<Paged<HotelRow>>;
  /** A short-lived token for the desktop client of `appCode` at `hotelCode`. */
  token(ctx: CallContext, input: { appCode: string; hotelCode: string }): Promise<PmsToken>;
}

/** The code dictionary, read side (e.g. GC / UPDATE_HISTORY_URL). */
export interface DictionaryBackend {
  list(ctx: CallContext, input: { appCode: string; code: string; isHalt?: 'T' | 'F' }): Promise<DictionaryEntry[]>;
}

/** Server-side permission checks behind the `permission` of an endpoint declaration. */
/** What the dispatcher asks before a call runs: its declared permission and scope, and its parsed input. */
export interface AuthorizeRequest {
  /** The call's declared method and path (`POST /user/lock`): names it in logs and in the once-per-call bookkeeping. */
  call: string;
  permission?: string;
  scope?: CallScope;
  input: unknown;
}

export interface AccessBackend {
  /** Resolves when the caller holds `permission`; 50001 without a live session, 40300 otherwise. */
  require(ctx: CallContext, permission: string): Promise<void>;
  /**
   * The one authority check of a call (docs/decisions/090): the permission, then every unit and
   * record its declared scope names in `input` (40400 naming the field when one does not exist,
   * 40300 when it is outside the caller's units). Deny by default: no scope declared, no call.
   */
  authorize(ctx: CallContext, request: AuthorizeRequest): Promise<void>;
}

/** The console's calls (lib/contracts/console.ts), one function per call name. */
export type ConsoleBackend = { [K in ConsoleCallName]: (ctx: CallContext, input: ConsoleInput<K>) => Promise<ConsoleOutput<K>> };

type ReadStateChange = { readState: 'T' | 'F'; targetAppcode?: string; targetUsercode?: string; targetOrgcode?: string };

/** In-app messages and notices (portal.md sections 3, 5 and 7). A caller only reads and changes their own receipts. */
export interface MessagesBackend {
  listUserMessages(ctx: CallContext, input: UserMessageListRequest): Promise<Paged<MessageRow>>;
  listNotices(ctx: CallContext, input: NoticeListRequest): Promise<Paged<MessageRow>>;
  unreadCount(ctx: CallContext, input: { messageType?: MessageRow['messageType']; targetAppcode?: string; targetUsercode?: string; targetOrgcode?: string }): Promise<number>;
  /** The caller's receipt of one message; 40400 when the caller did not receive it. */
  detail(ctx: CallContext, input: { messageId: number }): Promise<MessageRow>;
  /** 40400 (nothing changed) when any of the messages is not the caller's. */
  setReadState(ctx: CallContext, input: { messageId: number } & ReadStateChange): Promise<void>;
  setReadStates(ctx: CallContext, input: { messageIds: number[] } & ReadStateChange): Promise<void>;
  /** Pop-up notices: 'postpone' shows them again after `minutes`; 'close' stops showing them (still unread). */
  dismissNotices(ctx: CallContext, input: { messageIds: number[]; action: 'postpone' | 'close'; minutes?: number }): Promise<void>;
  remindTone(ctx: CallContext, input: { unitCode?: string }): Promise<RemindTone>;
  setRemindTone(ctx: CallContext, input: { unitCode: string; toneUrl: string; time: number }): Promise<void>;
  /** Administrators and other applications' servers: one receipt per recipient, pushed live. */
  publish(ctx: CallContext, input: PublishRequest): Promise<PublishResult>;
  systemTip(ctx: CallContext): Promise<SystemTip>;
  setSystemTip(ctx: CallContext, input: { messageTitle: string; messageText: string; messageLevel: MessageRow['messageLevel'] }): Promise<SystemTip>;
  clearSystemTip(ctx: CallContext): Promise<void>;
  /** Who a live connection belongs to (session cookie or token); 50001 when the token is dead. */
  connectionPrincipal(ctx: CallContext): Promise<ConnectionPrincipal>;
}

/** What /cas/login does for a service (docs/decisions/108). */
export type CasLoginResult =
  | { kind: 'ticket'; service: string; url: string }
  /** No live SSO session: the login page, then back. */
  | { kind: 'login'; service: string; at: number }
  /** renew=true and the session is older than the renew request: the login page again. `at`: the backend's time now (ms), the renew request's time. */
  | { kind: 'renew'; service: string; at: number }
  | { kind: 'invalid-service' }
  | { kind: 'not-opened'; service: string };

/** A service ticket validation, in the CAS 3.0 protocol's terms. */
export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: 'INVALID_REQUEST' | 'INVALID_TICKET' | 'INVALID_TICKET_SPEC' | 'INVALID_SERVICE' | 'INTERNAL_ERROR'; description: string };

/** CAS 3.0 on the SSO host; the built-in backend's (an upstream has none: its calls answer 40400). */
export interface CasBackend {
  /** `renewSince` (ms): renew=true, only a session started after it counts. */
  login(ctx: CallContext, input: { service: string; renewSince?: number }): Promise<CasLoginResult>;
  /** The registered service address (normalised), or undefined. */
  service(ctx: CallContext, input: { service: string }): Promise<string | undefined>;
  validate(ctx: CallContext, input: { ticket?: string; service?: string; renew?: boolean }): Promise<CasValidation>;
}

/** Session administration (docs/decisions/080). */
export interface SessionsBackend {
  /** Ends every session of a user in the caller's unit scope; 40300 for one's own account or outside the scope. */
  endUserSessions(ctx: CallContext, input: EndSessionsInput): Promise<EndSessionsResult>;
  /** The caller's live sign-ins with their devices and applications ("My sessions", docs/decisions/107). */
  mySignIns(ctx: CallContext): Promise<SignInFamily[]>;
  /** Ends one of the caller's sign-ins; 40400 for one that is not theirs or not live. */
  endMySignIn(ctx: CallContext, input: EndMySignInInput): Promise<EndSessionsResult>;
  /** Ends every sign-in of the caller but this one. */
  endOtherSignIns(ctx: CallContext): Promise<EndSessionsResult>;
  /** A user's live sign-ins for an administrator (the right to end their sessions, in their unit). */
  userSignIns(ctx: CallContext, input: UserSignInsInput): Promise<SignInFamily[]>;
  /** An administrator ends one sign-in of a user. */
  endUserSignIn(ctx: CallContext, input: EndUserSignInInput): Promise<EndSessionsResult>;
}

export interface Backend {
  readonly kind: 'builtin' | 'upstream';
  auth: AuthBackend;
  self: SelfServiceBackend;
  access: AccessBackend;
  sessions: SessionsBackend;
  cas: CasBackend;
  console: ConsoleBackend;
  messages: MessagesBackend;
  brand: BrandBackend;
  style: StyleBackend;
  translate: TranslateBackend;
  pms: PmsBackend;
  dictionary: DictionaryBackend;
}
