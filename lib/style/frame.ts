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

/** A Vue single-file component's template and styles (no Vue runtime ships, so its script does not run). */
function vueMarkup(source: string): string {
  const template = /<template[^>]*>([\s\S]*)<\/template>/i.exec(source)?.[1] ?? '';
  const styles = [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sanitizeCss(m[1] ?? ''));
  return `${styles.map((s) => `<style>${s}</style>`).join('')}${template}`;
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
