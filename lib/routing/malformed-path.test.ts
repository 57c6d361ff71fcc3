import { describe, expect, it } from 'vitest';
import { isMalformedPath } from './malformed-path';

describe('isMalformedPath', () => {
  it.each(['/style-frame/%C0%AF', '/files/%FF', '/code/%', '/demo/%E0%A4%A', '/a%2', '/%ZZ'])('%s is malformed', (p) => expect(isMalformedPath(p)).toBe(true));
  it.each(['/', '/files/abc', '/code/%25', '/demo/%E4%B8%AD', '/a%2Fb', '/style-assets/x.png'])('%s is not', (p) => expect(isMalformedPath(p)).toBe(false));
});
