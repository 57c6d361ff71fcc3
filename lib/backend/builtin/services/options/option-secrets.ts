/**
 * Secrets in parameter values on their way in and, for the server's own use, out (docs/decisions/092).
 * Saving seals every secret; a secret sent back as the marker (or left empty) keeps the stored one
 * of the same row, but only while the addresses beside it stay the same, so nobody who cannot read
 * a secret can have it sent somewhere else. Reading for the browser masks in the call's schema
 * (lib/contracts); only `revealOptionValue` opens a secret.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { isSealed, open, seal, type SecretKeys } from '@/lib/security/secret-box';
import { isSecretName, mapSecrets, SECRET_MARKER, secretShape, type SecretPath } from '@/lib/security/secret-values';
import { refuseOption } from './refuse-option';

type Refusal = 'secretMissing' | 'secretAddressChanged';

/** A non-secret leaf that says where something is sent: an address-like value, or a key naming one. */
const ADDRESS_KEY = /url|uri|host|endpoint|server|address|domain/i;
const ADDRESS_VALUE = /^[a-z][a-z0-9+.-]*:\/\//i;

function parsed(code: string, value: string): unknown {
  const shape = secretShape(code, value);
  return shape.kind === 'leaves' ? shape.json : undefined;
}

function at(json: unknown, path: SecretPath): unknown {
  let node = json;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** The address-like leaves of a JSON value, by path. */
function addresses(json: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (json !== null && typeof json === 'object') {
    for (const [k, v] of Object.entries(json)) {
      if (!isSecretName(k)) addresses(v, `${path}/${k}`, out);
    }
  } else if (typeof json === 'string' && !isSealed(json) && (ADDRESS_VALUE.test(json) || ADDRESS_KEY.test(path.slice(path.lastIndexOf('/') + 1)))) {
    out.set(path, json);
  }
  return out;
}

function sameAddresses(a: unknown, b: unknown): boolean {
  const [x, y] = [addresses(a), addresses(b)];
  return x.size === y.size && [...x].every(([k, v]) => y.get(k) === v);
}

/**
 * The value to store for `value` as sent, given the row's stored value: every secret sealed, the
 * marker (or an empty secret) replaced by the stored secret at the same place. A refusal when the
 * marker stands where nothing is stored, or a kept secret's addresses changed.
 */
export function sealWithPrevious(keys: SecretKeys, code: string, value: string, previous: string | null): string | { refused: Refusal } {
  const prev = previous ?? '';
  const prevShape = secretShape(code, prev);
  let kept = false;
  let missing = false;
  const stored = (path: SecretPath): string | null => {
    const old = path.length === 0 ? (prevShape.kind === 'whole' ? prev : undefined) : at(parsed(code, prev), path);
    if ((typeof old !== 'string' && typeof old !== 'number') || old === '' || old === SECRET_MARKER) return null;
    return isSealed(String(old)) ? String(old) : seal(keys, String(old));
  };
  const next = mapSecrets(code, value, (secret, path) => {
    if (secret !== SECRET_MARKER && secret !== '') return seal(keys, secret);
    const old = stored(path);
    if (old) {
      kept = true;
      return old;
    }
    if (secret === SECRET_MARKER) missing = true;
    return '';
  });
  if (missing) return { refused: 'secretMissing' };
  if (kept && !sameAddresses(parsed(code, prev), parsed(code, next))) return { refused: 'secretAddressChanged' };
  return next;
}

/** sealWithPrevious for a console write: refused with 58002 and the reason in the caller's language. */
export async function sealOptionValue(deps: BuiltinDeps, access: Access, p: { code: string; value: string; previous: string | null }): Promise<string> {
  const out = sealWithPrevious(deps.secrets, p.code, p.value, p.previous);
  return typeof out === 'string' ? out : refuseOption(access, out.refused);
}

/** The value with its secrets opened, for the server's own use (never for an answer). Throws SecretUnreadableError. */
export function revealOptionValue(keys: SecretKeys, code: string, value: string): string {
  return mapSecrets(code, value, (s) => (isSealed(s) ? open(keys, s) : s));
}
