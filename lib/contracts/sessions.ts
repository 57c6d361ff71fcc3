/** An administrator ending every session of a user (sign-ins on every host and application, live connections). */
import { z } from 'zod';
import { idSchema } from './console-call';
import { ref, scope } from './scope';

export const endSessionsInputSchema = z.object({ id: idSchema });
/** Who may call it on whom, declared once for the endpoint and the service. */
export const endSessionsAuthority = { method: 'POST', path: '/user/endSessions', permission: 'uc:user:session:end', scope: scope.of(ref.user('id')) } as const;
export const endSessionsResultSchema = z.object({
  /** Sessions that were live and are now ended. */
  ended: z.number().int().nonnegative(),
});

export type EndSessionsInput = z.infer<typeof endSessionsInputSchema>;
export type EndSessionsResult = z.infer<typeof endSessionsResultSchema>;

/**
 * "My sessions" and the administrator's view of a user's (docs/decisions/107): the live sign-ins
 * (session families) with the device they came from and the applications each signed into.
 */
export const SIGN_IN_PROTOCOLS = ['SPEC', 'OIDC', 'CAS'] as const;

export const signInAppSchema = z.object({
  /** The application's code and its name in the caller's language. */
  appCode: z.string(),
  appName: z.string(),
  protocol: z.enum(SIGN_IN_PROTOCOLS),
  at: z.string(),
});

export const signInFamilySchema = z.object({
  /** The sign-in's id (what ending one names). */
  familyId: z.string(),
  /** "T" for the sign-in this request comes from. */
  current: z.enum(['T', 'F']),
  /** Browser and system read from the user agent ('' when unknown). */
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  /** Place resolved from the IP ('' when unknown). */
  location: z.string(),
  /** The host it signed in on, and when; last activity. */
  host: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  apps: z.array(signInAppSchema),
});
export const signInFamiliesSchema = z.array(signInFamilySchema);

/** A family id (the server makes 32 hex digits; anything else names no sign-in: 40400). */
export const familyIdSchema = z.string().trim().min(1).max(64);
export const endMySignInInputSchema = z.object({ familyId: familyIdSchema });

export const userSignInsInputSchema = z.object({ userId: idSchema });
export const endUserSignInInputSchema = z.object({ userId: idSchema, familyId: familyIdSchema });
/** An administrator sees and ends a user's sign-ins with the right to end their sessions, in the user's unit. */
export const userSignInsAuthority = { method: 'GET', path: '/user/userSignIns', permission: 'uc:user:session:end', scope: scope.of(ref.user('userId')) } as const;
export const endUserSignInAuthority = { method: 'POST', path: '/user/endUserSignIn', permission: 'uc:user:session:end', scope: scope.of(ref.user('userId')) } as const;

export type SignInFamily = z.infer<typeof signInFamilySchema>;
export type EndMySignInInput = z.infer<typeof endMySignInInputSchema>;
export type UserSignInsInput = z.infer<typeof userSignInsInputSchema>;
export type EndUserSignInInput = z.infer<typeof endUserSignInInputSchema>;
