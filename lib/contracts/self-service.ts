/** Schemas of the self-service calls: password, e-mail, units, parameters (portal.md sections 3, 5, 7). */
import { z } from 'zod';
import { flagSchema, SHAPE_PRESERVING } from './envelope';
import { integerInput, INT32_MAX } from './numbers';
import { maskOption } from '@/lib/security/secret-values';
import { MOBILE_PATTERN } from './patterns';

export const updatePasswordRequestSchema = z.object({
  passwdOld: z.string().min(1).max(256),
  passwd: z.string().min(1).max(256),
});

export const sendResetMailRequestSchema = z.object({
  unitCode: z.string().trim().min(1).max(60),
  userCode: z.string().trim().min(1).max(30),
  email: z.string().trim().min(3).max(254),
});

export const resetPasswordByCodeRequestSchema = sendResetMailRequestSchema.extend({
  validateCode: z.string().trim().regex(/^\d{6}$/),
  passwd: z.string().min(1).max(256),
});

export const emailResetCodeRequestSchema = z.object({
  id: integerInput(1, INT32_MAX),
  email: z.string().trim().min(3).max(254),
  captchaId: z.string().min(10).max(100),
  captcha: z.string().trim().min(1).max(10),
});

export const resetEmailRequestSchema = z.object({
  id: integerInput(1, INT32_MAX),
  email: z.string().trim().min(3).max(254),
  validateCode: z.string().trim().regex(/^\d{6}$/),
});

/** The mobile to bind: 11 digits starting with 1 (portal.md section 5). */
const mobileSchema = z.string().trim().regex(MOBILE_PATTERN);

export const mobileBindCodeRequestSchema = z.object({ id: integerInput(1, INT32_MAX), mobile: mobileSchema });
export const mobileBindCodeResultSchema = z.object({ seconds: z.number().int() });

export const bindMobileRequestSchema = z.object({
  id: integerInput(1, INT32_MAX),
  mobile: mobileSchema,
  validateCode: z.string().trim().regex(/^\d{6}$/),
});

/** The bound number leaves the server masked only (138****0001); empty when none is bound. */
export const mobileInfoSchema = z.object({ masked: z.string() });

export const captchaSchema = z.object({ captchaId: z.string(), image: z.string() });

export const sendMobileCodeRequestSchema = z.object({ encodedCode: z.string().min(16).max(200) });
export const sendMobileCodeResultSchema = z.object({ mobile: z.string(), seconds: z.number().int() });

export const possibleLoginUnitsRequestSchema = z.object({ search: z.string().trim().max(60).default('') });

export const unitParamRequestSchema = z.object({
  code: z.string().trim().min(1).max(60),
  unitCode: z.string().trim().min(1).max(60).optional(),
});

/** A system option (unit parameter). PASSWORD_STRATEGY: value = pattern, remark = {"fruit":[...],"inputValue":n}. */
export const systemOptionSchema = z
  .object({
    code: z.string(),
    value: z.string(),
    remark: z.string(),
    halt: flagSchema,
  })
  // Secrets are write-only: any signed-in user may read a parameter, never its secrets (docs/decisions/092).
  .transform(maskOption)
  .meta(SHAPE_PRESERVING);
export type SystemOption = z.infer<typeof systemOptionSchema>;

export const emailInfoSchema = z.object({ email: z.string(), masked: z.string() });

export const domainInfoSchema = z.object({
  title: z.string(),
  logoUrl: z.string(),
  backgroundUrl: z.string(),
  copyRight: z.string(),
  loginPage: z.string(),
  /** Front properties as key/value pairs, e.g. newFrameworkUrl. */
  frontProps: z.record(z.string(), z.string()),
});
export type DomainInfo = z.infer<typeof domainInfoSchema>;

export const permissionCheckRequestSchema = z.object({ identity: z.string().trim().min(1).max(60) });
export const permissionCheckResultSchema = z.object({ identity: z.string(), permitted: flagSchema, title: z.string() });
