/** The e-mail address format the server accepts (lib/backend/builtin/services/email/bind-email.ts, EMAIL_PATTERN). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
