/**
 * Which parameter values are secrets, declared once (docs/decisions/092): the rules that decide
 * it, the marker that read calls show instead of a secret, and the walk over a value's secrets
 * that masking (every read), sealing (every write) and revealing (the server's own use) share.
 * No Node imports: the console's forms use the marker and the rules too.
 */

/** Shown instead of a secret that is set; sent back unchanged, it means "keep the stored secret". */
export const SECRET_MARKER = '**********';

/** How a sealed secret starts in the database (lib/security/secret-box.ts writes and reads it). */
export const SEALED_PREFIX = 'enc:v1:';

/**
 * Parameters whose secrets the code knows by name, besides the naming rule below: the keys of a
 * JSON value that hold credentials (`keys`), or the whole value (`whole`).
 */
export const DECLARED_SECRETS: Readonly<Record<string, { whole?: true; keys?: readonly string[] }>> = {
  /** lib/backend/builtin/services/third-party/oauth2-provider.ts: the client secret of the token call. */
  WECHAT_OAUTH: { keys: ['clientSecret'] },
};

/** Words that make a name secret wherever they stand (clientSecret, SMTP_PASSWD, credentials; and "private key"). */
const ANYWHERE = new Set(['secret', 'secrets', 'passwd', 'credential', 'credentials']);
/** Words that make a name secret as its last word: SMTP_PASSWORD, accessToken, but not PASSWORD_STRATEGY or tokenUrl. */
const LAST = new Set(['password', 'pwd', 'pass', 'token', 'passphrase']);
/** Pairs that end a secret name: privateKey, API_KEY, access-key. */
const LAST_PAIR = new Set(['private key', 'api key', 'secret key', 'access key', 'signing key']);
/** The same endings run together (SMTPPASSWORD, apikey), where no word boundary shows. */
const GLUED = /(password|passwd|pwd|token|secret|privatekey|apikey|secretkey|accesskey)$/;

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Whether a parameter code, JSON key or log field name names a secret. */
export function isSecretName(name: string): boolean {
  const w = words(name);
  if (w.length === 0) return false;
  if (w.some((x, i) => ANYWHERE.has(x) || (x === 'private' && w[i + 1] === 'key')) || LAST.has(w[w.length - 1]!)) return true;
  if (w.length > 1 && LAST_PAIR.has(`${w[w.length - 2]} ${w[w.length - 1]}`)) return true;
  return w.length === 1 && GLUED.test(w[0]!);
}

/** Whether a parameter's whole value is a secret (by its code). */
export function isSecretOption(code: string): boolean {
  return DECLARED_SECRETS[code]?.whole === true || isSecretName(code);
}

export type SecretPath = readonly (string | number)[];

const USERINFO_URL = /[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^@\s/]+@/i;
const NAMED_FIELD = /["']?([A-Za-z][A-Za-z0-9_.-]*)["']?\s*[:=]/g;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * How a value holds secrets: all of it (a secret code; a value already sealed whole, or the marker; text that is
 * not JSON but names a secret field, like `user=a;password=b`, or carries a password in a URL), the
 * string leaves under secret keys of a JSON value (and any leaf that is itself sealed), or none.
 */
export function secretShape(code: string, value: string): { kind: 'whole' } | { kind: 'leaves'; json: Json } | { kind: 'none' } {
  // The marker alone stands for a whole secret whatever the code: sent back, it keeps the stored one.
  if (isSecretOption(code) || value.startsWith(SEALED_PREFIX) || value === SECRET_MARKER) return { kind: 'whole' };
  const trimmed = value.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { kind: 'leaves', json: JSON.parse(trimmed) as Json };
    } catch {
      // Not JSON after all: looked at as text below.
    }
  }
  if (USERINFO_URL.test(value) || [...value.matchAll(NAMED_FIELD)].some((m) => isSecretName(m[1]!))) return { kind: 'whole' };
  return { kind: 'none' };
}

/**
 * Calls `fn` for every secret in the value and puts back what it returns. A value without secrets
 * comes back as it was; a JSON value with secret leaves comes back as compact JSON.
 */
export function mapSecrets(code: string, value: string, fn: (secret: string, path: SecretPath) => string): string {
  const shape = secretShape(code, value);
  if (shape.kind === 'none') return value;
  if (shape.kind === 'whole') return fn(value, []);
  const declared = new Set(DECLARED_SECRETS[code]?.keys ?? []);
  let touched = false;
  const walk = (node: Json, path: (string | number)[], secretKey: boolean): Json => {
    if (Array.isArray(node)) return node.map((x, i) => walk(x, [...path, i], secretKey));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, [...path, k], declared.has(k) || isSecretName(k))]));
    }
    if ((secretKey && (typeof node === 'string' || typeof node === 'number')) || (typeof node === 'string' && node.startsWith(SEALED_PREFIX))) {
      touched = true;
      return fn(String(node), path);
    }
    return node;
  };
  const out = walk(shape.json, [], false);
  return touched ? JSON.stringify(out) : value;
}

/** What a read call shows: every secret that is set becomes the marker; an empty one stays empty ("not set"). */
export function maskOptionValue(code: string, value: string): string {
  return mapSecrets(code, value, (s) => (s === '' ? '' : SECRET_MARKER));
}

/** Whether a value as shown holds the marker (the console then offers "replace" instead of the value). */
export function hasSecretMarker(value: string): boolean {
  return value.includes(SECRET_MARKER);
}

/** An option row (or any object with code and value) with its secrets masked. */
export function maskOption<T extends { code: string; value: string | null }>(row: T): T {
  return row.value ? { ...row, value: maskOptionValue(row.code, row.value) } : row;
}

/** An audit snapshot (JSON text of an option row) with the row's secrets masked; other text as it was. */
export function maskOptionSnapshot(text: string): string {
  try {
    const o: unknown = JSON.parse(text);
    if (o && typeof o === 'object' && typeof (o as { code?: unknown }).code === 'string' && typeof (o as { value?: unknown }).value === 'string') {
      return JSON.stringify(maskOption(o as { code: string; value: string }));
    }
  } catch {
    // Not JSON: nothing of an option to mask.
  }
  return text;
}
