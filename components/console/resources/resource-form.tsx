'use client';
/**
 * The resource form shared by /apply/resourceList (tree) and /apply/resource-list (paged): menu,
 * button or report; cascade with its owning group or alliance; window type; tiled, stretch and
 * mobile flags; permission; sort within 120; code of letters, digits and underscore up to 60;
 * name up to 30 (console.md section 5; the server checks the rest: levels, titles, children, links).
 */
import type { NameCode } from '@/lib/i18n/pairs';
import type { FormDeclaration, ListHelpers, Option, TreeOption } from '@/components/list-page/types';
import { searchUnits } from '@/components/console/pickers';
import { RESOURCE_CODE_PATTERN, RESOURCE_KINDS, RESOURCE_LIMITS, STATUSES, WIN_TYPES } from '@/lib/contracts/console-enums';
import type { ResourceRow } from '@/lib/contracts/resources';
import * as calls from '@/lib/client/calls.generated';

export function resourceTreeOptions(nc: NameCode, rows: ResourceRow[], exclude?: number): TreeOption[] {
  return rows.filter((r) => r.id !== exclude && r.kind !== 'BUTTON').map((r) => ({ title: nc(r.title || r.name, r.code), value: r.id, key: r.id, children: resourceTreeOptions(nc, r.children ?? [], exclude) }));
}

export function resourceForm(o: { appId: () => number | undefined; parents: (exclude?: number, appId?: number) => TreeOption[] | Promise<TreeOption[]>; apps?: () => Promise<Option[]> }): FormDeclaration<ResourceRow> {
  return {
    titles: { create: 'create', update: 'edit' },
    width: 900,
    create: calls.createResource,
    update: calls.updateResource,
    fields: ({ t, tl, nc }: ListHelpers<ResourceRow>, mode, row) => [
      ...(o.apps ? [{ name: 'appId', label: t('col.app'), type: 'select' as const, required: true, load: o.apps, disabled: mode === 'update' }] : []),
      { name: 'kind', label: t('col.kind'), type: 'radio', required: true, options: RESOURCE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })), initialValue: 'MENU' },
      { name: 'parentId', label: t('col.parent'), type: 'treeSelect', load: async () => o.parents(row?.id, row?.appId), placeholder: t('noParent') },
      { name: 'code', label: t('col.code'), type: 'text', required: true, max: RESOURCE_LIMITS.codeMax, patterns: [{ regex: RESOURCE_CODE_PATTERN, message: t('rule.code') }] },
      { name: 'name', label: t('col.name'), type: 'text', required: true, max: RESOURCE_LIMITS.nameMax },
      { name: 'title', label: t('col.title'), type: 'text', max: 60, extra: t('rule.title') },
      { name: 'permission', label: t('col.permission'), type: 'text', max: RESOURCE_LIMITS.permissionMax, extra: t('rule.permission') },
      { name: 'address', label: t('col.address'), type: 'text', max: 500, extra: t('rule.address') },
      { name: 'winType', label: t('col.winType'), type: 'select', options: WIN_TYPES.map((w) => ({ value: w, label: t(`winType.${w}`) })), initialValue: 'CURRENTPAGE' },
      { name: 'sort', label: t('col.sort'), type: 'number', min: 0, maxValue: RESOURCE_LIMITS.sortMax, initialValue: 0, extra: t('rule.sort') },
      { name: 'groupName', label: t('col.groupName'), type: 'text', max: 30 },
      { name: 'type', label: t('col.type'), type: 'text', max: 30 },
      { name: 'icon', label: t('col.icon'), type: 'text', max: 60 },
      { name: 'tip', label: t('col.tip'), type: 'text', max: 20 },
      { name: 'cascade', label: t('col.cascade'), type: 'switch', initialValue: false, extra: t('rule.cascade') },
      { name: 'ownerUnitId', label: t('col.ownerUnit'), type: 'remoteSelect', fetch: (k) => searchUnits(nc, k), options: row?.ownerUnitId ? [{ value: row.ownerUnitId, label: row.ownerUnitCode }] : [] },
      { name: 'tiled', label: t('col.tiled'), type: 'switch', initialValue: false },
      { name: 'stretch', label: t('col.stretch'), type: 'switch', initialValue: false },
      { name: 'mobileVisible', label: t('col.mobile'), type: 'switch', initialValue: false },
      { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
      { name: 'remark', label: t('col.remark'), type: 'textarea', max: 500, wide: true },
    ],
    toValues: (row) => ({ ...row, parentId: row.parentId ?? undefined, ownerUnitId: row.ownerUnitId ?? undefined }),
    toBody: (values, mode, row) => {
      const body: Record<string, unknown> = { ...values, appId: values.appId ?? row?.appId ?? o.appId() };
      for (const k of Object.keys(body)) if (body[k] === undefined) body[k] = null;
      return mode === 'update' && row ? { ...body, id: row.id } : body;
    },
  };
}
