'use client';
/**
 * The password rule of an application for a unit, as the server will apply it: the unit's
 * PASSWORD_STRATEGY parameter, and on the user-center app the fixed user-center rule as well.
 */
import useSWR from 'swr';
import { callApi } from '@/lib/client/call';
import * as calls from '@/lib/client/calls.generated';
import { passwordRuleFor, type PasswordRule } from '@/lib/security/password-policy';

const STRATEGY_CODE = 'PASSWORD_STRATEGY';

// Quiet: when the parameter cannot be read the default rule applies and the server still checks.
const fetchStrategy = ([, unitCode]: readonly [string, string]) =>
  callApi(calls.unitParam, { code: STRATEGY_CODE, unitCode }, { quiet: true });

export function usePasswordRule(args: { appCode: string; defaultAppCode: string; unitCode: string }): { rule: PasswordRule; loading: boolean } {
  const { data, isLoading } = useSWR([STRATEGY_CODE, args.unitCode] as const, fetchStrategy, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const option = data ? { value: data.value, remark: data.remark } : null;
  return { rule: passwordRuleFor(args.appCode, option, args.defaultAppCode), loading: isLoading };
}
