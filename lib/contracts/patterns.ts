/** Formats shared by browser and server, kept free of zod so client bundles stay small. */

/** The e-mail address format (portal.md section 5: "a normal address pattern"). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** A mainland mobile number (portal.md sections 5 and 9: 11 digits starting with 1, used in binding). */
export const MOBILE_PATTERN = /^1\d{10}$/;
