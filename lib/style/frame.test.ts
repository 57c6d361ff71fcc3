/** What snippets and files become inside the sandbox frame (docs/decisions/066). */
import { describe, expect, it } from 'vitest';
import { fileMarkup, snippetMarkup } from './frame';

describe('snippetMarkup', () => {
  it('puts HTML and UI components in as they are: the sandbox, not the markup, confines them', () => {
    expect(snippetMarkup('HTML', '<p onclick="x()">hi</p><script>go()</script>')).toBe('<p onclick="x()">hi</p><script>go()</script>');
    expect(snippetMarkup('UI', '<button>ok</button>')).toBe('<button>ok</button>');
  });

  it('keeps a script inside its element', () => {
    expect(snippetMarkup('JAVASCRIPT', 'a = "</SCRIPT><img src=x onerror=y>"; <!-- b')).toBe('<script>a = "<\\/SCRIPT><img src=x onerror=y>"; <\\!-- b</script>');
  });

  it('shows a stylesheet, cleaned, on sample markup', () => {
    const markup = snippetMarkup('CSS', 'p{color:red;background:url(javascript:x)}</style><b>', '<p>sample</p>');
    expect(markup).toBe('<style>p{color:red;}<\\/style><b></style><p>sample</p>');
  });

  it('shows a Vue component by its template and cleaned styles, without its script', () => {
    const sfc = '<template><div class="x"><template v-if="a">{{ a }}</template></div></template>\n<script>export default { data: () => ({ a: 1 }) }</script>\n<style scoped>.x{color:red;width:expression(1)}</style>';
    expect(snippetMarkup('VUE', sfc)).toBe('<style>.x{color:red;}</style><div class="x"><template v-if="a">{{ a }}</template></div>');
  });
});

describe('fileMarkup', () => {
  it('shows an image, a font and a stylesheet', () => {
    expect(fileMarkup('image/png', '/style-assets/a.png?v=1&x="')).toBe('<img src="/style-assets/a.png?v=1&amp;x=&quot;" alt="" style="max-width:100%">');
    expect(fileMarkup('font/woff2', '/style-assets/f', '')).toContain('src:url("/style-assets/f")');
    expect(fileMarkup('text/css', '/style-assets/s.css', '<p>s</p>')).toBe('<link rel="stylesheet" href="/style-assets/s.css"><p>s</p>');
    expect(fileMarkup('text/css', 'data:text/css;base64,', '<p>s</p>', 'p{behavior:url(x)}')).toBe('<style>p{}</style><p>s</p>');
    expect(fileMarkup('application/zip', '/x')).toBe('');
  });
});
