/**
 * Schemas of the login and SSO calls (portal.md section 7, console.md section 7). The same
 * schemas check what the browser sends to the BFF, what the upstream service answers, and what
 * the built-in backend returns.
 */
import { z } from 'zod';
import { flagSchema } from './envelope';

const code = (max: number) => z.string().trim().min(1).max(max);

export const winTypeSchema = z.enum(['ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK']);
export type WinType = z.infer<typeof winTypeSchema>;

export interface MenuNode {
  name: string;
  title: string;
  path: string;
  winType: WinType;
  stretch: 'T' | 'F';
  icon: string;
  tip: string;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    title: z.string(),
    path: z.string(),
    winType: winTypeSchema,
    stretch: flagSchema,
    icon: z.string(),
    tip: z.string(),
    children: z.array(menuNodeSchema),
  }),
);

export const appSchema = z.object({
  code: z.string(),
  name: z.string(),
  descript: z.string(),
  remark: z.string(),
  logo: z.string(),
  sLogo: z.string(),
  /** The address from the static app-links mapping; '' means 'no matched address'. */
  href: z.string(),
  sso: flagSchema,
  icon: z.string(),
  iconColor: z.string(),
  img: z.string(),
});
export type App = z.infer<typeof appSchema>;

export const userTypeSchema = z.enum(['SUPER_ADMIN', 'OPS_ADMIN', 'APP_ADMIN', 'UNIT_ADMIN', 'ORDINARY']);

/** The session's user (portal.md section 3, "User (session)"). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: userTypeSchema,
  deptName: z.string(),
  firstLogin: flagSchema,
  isBackdoor: flagSchema,
  canUseBackdoor: flagSchema,
  receiveMessage: flagSchema,
  email: z.string(),
  /** Password-change flag: T when the user must change the password now. */
  pwdChange: flagSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const unitSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  type: z.string(),
  theme: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

/** Login result as the backend returns it. jwtToken never reaches the browser (see publicLoginResultSchema). */
export const loginResultSchema = z.object({
  jwtToken: z.string().min(1),
  apps: z.array(appSchema),
  menus: z.array(menuNodeSchema),
  userCode: z.string(),
  username: z.string(),
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  unitLogo: z.string(),
  deptName: z.string(),
  userPkId: z.number().int(),
  unitPkId: z.number().int(),
  pwdChange: flagSchema,
  user: sessionUserSchema,
  unit: unitSchema,
  /** Shown after login when this login ended another session of the account (the notice variant of 安全提示). */
  repeatLogin: z.lazy(() => repeatLoginInfoSchema).nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What the BFF sends to the browser: the token stays in the HttpOnly session cookie. */
export const publicLoginResultSchema = loginResultSchema.omit({ jwtToken: true }).strict();
export type PublicLoginResult = z.infer<typeof publicLoginResultSchema>;

export const repeatLoginInfoSchema = z.object({
  /** Login type or application of the other login. */
  descript: z.string(),
  time: z.string(),
  ip: z.string(),
  location: z.string(),
});
export type RepeatLoginInfo = z.infer<typeof repeatLoginInfoSchema>;

/**
 * The image captcha a sign-in carries once the unit's rules ask for one (answer 40114 or 40115
 * with a new captcha in retVal; docs/decisions/104).
 */
const captchaFields = {
  captchaId: z.string().min(10).max(100).optional(),
  captcha: z.string().trim().min(1).max(10).optional(),
};
/** The new captcha of a 40114 or 40115 answer. */
export const loginCaptchaSchema = z.object({ captchaId: z.string(), image: z.string() });
export type LoginCaptcha = z.infer<typeof loginCaptchaSchema>;

export const loginRequestSchema = z.object({
  unitCode: code(60),
  userCode: code(30),
  password: z.string().min(1).max(256),
  appCode: code(60).optional(),
  language: z.string().max(10).optional(),
  ...captchaFields,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const pmsLoginRequestSchema = z.object({
  hotelCode: code(60),
  pmsUserCode: z.string().trim().regex(/^[A-Za-z0-9_]{1,30}$/),
  password: z.string().min(1).max(256),
  appCode: code(60).optional(),
  ...captchaFields,
});
export type PmsLoginRequest = z.infer<typeof pmsLoginRequestSchema>;

export const reLoginRequestSchema = z.object({
  appCode: code(60).optional(),
  language: z.string().max(10).optional(),
});

export const ssoCheckRequestSchema = z.object({ token: z.string().min(16).max(200), appCode: code(60) });
export const iamCheckRequestSchema = z.object({ ticket: z.string().min(16).max(200), service: z.string().min(1).max(2048) });
export const jwtTokenResultSchema = z.object({ jwtToken: z.string().min(1) });
/** The browser learns that the exchange worked, never the token. */
export const publicCheckResultSchema = z.object({ appCode: z.string() });

export const availableRequestSchema = z.object({ appCode: code(60) });
export const availableResultSchema = z.object({ appCode: z.string(), available: flagSchema });

export const casLoginOptionSchema = z.object({
  /** Whether a CAS/IAM login is offered on the login page, and where it goes. */
  enabled: flagSchema,
  loginUrl: z.string(),
  buttonText: z.string(),
});

export const changeLoginInfoRequestSchema = z.object({ orgCode: code(60), appCode: code(60) });

export const backdoorStateSchema = z.object({
  isBackdoor: flagSchema,
  canUseBackdoor: flagSchema,
  /** Unit the backdoor user belongs to (their home). */
  homeUnitCode: z.string(),
  currentUnitCode: z.string(),
  appCode: z.string(),
});

export const checkOverwriteResultSchema = z.object({
  appCode: z.string(),
  overwritten: flagSchema,
  info: repeatLoginInfoSchema.nullable(),
});

export const loginUnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  /** T for the user's own (home) unit. */
  home: flagSchema,
  /** T for the unit currently logged into. */
  current: flagSchema,
});
export type LoginUnit = z.infer<typeof loginUnitSchema>;
