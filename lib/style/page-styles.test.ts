/** What a page makes of its style resources, whichever backend listed them. */
import { describe, expect, it } from 'vitest';
import { FRAME_MAX_HEIGHT, frameHeightOf, pageStylesOf } from './page-styles';

const sha = 'ab'.repeat(32);

describe('page styles', () => {
  it('keeps the order, links .css files at their hashed address and frames every other snippet', () => {
    const out = pageStylesOf([
      { kind: 'CSS', code: 'a', name: 'A', sha256: sha, content: 'body{color:red}' },
      { kind: 'FILE', code: 'theme.css', name: 'T', sha256: sha, content: null },
      { kind: 'CSS', code: 'b', name: 'B', sha256: sha, content: 'p{color:blue}' },
      { kind: 'JAVASCRIPT', code: 'clock', name: '时钟', sha256: sha, content: null },
      { kind: 'VUE', code: 'card', name: 'Card', sha256: sha, content: null },
    ]);
    expect(out.styles).toEqual([
      { code: 'a', css: 'body{color:red}' },
      { code: 'theme.css', href: '/style-assets/theme.css?v=abababababab' },
      { code: 'b', css: 'p{color:blue}' },
    ]);
    expect(out.frames).toEqual([
      { code: 'JAVASCRIPT:clock', title: '时钟', src: '/style-frame/javascript/clock' },
      { code: 'VUE:card', title: 'Card', src: '/style-frame/vue/card' },
    ]);
  });

  it('cleans CSS again (an upstream answer is not trusted) and drops what is left empty', () => {
    const out = pageStylesOf([
      { kind: 'CSS', code: 'x', name: 'X', sha256: sha, content: 'a{background:url(javascript:alert(1))}' },
      { kind: 'CSS', code: 'y', name: 'Y', sha256: sha, content: 'b{color:red}</style><script>alert(1)</script>' },
      { kind: 'CSS', code: 'z', name: 'Z', sha256: sha, content: '/* only a comment */ ' },
    ]);
    expect(out.styles).toEqual([{ code: 'x', css: 'a{}' }, { code: 'y', css: 'b{color:red}<\\/style><script>alert(1)</script>' }]);
    expect(JSON.stringify(out)).not.toContain('javascript:');
  });

  it('believes only a numeric height, and caps it', () => {
    expect(frameHeightOf({ styleFrameHeight: 120.2 })).toBe(121);
    expect(frameHeightOf({ styleFrameHeight: 99999 })).toBe(FRAME_MAX_HEIGHT);
    expect(frameHeightOf({ styleFrameHeight: -5 })).toBe(0);
    for (const junk of [null, 'x', { styleFrameHeight: '100' }, { styleFrameHeight: Number.NaN }, { other: 1 }]) expect(frameHeightOf(junk)).toBeUndefined();
  });
});
