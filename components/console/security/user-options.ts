/** Users of one unit for the security pages' pickers (members, exempt users, per-user limits). */
import { callApi } from '@/components/list-page/call';
import type { Option } from '@/components/list-page/types';
import * as calls from '@/lib/client/calls.generated';

export const USERS_CALL = calls.listUsers;

/** Users of `unitId` whose code, name, mobile or e-mail contains `keyword` (first 20). */
export async function searchUnitUsers(unitId: number, keyword: string): Promise<Option[]> {
  const page = await callApi<{ datas: { id: number; code: string; name: string }[] }>(USERS_CALL, { unitId, keyword, firstResult: 0, pageSize: 20 });
  return page.datas.map((u) => ({ value: u.id, label: `${u.name}（${u.code}）` }));
}
