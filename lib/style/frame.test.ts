/** What snippets and files become inside the sandbox frame (docs/decisions/066). */
import { describe, expect, it } from 'vitest';
import { fileMarkup, snippetMarkup, VUE_RUNTIME_PATH, VUE_VERSION } from './frame';

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

  it('shows a Vue component by its template and cleaned styles, then mounts it with the runtime of this site', () => {
    const sfc = '<template><div class="x"><template v-if="a">{{ a }}</template></div></template>\n<script>\nimport { ref as r, computed } from "vue";\nexport default { data: () => ({ a: 1 }) }</script>\n<style scoped>.x{color:red;width:expression(1)}</style>';
    const markup = snippetMarkup('VUE', sfc);
    expect(markup.startsWith('<style>.x{color:red;}</style><div id="vue-app"><div class="x"><template v-if="a">{{ a }}</template></div></div>')).toBe(true);
    expect(markup).toContain(`<script src="${VUE_RUNTIME_PATH}?v=${VUE_VERSION}"></script>`);
    expect(markup).toContain('var { ref : r, computed } = Vue;');
    expect(markup).toContain('return { data: () => ({ a: 1 }) }');
  });

  it('keeps a Vue template and script inside their script element, and leaves <script setup> unrun', () => {
    const markup = snippetMarkup('VUE', '<template><p>{{ "</script><img src=x onerror=alert(1)>" }}</p></template><script>export default { x: "</script>" }</script>');
    const inline = markup.slice(markup.lastIndexOf('<script>'));
    expect(inline.match(/<\/script>/gi)).toHaveLength(1);
    expect(snippetMarkup('VUE', '<template><p>hi</p></template><script setup>const a = 1</script>')).toContain('var c=(function(){\n})()');
  });

  it('names the Vue version that is installed', async () => {
    const pkg = (await import('vue/package.json', { with: { type: 'json' } })).default as { version: string };
    expect(VUE_VERSION).toBe(pkg.version);
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
