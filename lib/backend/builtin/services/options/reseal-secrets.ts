/**
 * Seals the secrets stored in parameters that are not sealed under the current key: plaintext left
 * from before decision 092, and values sealed under a key now in SECRETS_KEY_PREVIOUS. Run on every
 * start (scripts/prepare-env.ts) and by `npm run secrets:reseal`; idempotent, and safe beside
 * running instances: a row is rewritten only if its value is still the one read.
 */
import type { Db } from '@/lib/db/client';
import { isSealed, open, seal, sealedUnderOldKey, SecretUnreadableError, type SecretKeys } from '@/lib/security/secret-box';
import { mapSecrets, SECRET_MARKER } from '@/lib/security/secret-values';

export interface ResealResult {
  /** Rows rewritten. */
  rows: number;
  /** Rows with a secret no configured key opens (left as they are). */
  unreadable: number;
}

export async function resealStoredSecrets(db: Db, keys: SecretKeys): Promise<ResealResult> {
  const result: ResealResult = { rows: 0, unreadable: 0 };
  const rows = await db.systemOption.findMany({ where: { value: { not: null } }, select: { id: true, code: true, value: true, updatedAt: true } });
  for (const row of rows) {
    let next: string;
    try {
      next = mapSecrets(row.code, row.value ?? '', (s) =>
        isSealed(s) ? (sealedUnderOldKey(keys, s) ? seal(keys, open(keys, s)) : s) : s === '' || s === SECRET_MARKER ? s : seal(keys, s),
      );
    } catch (e) {
      if (!(e instanceof SecretUnreadableError)) throw e;
      result.unreadable++;
      continue;
    }
    if (next === row.value) continue;
    // Keeps "changed at": sealing is not a change an administrator made.
    const { count } = await db.systemOption.updateMany({ where: { id: row.id, value: row.value }, data: { value: next, updatedAt: row.updatedAt } });
    result.rows += count;
  }
  return result;
}
