/**
 * Writes the valid rows of a user import (user-excel.ts) in bounded pieces: 50 users and their
 * audit rows per transaction, the event loop free between pieces, the next piece's passwords
 * hashed while this one is written. A code someone else added since the import's check is a
 * refused row like any other, not a failure of the whole import (docs/decisions/093).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudits } from '@/lib/backend/builtin/services/audit/write-audit';
import { isReferenced, isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { addUserSchema } from '@/lib/contracts/users';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { defaultPoolSize } from '@/lib/security/hash-pool';
import { hashPassword } from '@/lib/security/password-hash';
import type { z } from 'zod';
import { endOfDay, startOfDay, userSnapshot } from './user-row';

export interface ImportedRow {
  row: number;
  data: z.infer<typeof addUserSchema>;
}

/**
 * Rows per transaction. Prisma spends milliseconds per row on the request thread, and SQLite's
 * adapter runs other requests' queries on the transaction's own connection, so a transaction must
 * not wait for the event loop: small pieces keep each stretch short.
 */
const PIECE = 50;
/** A piece's transaction on a loaded machine; Prisma's default (5 s) is meant for short work. */
const PIECE_TIMEOUT_MS = 60_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * As many hashes at once as the pool has threads: the import keeps the pool busy, yet a login's
 * verification waits behind at most one round of them (the pool's queue is first come, first served).
 */
async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes = new Array<string>(passwords.length);
  let next = 0;
  const lane = async () => {
    while (next < passwords.length) {
      const i = next++;
      hashes[i] = await hashPassword(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(defaultPoolSize(), passwords.length) }, lane));
  return hashes;
}

async function writePiece(deps: BuiltinDeps, access: Access, unitId: number, fileName: string, rows: { row: ImportedRow; hash: string }[]): Promise<void> {
  const actor = access.principal.user.code;
  await deps.db.$transaction(
    async (tx) => {
      const users = await tx.user.createManyAndReturn({
        data: rows.map(({ row: { data }, hash }) => ({
          unitId,
          code: data.code,
          name: data.name,
          sex: data.sex,
          birthday: startOfDay(data.birthday),
          mobile: data.mobile,
          email: data.email,
          idCard: data.idCard,
          address: data.address,
          type: data.type,
          deptId: data.deptId,
          status: data.status,
          expiresAt: endOfDay(data.expiresAt),
          remark: data.remark,
          passwordHash: hash,
          firstLogin: true,
          createdBy: actor,
          updatedBy: actor,
        })),
      });
      await writeAudits(
        tx,
        access,
        users.map((user) => ({ action: 'IMPORT', objectType: 'User', objectId: user.id, unitId, after: userSnapshot(user), detail: { file: fileName } })),
      );
    },
    { timeout: PIECE_TIMEOUT_MS, maxWait: PIECE_TIMEOUT_MS },
  );
}

/**
 * Writes one piece; when the unique index refuses it, the rows whose code now exists are handed
 * to `taken` and the rest written again. Returns how many users were created.
 */
async function writeOrSetAside(deps: BuiltinDeps, access: Access, unitId: number, fileName: string, rows: { row: ImportedRow; hash: string }[], taken: (row: ImportedRow) => void): Promise<number> {
  let pending = rows;
  for (let attempt = 0; pending.length; attempt++) {
    try {
      await writePiece(deps, access, unitId, fileName, pending);
      return pending.length;
    } catch (e) {
      // A department deleted meanwhile: the caller should look again, not get a 500.
      if (isReferenced(e)) throw new AppError(ErrorCode.CONFLICT, { cause: e });
      if (!isUniqueViolation(e) || attempt >= 3) throw isUniqueViolation(e) ? new AppError(ErrorCode.USER_CODE_EXISTS, { cause: e }) : e;
      const codes = pending.map((p) => p.row.data.code);
      const now = new Set((await deps.db.user.findMany({ where: { unitId, code: { in: codes } }, select: { code: true } })).map((u) => u.code));
      for (const p of pending) if (now.has(p.row.data.code)) taken(p.row);
      pending = pending.filter((p) => !now.has(p.row.data.code));
    }
  }
  return 0;
}

/** Creates the users of `rows`; `taken` receives each row whose code was added by someone else meanwhile. Returns the count created. */
export async function insertImportedUsers(deps: BuiltinDeps, access: Access, input: { unitId: number; fileName: string }, rows: ImportedRow[], taken: (row: ImportedRow) => void): Promise<number> {
  const pieces: ImportedRow[][] = [];
  for (let i = 0; i < rows.length; i += PIECE) pieces.push(rows.slice(i, i + PIECE));
  let created = 0;
  let hashing = pieces.length ? hashAll(pieces[0]!.map((r) => r.data.password)) : null;
  try {
    for (const [k, piece] of pieces.entries()) {
      const hashes = await hashing!;
      const next = pieces[k + 1];
      hashing = next ? hashAll(next.map((r) => r.data.password)) : null;
      const hashed = piece.map((row, i) => ({ row, hash: hashes[i]! }));
      created += await writeOrSetAside(deps, access, input.unitId, input.fileName, hashed, taken);
      await nextTurn();
    }
  } catch (e) {
    // The next piece's hashing may still be running; its outcome no longer matters.
    hashing?.catch(() => undefined);
    throw e;
  }
  return created;
}
