/** 58002 with the reason in the caller's language: the parameter form shows it and stays open (console.md). */
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { getTranslator } from '@/lib/i18n/translate';

export type OptionRefusal = 'codeTaken' | 'badStrategy' | 'secretMissing' | 'secretAddressChanged';

export async function refuseOption(access: Access, reason: OptionRefusal): Promise<never> {
  const t = await getTranslator(access.ctx.locale, 'console.options');
  throw new AppError(ErrorCode.SYSTEM_OPTION_REFUSED, { serverMessage: t(`refused.${reason}`) });
}
