/**
 * The CSS policy of style resources (docs/decisions/066), one pure function for the server (on
 * save) and the preview (before saving): comments go; `@import` stays only for a path of this site;
 * any statement that, once CSS escapes are decoded, holds `expression(`, a `javascript:` or
 * `vbscript:` address, `-moz-binding` or `behavior:` is dropped; `</style` cannot close the element
 * the text is put in.
 */

const FORBIDDEN = /expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import/;

/** CSS escapes (`\6a`, `\:`) decoded, whitespace and control characters removed, lower case: what a browser would read. */
function normalized(text: string): string {
  return text
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/gs, '$1')
    .replace(/[\s\u0000-\u001f\u007f]+/g, '')
    .toLowerCase();
}

/** An `@import` of a path of this site (not `//host`, not a scheme). */
function isLocalImport(statement: string): boolean {
  const m = /^\s*@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/i.exec(statement);
  const target = m?.[2];
  return Boolean(target && target.startsWith('/') && !target.startsWith('//') && !/\\/.test(target) && !FORBIDDEN.test(normalized(target)));
}

export function sanitizeCss(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '').replace(/\u0000/g, '');
  // Statements end at ';', '{' or '}' (kept); dropping one never lets another through.
  const parts = text.split(/([;{}])/);
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    const statement = parts[i] ?? '';
    const end = parts[i + 1] ?? '';
    const n = normalized(statement);
    const keep = !FORBIDDEN.test(n) || (/^@import/.test(n) && isLocalImport(statement) && !/expression\(|javascript:|vbscript:|-moz-binding|behavior:/.test(n));
    out += (keep ? statement : '') + end;
  }
  return out.replace(/<\/(style)/gi, '<\\/$1');
}
