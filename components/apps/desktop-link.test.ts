import { describe, expect, it } from 'vitest';
import { desktopLink } from './desktop-link';

describe('desktopLink', () => {
  it('fills the template, encoding each value', () => {
    expect(desktopLink('concierge-pms://open?app={appCode}&hotel={hotelCode}&token={token}', { appCode: 'PMS', hotelCode: 'H 01&x', token: 'a+b/c' })).toBe(
      'concierge-pms://open?app=PMS&hotel=H%2001%26x&token=a%2Bb%2Fc',
    );
  });
});
