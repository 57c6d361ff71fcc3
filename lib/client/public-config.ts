/**
 * Where the BFF's routes live (app/api/...). Configured bases that differ are rewritten onto these
 * by proxy.ts; the browser uses them until the page's configuration arrives.
 */
export const BFF_BASES = { userCenter: '/api/uc', internalMessage: '/api/internal-message', translate: '/api/translate' } as const;

/** What the browser needs to know of the static configuration, built on the server per request. */
export interface PublicConfig {
  apiBases: { userCenter: string; internalMessage: string; translate: string };
  features: { message: boolean; language: boolean; userBar: boolean; translate: boolean; testEnvironment: boolean; openSource: boolean };
  closeType: 0 | 1;
  externalLogoutUrl: string;
  outsideLinks: { protocols: string[]; domains: string[]; ports: number[] };
  ssoAppCode: string;
  defaultAppCode: string;
  /** The application this host serves. */
  appCode: string;
  customer: string;
  /** true: this host signs in through the SSO host. */
  sso: boolean;
  /** The SSO host's address ('' when none is configured). */
  ssoAddress: string;
  /** appCode -> address for this host's customer. */
  appLinks: Record<string, string>;
}
