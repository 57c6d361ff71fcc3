/** Users of one unit for the security pages' pickers (members, exempt users, per-user limits). */
import { callApi } from '@/components/list-page/call';
import type { Option } from '@/components/list-page/types';
import * as calls from '@/lib/client/calls.generated';
import type { NameCode } from '@/lib/i18n/pairs';

export const USERS_CALL = calls.listUsers;

/** Users of `unitId` whose code, name, mobile or e-mail contains `keyword` (first 20). */
export async function searchUnitUsers(nc: NameCode, unitId: number, keyword: string): Promise<Option[]> {
  const page = await callApi<{ datas: { id: number; code: string; name: string }[] }>(USERS_CALL, { unitId, keyword, firstResult: 0, pageSize: 20 });
  return page.datas.map((u) => ({ value: u.id, label: nc(u.name, u.code) }));
}
