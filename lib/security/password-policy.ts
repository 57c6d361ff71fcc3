/**
 * Password rules (portal.md section 5), shared by the browser and the server so both say the same.
 * - User-center app: at least 6 printable ASCII characters with a digit and a letter, and also the
 *   unit's PASSWORD_STRATEGY when one is set (an administrator who saves a strategy expects it to
 *   hold on every host that changes a password: docs/decisions/097-password-strategy-everywhere.md).
 * - Other apps: the unit's PASSWORD_STRATEGY parameter. When its remark is valid JSON
 *   ({"fruit":[rule indexes],"inputValue":min length}) its pattern applies and the message lists the
 *   required kinds and the minimum length; otherwise at least 6 characters including a digit.
 */
export const PASSWORD_MIN = 6;

/** Rule indexes of the strategy's `fruit` list, in the spec's order. */
export const STRATEGY_KINDS = ['numbers', 'capitals', 'lowercase', 'special', 'specialOrLetters'] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

export type StrategyRule = { type: 'strategy'; kinds: StrategyKind[]; min: number; pattern: RegExp | null };
export type PasswordRule = { type: 'uc'; strategy?: StrategyRule } | { type: 'default' } | StrategyRule;

const UC_RULE = /^(?=.*\d)(?=.*[A-Za-z])[\x20-\x7e]{6,}$/;
const DEFAULT_RULE = /^(?=.*\d).{6,}$/;

const KIND_TESTS: Record<StrategyKind, RegExp> = {
  numbers: /\d/,
  capitals: /[A-Z]/,
  lowercase: /[a-z]/,
  special: /[^A-Za-z0-9]/,
  specialOrLetters: /[^0-9]/,
};

/** Builds the rule for an application from the unit's PASSWORD_STRATEGY (value, remark), if any. */
export function passwordRuleFor(appCode: string, strategy: { value: string; remark: string } | null, ucAppCode = 'UC'): PasswordRule {
  const set = strategy ? strategyRule(strategy) : null;
  if (appCode === ucAppCode) return set ? { type: 'uc', strategy: set } : { type: 'uc' };
  return set ?? { type: 'default' };
}

/** The unit's strategy as a rule, or null when its remark is not the JSON the strength page saves. */
function strategyRule(strategy: { value: string; remark: string }): StrategyRule | null {
  let remark: unknown;
  try {
    remark = JSON.parse(strategy.remark);
  } catch {
    return null;
  }
  if (!remark || typeof remark !== 'object') return null;
  const { fruit, inputValue } = remark as { fruit?: unknown; inputValue?: unknown };
  const kinds = Array.isArray(fruit)
    ? [...new Set(fruit.map(Number).filter((i) => Number.isInteger(i) && i >= 0 && i < STRATEGY_KINDS.length))].map((i) => STRATEGY_KINDS[i]!)
    : [];
  const min = Math.max(PASSWORD_MIN, Number.isInteger(Number(inputValue)) ? Number(inputValue) : PASSWORD_MIN);
  let pattern: RegExp | null = null;
  if (strategy.value) {
    try {
      pattern = new RegExp(strategy.value);
    } catch {
      // A broken pattern in the parameter must not lock everyone out: the kinds and length still apply.
      pattern = null;
    }
  }
  return { type: 'strategy', kinds, min, pattern };
}

export function checkPassword(password: string, rule: PasswordRule): boolean {
  switch (rule.type) {
    case 'uc':
      return UC_RULE.test(password) && (!rule.strategy || checkPassword(password, rule.strategy));
    case 'default':
      return DEFAULT_RULE.test(password);
    case 'strategy':
      return (
        password.length >= rule.min &&
        rule.kinds.every((k) => KIND_TESTS[k].test(password)) &&
        (rule.pattern === null || rule.pattern.test(password))
      );
  }
}

/**
 * The rule as words, from translations under `password.rule`:
 * uc, default, strategy ({kinds}, {min}) and kind.<name>, joined with kindSeparator.
 */
export function describePasswordRule(rule: PasswordRule, t: (key: string, values?: Record<string, string | number>) => string): string {
  if (rule.type === 'uc') return rule.strategy ? t('rule.ucAnd', { strategy: describePasswordRule(rule.strategy, t) }) : t('rule.uc');
  if (rule.type === 'default') return t('rule.default');
  const kinds = rule.kinds.map((k) => t(`rule.kind.${k}`)).join(t('rule.kindSeparator'));
  return kinds ? t('rule.strategy', { kinds, min: rule.min }) : t('rule.lengthOnly', { min: rule.min });
}
