/**
 * The CSS policy of style resources (docs/decisions/066), one pure function for the server (on
 * save) and the preview (before saving): comments go; `@import` stays only for a path of this site;
 * any statement that, once CSS escapes are decoded, holds `expression(`, a `javascript:` or
 * `vbscript:` address, `-moz-binding` or `behavior:`, or an address of another host, is dropped; `</style` cannot close the element
 * the text is put in.
 */

const FORBIDDEN = /expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import/;

/** CSS escapes (`\6a`, `\:`) decoded, whitespace and control characters removed, lower case: what a browser would read. */
function normalized(text: string): string {
  return text
    // One pass, left to right, as the browser's tokenizer reads them: an escaped backslash
    // followed by "e" is a backslash and an "e", not a backslash and the escape "\e".
    .replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/gs, (_m, hex: string | undefined, char: string | undefined) => {
      if (hex === undefined) return char ?? '';
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/[\s\u0000-\u001f\u007f]+/g, '')
    .toLowerCase();
}

/** An `@import` of a path of this site (not `//host`, not a scheme). */
function isLocalImport(statement: string): boolean {
  const m = /^\s*@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/i.exec(statement);
  const target = m?.[2];
  return Boolean(target && target.startsWith('/') && !target.startsWith('//') && !/\\/.test(target) && !FORBIDDEN.test(normalized(target)));
}

/** A target that stays on this site or inline: a path, a relative address, a fragment or data:. */
function isLocalTarget(target: string): boolean {
  if (target.startsWith('data:') || target.startsWith('#')) return true;
  // Two slashes (either way round) start another host; a scheme names one ("https:evil.example"
  // is absolute too: the URL parser forgives the missing slashes).
  return !/^[/\\]{2}/.test(target) && !/^[a-z][a-z0-9+.-]*:/.test(target);
}

/**
 * Every address in a normalised statement stays on this site: url(...) targets and the strings of
 * image-set(), the two ways CSS fetches. A stylesheet that could load from another host could
 * send what the page shows there, one attribute selector at a time (input values, tokens).
 */
function onlyLocalAddresses(n: string): boolean {
  for (const m of n.matchAll(/url\((["']?)(.*?)\1\)/g)) if (!isLocalTarget(m[2] ?? '')) return false;
  // An unterminated url( reaches to the end of the statement in the browser: judge that too.
  const open = /url\((["']?)([^)]*)$/.exec(n);
  if (open && !isLocalTarget(open[2] ?? '')) return false;
  if (/image-set\(/.test(n)) for (const m of n.matchAll(/(["'])(.*?)\1/g)) if (!isLocalTarget(m[2] ?? '')) return false;
  return true;
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
    out += (keep && onlyLocalAddresses(n) ? statement : '') + end;
  }
  return out.replace(/<\/(style)/gi, '<\\/$1');
}
