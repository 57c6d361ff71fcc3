import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('the browser of a sign-in', () => {
  it('names the common browsers and systems by their major version', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome 131', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70')).toEqual({ browser: 'Edge 131', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15')).toEqual({ browser: 'Safari 17', os: 'macOS' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({ browser: 'Firefox 133', os: 'Linux' });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN')).toEqual({ browser: 'WeChat 8', os: 'iOS' });
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toEqual({ browser: 'Chrome 131', os: 'Android' });
  });

  it('says nothing rather than guess', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: '', os: '' });
    expect(describeUserAgent(undefined)).toEqual({ browser: '', os: '' });
  });
});
