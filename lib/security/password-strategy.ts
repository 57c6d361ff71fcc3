// Builds the PASSWORD_STRATEGY pattern from its rule indexes (used by the parameter services and the seed), so the stored pattern (value) and
// the stored rule description (remark) cannot disagree.

/** Rule indexes of the remark's `fruit` list (portal.md section 5). */
export const PASSWORD_RULES = {
  0: { lookahead: '(?=.*[0-9])', zh: '数字', en: 'numbers' },
  1: { lookahead: '(?=.*[A-Z])', zh: '大写字母', en: 'capitals' },
  2: { lookahead: '(?=.*[a-z])', zh: '小写字母', en: 'lowercase' },
  3: { lookahead: '(?=.*[^A-Za-z0-9])', zh: '特殊符号', en: 'special symbols' },
  4: { lookahead: '(?=.*[^0-9])', zh: '特殊符号或字母', en: 'special symbols or letters' },
} as const

export type PasswordRule = keyof typeof PASSWORD_RULES

export type PasswordStrategy = { fruit: PasswordRule[]; inputValue: number }

/**
 * `^` + one lookahead per rule + printable non-space ASCII of at least `inputValue` characters.
 * Plain JavaScript RegExp syntax, so browser and server can both use it.
 */
export function passwordPattern(strategy: PasswordStrategy): string {
  if (!Number.isInteger(strategy.inputValue) || strategy.inputValue < 6) {
    throw new Error('password strategy: minimum length must be an integer of at least 6')
  }
  if (strategy.fruit.length === 0) throw new Error('password strategy: choose at least one rule')
  const lookaheads = [...new Set(strategy.fruit)].sort().map((rule) => PASSWORD_RULES[rule].lookahead)
  return `^${lookaheads.join('')}[!-~]{${strategy.inputValue},}$`
}

/** The SystemOption remark: exactly `{"fruit":[...],"inputValue":n}`. */
export function passwordRemark(strategy: PasswordStrategy): string {
  return JSON.stringify({ fruit: strategy.fruit, inputValue: strategy.inputValue })
}
