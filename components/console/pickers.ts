/**
 * Options for the console's pickers, asked from the user center (units in the caller's scope, applications, ...).
 * Labels say "name and code" with the page's formatter `nc` (useNameCode).
 */
import { callApi } from '@/components/list-page/call';
import type { Option, TreeOption } from '@/components/list-page/types';
import type { UnitTreeNode } from '@/lib/contracts/units';
import * as calls from '@/lib/client/calls.generated';
import type { NameCode } from '@/lib/i18n/pairs';

export const UNIT_TREE = calls.unitTree;
export const UNIT_BLUR = calls.blurUnits;

export function unitTreeOptions(nc: NameCode, nodes: UnitTreeNode[]): TreeOption[] {
  return nodes.map((n) => ({ title: nc(n.name, n.code), value: n.id, key: n.id, children: unitTreeOptions(nc, n.children) }));
}

export async function loadUnitTree(nc: NameCode): Promise<TreeOption[]> {
  return unitTreeOptions(nc, await callApi<UnitTreeNode[]>(UNIT_TREE));
}

/** Units whose code or name contains `keyword` (first 20). */
export async function searchUnits(nc: NameCode, keyword: string): Promise<Option[]> {
  const page = await callApi<{ datas: { id: number; code: string; name: string }[] }>(UNIT_BLUR, { keyword, firstResult: 0, pageSize: 20 });
  return page.datas.map((u) => ({ value: u.id, label: nc(u.name, u.code) }));
}

/** The same, as records for the search bar's REMOTE_SELECT (keyName id, labelName label). */
export async function searchUnitRecords(nc: NameCode, keyword: string): Promise<Record<string, unknown>[]> {
  return (await searchUnits(nc, keyword)).map((o) => ({ id: o.value, label: o.label }));
}

export const DEPT_TREE = calls.deptTree;

interface DeptNodeLite {
  id: number;
  code: string;
  name: string;
  children: DeptNodeLite[];
}
export function deptTreeOptions(nodes: DeptNodeLite[]): TreeOption[] {
  return nodes.map((n) => ({ title: n.name, value: n.id, key: n.id, children: deptTreeOptions(n.children) }));
}
export async function loadDeptTree(unitId: number): Promise<TreeOption[]> {
  return deptTreeOptions(await callApi<DeptNodeLite[]>(DEPT_TREE, { unitId }));
}

const REMOTE_LISTS = { listZones: calls.listZones, listCompanies: calls.listCompanies, listSupplierMap: calls.listSupplierMap };

/** Zones, companies or suppliers a user of `unitId` may be given (the unit's and its groups'). */
export async function loadRemoteList(nc: NameCode, kind: keyof typeof REMOTE_LISTS, unitId: number): Promise<Option[]> {
  const rows = await callApi<{ id: number; code: string; name: string }[]>(REMOTE_LISTS[kind], { unitId, withAncestors: 'T' });
  return rows.map((r) => ({ value: r.id, label: nc(r.name, r.code) }));
}

/** Units of one kind (agreement units, stores...) matching `keyword`. */
export async function searchUnitsOfKind(nc: NameCode, kind: string, keyword: string): Promise<Option[]> {
  const page = await callApi<{ datas: { id: number; code: string; name: string }[] }>(UNIT_BLUR, { keyword, kind, firstResult: 0, pageSize: 20 });
  return page.datas.map((u) => ({ value: u.id, label: nc(u.name, u.code) }));
}

export interface AppBrief {
  id: number;
  code: string;
  name: string;
  descript: string;
}
/** Every application the caller may see (first 200, by order). */
export async function loadApps(): Promise<AppBrief[]> {
  const page = await callApi<{ datas: AppBrief[] }>(calls.listApps, { firstResult: 0, pageSize: 200 });
  return page.datas;
}
export async function loadAppOptions(nc: NameCode): Promise<Option[]> {
  return (await loadApps()).map((a) => ({ value: a.id, label: nc(a.descript || a.name, a.code) }));
}

/** Users of a unit whose code or name contains `keyword` (first 20). */
export async function searchUnitUsers(nc: NameCode, unitId: number, keyword: string): Promise<Option[]> {
  const page = await callApi<{ datas: { id: number; code: string; name: string }[] }>(calls.unitUsers, { unitId, keyword, firstResult: 0, pageSize: 20 });
  return page.datas.map((u) => ({ value: u.id, label: nc(u.name, u.code) }));
}

/** Applications whose description or code contains `keyword`, as records for the search bar's REMOTE_SELECT (keyName value). */
export async function searchAppRecords(nc: NameCode, keyword: string): Promise<Record<string, unknown>[]> {
  const k = keyword.toLowerCase();
  return (await loadAppOptions(nc)).filter((a) => String(a.label).toLowerCase().includes(k)).map((a) => ({ value: a.value, label: a.label }));
}
