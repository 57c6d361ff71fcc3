/**
 * "Chosen users of a unit": the users an administrator picks out of a unit for one sign-in rule —
 * asked for an SMS code although the unit's switch is off (sms-users.ts), or exempted from one
 * validation (exempt-users.ts). Listing, adding and removing them is one implementation; each
 * kind gives its table, what keys a choice besides unit and user, and its own checks.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { listPage, type SortInput } from '@/lib/backend/builtin/services/paging';
import type { Paged } from '@/lib/contracts/envelope';
import { insensitiveContains } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

type Db = BuiltinDeps['db'] | Prisma.TransactionClient;

export const withUser = { user: { select: { code: true, name: true, mobile: true } } } as const;

/** A choice as both tables keep it; K is what keys it besides unit and user ({} or { kind }). */
export type Chosen<K> = K & { id: number; unitId: number; userId: number; remark: string | null; createdAt: Date; createdBy: string | null };
export type ChosenWithUser<K> = Chosen<K> & { user: { code: string; name: string; mobile: string | null } };
/** The order of a chosen-users page: the list's own (by id), or a sortable column then the id. */
export type ChosenOrder = { id?: 'asc' | 'desc'; createdAt?: 'asc' | 'desc'; user?: { code: 'asc' | 'desc' } }[] | { id: 'asc' | 'desc' };
export type ChosenWhere<K> = Partial<K> & { unitId?: number; id?: number; userId?: { in: number[] }; user?: { code: ReturnType<typeof insensitiveContains> } };

/** The table of one kind of choice: each a one-line Prisma call, the only part that differs by model. */
export interface ChosenTable<K> {
  objectType: 'LoginSmsUser' | 'LoginExemptUser';
  count: (db: Db, where: ChosenWhere<K>) => Promise<number>;
  /** The page's ids (`select: { id: true }`) and then their rows with the user: services/paging.ts reads ids first. */
  ids: (db: Db, where: ChosenWhere<K>, page: { orderBy: ChosenOrder; skip: number; take: number }) => Promise<{ id: number }[]>;
  rows: (db: Db, ids: number[]) => Promise<ChosenWithUser<K>[]>;
  userIds: (db: Db, where: ChosenWhere<K>) => Promise<{ userId: number }[]>;
  find: (db: Db, id: number) => Promise<ChosenWithUser<K> | null>;
  create: (db: Db, data: K & { unitId: number; userId: number; remark?: string | null; createdBy: string }) => Promise<Chosen<K>>;
  remove: (db: Db, id: number) => Promise<{ count: number }>;
}

/** Each retry finds the rows the concurrent adds committed, so two rounds are enough; three is a margin. */
const ADD_ATTEMPTS = 3;

export function listChosen<K, T>(
  deps: BuiltinDeps,
  table: ChosenTable<K>,
  input: { unitId: number; userCode?: string; firstResult: number; pageSize: number } & SortInput<'userCode' | 'createdAt'>,
  filter: Partial<K>,
  map: (row: ChosenWithUser<K>) => T,
): Promise<Paged<T>> {
  const where: ChosenWhere<K> = { ...filter, unitId: input.unitId, user: input.userCode ? { code: insensitiveContains(input.userCode) } : undefined };
  return listPage(input, {
    orderBy: { id: 'asc' } as ChosenOrder,
    sortBy: { userCode: (d) => ({ user: { code: d } }), createdAt: (d) => ({ createdAt: d }) },
    count: () => table.count(deps.db, where),
    ids: (page) => table.ids(deps.db, where, page),
    rows: (ids) => table.rows(deps.db, ids),
    map,
  });
}

/**
 * Chooses users of the unit; all or none of the new rows are written, one audit row each. Adding a
 * user already chosen changes nothing, also when several administrators add the same user at once:
 * a concurrent add that commits first makes this transaction's insert fail on the unique index,
 * and the retry then sees that row and skips it. `check` refuses users this kind cannot choose.
 */
export async function addChosen<K>(
  deps: BuiltinDeps,
  access: Access,
  table: ChosenTable<K>,
  input: { unitId: number; userIds: number[]; remark?: string | null },
  key: K,
  check: (users: { id: number; code: string; mobile: string | null }[]) => void = () => undefined,
): Promise<{ added: number }> {
  const userIds = [...new Set(input.userIds)];
  const users = await deps.db.user.findMany({ where: { id: { in: userIds }, unitId: input.unitId }, select: { id: true, code: true, mobile: true } });
  if (users.length !== userIds.length) throw AppError.validation({ userIds: ['unit'] });
  check(users);
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.$transaction(async (tx) => {
        const chosen = new Set((await table.userIds(tx, { ...key, unitId: input.unitId, userId: { in: userIds } })).map((e) => e.userId));
        let added = 0;
        for (const u of users) {
          if (chosen.has(u.id)) continue;
          const row = await table.create(tx, { ...key, unitId: input.unitId, userId: u.id, remark: input.remark, createdBy: access.principal.user.code });
          await writeAudit(tx, access, { action: 'CREATE', objectType: table.objectType, objectId: row.id, unitId: input.unitId, after: { ...row, userCode: u.code } });
          added++;
        }
        return { added };
      });
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= ADD_ATTEMPTS) throw e;
    }
  }
}

/** Removes one choice; `check` may refuse it by what it is. A concurrent removal of the same row is not an error and leaves one audit row. */
export async function deleteChosen<K>(deps: BuiltinDeps, access: Access, table: ChosenTable<K>, id: number, check: (row: Chosen<K>) => void = () => undefined): Promise<null> {
  const before = await table.find(deps.db, id);
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  check(before);
  await deps.db.$transaction(async (tx) => {
    const { count } = await table.remove(tx, before.id);
    if (count === 0) return;
    const { user, ...row } = before;
    await writeAudit(tx, access, { action: 'DELETE', objectType: table.objectType, objectId: before.id, unitId: before.unitId, before: { ...row, userCode: user.code } });
  });
  return null;
}
