/** The code dictionary entries of an application and code (e.g. GC / UPDATE_HISTORY_URL), optionally by halt state. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { DictionaryEntry } from '@/lib/contracts/dictionary';
import { toFlag } from '@/lib/contracts/envelope';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';

export async function listDictionary(deps: BuiltinDeps, ctx: CallContext, input: { appCode: string; code: string; isHalt?: 'T' | 'F' }): Promise<DictionaryEntry[]> {
  await authenticate(deps, ctx.token, ctx.locale);
  const rows = await deps.db.dictionaryEntry.findMany({
    where: { appCode: input.appCode, code: input.code, ...(input.isHalt ? { isHalt: input.isHalt === 'T' } : {}) },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ appCode: r.appCode, code: r.code, value: r.value ?? '', descript: r.descript ?? '', isHalt: toFlag(r.isHalt) }));
}
