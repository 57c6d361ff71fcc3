import { describe, expect, it } from 'vitest';
import { isNewFrameworkPage } from './new-framework';

describe('isNewFrameworkPage', () => {
  it('takes pages on the origin of the new framework address, whatever its path', () => {
    expect(isNewFrameworkPage('/user/user-list', '/index', 'http://uc.localhost:3000')).toBe(true);
    expect(isNewFrameworkPage('/user/user-list', 'http://uc.localhost:3000', 'http://uc.localhost:3000')).toBe(true);
    expect(isNewFrameworkPage('http://legacy.example/page', '/index', 'http://uc.localhost:3000')).toBe(false);
    expect(isNewFrameworkPage('/demo/x', 'http://uc.localhost:3000/index', 'http://demo.localhost:3000')).toBe(false);
    expect(isNewFrameworkPage('/x', '', 'http://uc.localhost:3000')).toBe(false);
  });
});
