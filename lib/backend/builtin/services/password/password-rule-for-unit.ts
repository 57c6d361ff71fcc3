/** The password rule that applies in an application for a unit (its PASSWORD_STRATEGY parameter). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { findOption } from '@/lib/backend/builtin/services/options/find-option';
import { checkPassword, describePasswordRule, passwordRuleFor, type PasswordRule } from '@/lib/security/password-policy';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';

export const PASSWORD_STRATEGY = 'PASSWORD_STRATEGY';

export async function passwordRuleForUnit(deps: BuiltinDeps, unitId: number, appCode: string): Promise<PasswordRule> {
  const option = await findOption(deps, unitId, PASSWORD_STRATEGY);
  return passwordRuleFor(appCode, option ? { value: option.value ?? '', remark: option.remark ?? '' } : null, deps.config.loginSystem.defaultAppCode);
}

/** Throws 40107 naming the rule in the user's language when the password does not satisfy it. */
export async function assertPasswordAllowed(deps: BuiltinDeps, password: string, rule: PasswordRule, locale: Locale): Promise<void> {
  if (checkPassword(password, rule)) return;
  const t = await getTranslator(locale, 'password');
  throw new AppError(ErrorCode.PASSWORD_TOO_WEAK, { params: { rule: describePasswordRule(rule, t) } });
}
