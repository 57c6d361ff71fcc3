/**
 * What a style resource becomes inside the sandbox frame (docs/decisions/066), shared by the
 * preview (browser, before saving) and /style-frame/{kind}/{code} (server, saved snippets). The
 * frame's own policy (frameDocument's caller sets it) confines whatever runs here; this only
 * makes sure a resource cannot end the element it is put in.
 */
import { sanitizeCss } from './sanitize-css';
import type { SnippetKind, StyleFileType } from './kinds';

/** Markup a stylesheet is tried on when previewed. */
export function cssSample(text: { heading: string; paragraph: string; link: string; button: string; input: string }): string {
  return `<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.paragraph)} <a href="#">${escapeHtml(text.link)}</a></p><p><button type="button">${escapeHtml(text.button)}</button> <input placeholder="${escapeHtml(text.input)}"></p>`;
}

export const DEFAULT_CSS_SAMPLE = cssSample({ heading: 'Aa 标题 Heading', paragraph: '正文 Paragraph', link: '链接 Link', button: '按钮 Button', input: '输入 Input' });

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Script text that cannot close its <script> element or open an HTML comment inside it. */
function scriptText(js: string): string {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * Vue's browser build (with its template compiler), served by this site for the frames only
 * (lib/style/serve.ts); the version is in the address so caches keep it for good.
 */
export const VUE_VERSION = '3.5.45';
export const VUE_RUNTIME_PATH = '/style-frame/vendor/vue.js';

/** JSON that cannot end the <script> element it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A Vue single-file component in the frame: its styles, its template drawn as plain markup first
 * (what stays when the script cannot run), then Vue mounts the component on it. The script block
 * is the options API (`export default {...}`); `import {...} from 'vue'` takes the names from the
 * runtime. `<script setup>` and other imports need a build step this page does not have: the
 * template stays static and the console says so.
 */
function vueMarkup(source: string): string {
  const template = /<template[^>]*>([\s\S]*)<\/template>/i.exec(source)?.[1] ?? '';
  const styles = [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sanitizeCss(m[1] ?? ''));
  const scriptBlock = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/i.exec(source);
  const setup = /\bsetup\b/.test(scriptBlock?.[1] ?? '');
  const code = setup ? '' : (scriptBlock?.[2] ?? '')
    .replace(/^\s*import\s*\{([^}]*)\}\s*from\s*['"]vue['"];?/gm, (_m, names: string) => `var {${names.replace(/\bas\b/g, ':')}} = Vue;`)
    .replace(/\bexport\s+default\b/, 'return');
  const mount = `(function(){var c=(function(){${code}\n})()||{};c.template=${scriptJson(template)};Vue.createApp(c).mount('#vue-app');})();`;
  return `${styles.map((s) => `<style>${s}</style>`).join('')}<div id="vue-app">${template}</div><script src="${VUE_RUNTIME_PATH}?v=${VUE_VERSION}"></script><script>${scriptText(mount)}</script>`;
}

/** The markup of a snippet in the frame. */
export function snippetMarkup(kind: SnippetKind, content: string, sample = DEFAULT_CSS_SAMPLE): string {
  switch (kind) {
    case 'HTML':
    case 'UI':
      return content;
    case 'CSS':
      return `<style>${sanitizeCss(content)}</style>${sample}`;
    case 'JAVASCRIPT':
      return `<script>${scriptText(content)}</script>`;
    case 'VUE':
      return vueMarkup(content);
  }
}

/** The markup showing a file in the frame: an image, a line in the font, or a stylesheet on the sample. */
export function fileMarkup(type: StyleFileType | string, src: string, sample = DEFAULT_CSS_SAMPLE, cssText?: string): string {
  const url = escapeHtml(src);
  if (type.startsWith('image/')) return `<img src="${url}" alt="" style="max-width:100%">`;
  if (type.startsWith('font/')) {
    return `<style>@font-face{font-family:"style-preview";src:url("${src.replace(/["\\\n]/g, '')}")}.f{font-family:"style-preview";font-size:28px}</style><p class="f">Aa Bb Cc 0123 永和九年</p>${sample}`;
  }
  if (type === 'text/css') return cssText !== undefined ? `<style>${sanitizeCss(cssText)}</style>${sample}` : `<link rel="stylesheet" href="${url}">${sample}`;
  return '';
}
