/**
 * How a BFF endpoint is declared: base, method and spec path, who may call it, a zod schema for
 * its input and for its output, optional rate limits, and a handler that calls the backend.
 * lib/bff/dispatch.ts does everything else (CSRF, parsing, session, envelope, errors).
 */
import type { z } from 'zod';
import type { Backend, CallContext } from '@/lib/backend/types';
import type { AppHostConfig } from '@/lib/config/schemas';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';
import type { Locale } from '@/lib/i18n/locales';
import type { SessionData } from './session';
import type { CallScope } from '@/lib/contracts/scope';

export type ApiBase = 'uc' | 'message' | 'translate';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who called: a browser with its session cookie, or an application's server with a token or its client credentials. */
export type Caller = 'browser' | 'application';

export interface EndpointContext {
  /** Method, URL (host from the validated Host header) and headers of the call. */
  request: { method: string; url: string; headers: Headers };
  caller: Caller;
  /**
   * For endpoints declared with `client: 'basic'`: the application named by the HTTP Basic
   * credentials and whether its secret matched. The handler decides what a failure costs (a
   * ticket presented with a wrong secret is burnt before the refusal).
   */
  client?: { appCode: string; verified: boolean };
  call: CallContext;
  backend: Backend;
  store: EphemeralStore;
  app: AppHostConfig;
  locale: Locale;
  /** The current cookie session's data (empty for a visitor); change it through the methods below. */
  session: Readonly<Partial<SessionData>>;
  /** Replaces the session with a new login (a fresh cookie on every login). */
  startSession(data: Omit<SessionData, 'loginAt'>): Promise<void>;
  /** Changes fields of the current session and re-seals the cookie. */
  updateSession(patch: Partial<SessionData>): Promise<void>;
  /** Ends the cookie session; `extraCookies`: Set-Cookie lines sent with it (the front-channel logout's). */
  endSession(extraCookies?: string[]): Promise<void>;
  /** Whether cookies of this request are marked Secure (HTTPS, or COOKIE_SECURE). */
  secure: boolean;
}

export interface RateRule<I> {
  /** Part of the counter key; the rule's key function adds the subject (an IP, an account). */
  name: string;
  key(input: I, ctx: EndpointContext): string | undefined;
  limit: number;
  windowSeconds: number;
  /** 'failure': only failed calls count (logins); 'always': every call counts (sending codes). */
  count: 'always' | 'failure';
  /** Counted across every endpoint that declares a rule of this name (the login limits), not per endpoint. */
  shared?: boolean;
  /**
   * Told of the first refusal of a subject in each window (once, however many attempts are then
   * refused at once): for the login log, which must show an attack without a row per attempt.
   */
  onFirstRefusal?(input: I, ctx: EndpointContext): Promise<void>;
}

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  base: ApiBase;
  method: Method;
  /** The spec's path below the base, with :params (e.g. /org/code/:code). */
  path: string;
  auth: 'public' | 'session';
  /** A permission the caller must hold (checked on the server by the backend's access check). */
  permission?: string;
  /**
   * Which unit's data the call acts on (lib/contracts/scope.ts), checked with the permission before
   * the handler runs. Required with a permission: a call naming one without a scope does not run.
   */
  scope?: CallScope;
  input: I;
  output: O;
  rateLimits?: RateRule<z.output<I>>[];
  /** Enforce the same-origin check on a GET too (a GET that changes state, like /sso/logout). */
  sameOriginOnly?: boolean;
  /** Error codes returned to the caller as an envelope marked "quiet" (no toast), e.g. 53012 on /sso/available. */
  quietCodes?: number[];
  /**
   * Who may call (default: browsers and applications for `auth: 'session'`, browsers only for
   * public calls). With 'application', the user's jwtToken is accepted in
   * `Authorization` (raw or Bearer) or in the input field named by `tokenParam`, instead of the
   * session cookie (portal.md section 7; decision record 011).
   */
  callers?: readonly Caller[];
  tokenParam?: string;
  /** 'basic': the application's server authenticates with HTTP Basic appCode:secret (ticket redemption). */
  client?: 'basic';
  handler(args: { input: z.output<I>; ctx: EndpointContext }): Promise<z.input<O>>;
}

/** Identity function that keeps the input and output types tied to their schemas. */
export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}
