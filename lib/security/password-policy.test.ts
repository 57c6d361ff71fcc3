import { describe, expect, it } from 'vitest';
import { checkPassword, describePasswordRule, passwordRuleFor } from './password-policy';

describe('password rules', () => {
  it('user-center app: at least 6 printable ASCII with a digit and a letter', () => {
    const rule = passwordRuleFor('UC', { value: '.*', remark: 'not json' });
    expect(rule.type).toBe('uc');
    expect(checkPassword('abc123', rule)).toBe(true);
    expect(checkPassword('abcdef', rule)).toBe(false);
    expect(checkPassword('123456', rule)).toBe(false);
    expect(checkPassword('ab12', rule)).toBe(false);
    expect(checkPassword('密码abc123', rule)).toBe(false);
  });

  it("user-center app with the unit's strategy set: both the fixed rule and the strategy hold, and the words say both", () => {
    const rule = passwordRuleFor('UC', { value: '^(?=.*[0-9])(?=.*[a-z])(?=.*[^A-Za-z0-9])[!-~]{10,}$', remark: '{"fruit":[0,2,3],"inputValue":10}' });
    expect(rule).toMatchObject({ type: 'uc', strategy: { type: 'strategy', min: 10 } });
    expect(checkPassword('abc12345', rule)).toBe(false);
    expect(checkPassword('long-enough-1', rule)).toBe(true);
    expect(checkPassword('----------1', rule)).toBe(false);
    const t = (k: string, v?: Record<string, string | number>) => `${k}${v ? JSON.stringify(v) : ''}`;
    expect(describePasswordRule(rule, t)).toMatch(/^rule\.ucAnd.*rule\.strategy.*min\\":10/);
  });

  it('other apps: the strategy applies when its remark is valid JSON', () => {
    const rule = passwordRuleFor('DEMO', { value: '^(?=.*\\d)(?=.*[A-Z])(?=.*[a-z]).{8,}$', remark: '{"fruit":[0,1,2],"inputValue":8}' });
    expect(rule).toMatchObject({ type: 'strategy', kinds: ['numbers', 'capitals', 'lowercase'], min: 8 });
    expect(checkPassword('Abcdefg1', rule)).toBe(true);
    expect(checkPassword('abcdefg1', rule)).toBe(false);
    expect(checkPassword('Abcdef1', rule)).toBe(false);
    const t = (k: string, v?: Record<string, string | number>) => `${k}${v ? JSON.stringify(v) : ''}`;
    expect(describePasswordRule(rule, t)).toContain('"min":8');
  });

  it('other apps: invalid remark or no strategy means at least 6 with a digit', () => {
    for (const strategy of [null, { value: '.*', remark: 'not json' }]) {
      const rule = passwordRuleFor('DEMO', strategy);
      expect(rule.type).toBe('default');
      expect(checkPassword('abcde1', rule)).toBe(true);
      expect(checkPassword('abcdef', rule)).toBe(false);
      expect(checkPassword('a1', rule)).toBe(false);
    }
  });

  it('a broken pattern does not lock everyone out', () => {
    const rule = passwordRuleFor('DEMO', { value: '([', remark: '{"fruit":[0],"inputValue":6}' });
    expect(checkPassword('abcde1', rule)).toBe(true);
  });
});
