import { describe, expect, it } from 'vitest';
import { passwordDemand } from './password-demand';

const login = (firstLogin: 'T' | 'F', isBackdoor: 'T' | 'F', pwdChange: 'T' | 'F') => ({ pwdChange, user: { firstLogin, isBackdoor } });

describe('passwordDemand', () => {
  it.each([
    // firstLogin, isBackdoor, pwdChange, app -> open, mandatory, notice
    ['F', 'F', 'F', 'DEMO', false, false, undefined],
    ['T', 'F', 'F', 'DEMO', true, true, 'firstLogin'],
    ['T', 'F', 'F', 'UC', true, false, 'firstLogin'],
    ['T', 'T', 'F', 'DEMO', true, false, 'firstLogin'],
    ['F', 'F', 'T', 'UC', true, true, 'expired'],
    ['F', 'T', 'T', 'DEMO', true, true, 'expired'],
    // A required change of a first password (a new installation's administrator) says "first login".
    ['T', 'F', 'T', 'UC', true, true, 'firstLogin'],
    ['T', 'F', 'T', 'DEMO', true, true, 'firstLogin'],
  ] as const)('first %s, backdoor %s, pwdChange %s on %s', (first, backdoor, change, app, open, mandatory, notice) => {
    expect(passwordDemand(login(first, backdoor, change), app, 'UC')).toEqual({ open, mandatory, ...(notice ? { notice } : {}) });
  });
});
