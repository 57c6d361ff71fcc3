'use client';
/** /apply/resourceList (an application's resources as a tree) and /apply/resource-list (every resource, paged). */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NameCode } from '@/lib/i18n/pairs';
import { Empty, Select } from 'antd';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Select';
import { ScreenBar } from '@/components/console/ScreenBar';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { callApi } from '@/components/list-page/call';
import { searchAppRecords, loadAppOptions, loadApps, type AppBrief } from '@/components/console/pickers';
import { RESOURCE_KINDS, STATUSES } from '@/lib/contracts/console-enums';
import type { ResourceRow } from '@/lib/contracts/resources';
import { resourceColumns } from './columns';
import { ResourceDrawer } from './ResourceDrawer';
import { resourceForm, resourceTreeOptions } from './resource-form';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

export function ResourcesTreeScreen() {
  const nc = useNameCode();
  const t = useTranslations('console.resources');
  const [apps, setApps] = useState<AppBrief[] | null>(null);
  const [appId, setAppId] = useState<number | undefined>();
  const [drawer, setDrawer] = useState<ResourceRow | null>(null);
  const rows = useRef<ResourceRow[]>([]);
  useEffect(() => {
    loadApps().then((a) => {
      setApps(a);
      setAppId((id) => id ?? a[0]?.id);
    }, () => setApps([]));
  }, []);
  const declaration = useMemo<ListPageDeclaration<ResourceRow>>(
    () => ({
      ns: 'console.resources',
      rowKey: 'id',
      list: calls.resourceTree,
      unpaged: true,
      tree: true,
      actionsWidth: 260,
      search: ({ t: tt }) => [
        { type: 'INPUT', code: 'keyword', label: tt('col.keyword') },
        { type: 'SELECT', code: 'kind', label: tt('col.kind'), keyName: 'value', labelName: 'label', options: RESOURCE_KINDS.map((k) => ({ value: k, label: tt(`kind.${k}`) })) },
      ],
      columns: ({ t: tt }) => resourceColumns(tt, false),
      form: resourceForm({ appId: () => appId, parents: (exclude) => resourceTreeOptions(nc, rows.current, exclude) }),
      remove: { call: calls.deleteResource, permission: calls.deleteResource.permission, name: (r) => r.title || r.name },
      rowActions: ({ t: tt, openForm }) => [
        { key: 'child', label: tt('addChild'), permission: calls.deleteResource.permission, visible: (r) => r.kind !== 'BUTTON' && r.level < 6, run: (r) => openForm(undefined, { parentId: r.id, kind: r.kind === 'REPORT' ? 'REPORT' : 'MENU' }) },
        { key: 'more', label: tt('more'), permission: calls.resourceTree.permission, visible: (r) => r.kind === 'MENU', run: (r) => setDrawer(r) },
      ],
    }),
    [appId],
  );
  return (
    <>
      <ScreenBar>
        <span>{t('col.app')}</span>
        <Select style={{ width: 280 }} aria-label={t('col.app')} value={appId} onChange={setAppId} loading={!apps} options={(apps ?? []).map((a) => ({ value: a.id, label: nc(a.descript || a.name, a.code) }))} showSearch={{ optionFilterProp: 'label' }} />
      </ScreenBar>
      {appId ? <ListPage declaration={declaration} query={{ appId }} onLoaded={(r) => (rows.current = r)} /> : apps && <Empty />}
      {drawer && <ResourceDrawer resource={drawer} onClose={() => setDrawer(null)} />}
    </>
  );
}

export function ResourcesListScreen() {
  const nc = useNameCode();
  const t = useTranslations('console.resources');
  const [drawer, setDrawer] = useState<ResourceRow | null>(null);
  const declaration = useMemo<ListPageDeclaration<ResourceRow>>(
    () => ({
      ns: 'console.resources',
      rowKey: 'id',
      list: calls.listResources,
      actionsWidth: 200,
      search: ({ t, tl, nc }) => [
        { type: 'INPUT', code: 'keyword', label: t('col.keyword') },
        { type: 'REMOTE_SELECT', code: 'appId', label: t('col.app'), keyName: 'value', labelName: 'label', fetch: (k) => searchAppRecords(nc, k) },
        { type: 'SELECT', code: 'kind', label: t('col.kind'), keyName: 'value', labelName: 'label', options: RESOURCE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })) },
        { type: 'SELECT', code: 'level', label: t('col.level'), keyName: 'value', options: [1, 2, 3, 4, 5, 6].map((l) => ({ value: l })) },
        { type: 'SELECT', code: 'status', label: t('col.status'), keyName: 'value', labelName: 'label', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })) },
        { type: 'SELECT', code: 'cascade', label: t('col.cascade'), keyName: 'value', labelName: 'label', options: ['T', 'F'].map((v) => ({ value: v, label: tl(v === 'T' ? 'yes' : 'no') })) },
      ],
      columns: ({ t }) => resourceColumns(t, true),
      form: resourceForm({
        appId: () => undefined,
        apps: () => loadAppOptions(nc),
        parents: async (exclude, appId) => (appId ? (await parentsOf(nc, appId)).filter((o) => o.value !== exclude) : []),
      }),
      remove: { call: calls.deleteResource, permission: calls.deleteResource.permission, name: (r) => r.title || r.name },
      rowActions: ({ t }) => [{ key: 'more', label: t('more'), permission: calls.resourceTree.permission, visible: (r) => r.kind === 'MENU', run: (r) => setDrawer(r) }],
    }),
    [],
  );
  return (
    <>
      <ListPage declaration={declaration} title={t('listTitle')} />
      {drawer && <ResourceDrawer resource={drawer} onClose={() => setDrawer(null)} />}
    </>
  );
}

/** Options of the parent field in the paged list: the chosen application's menus. */
export async function parentsOf(nc: NameCode, appId: number): Promise<ReturnType<typeof resourceTreeOptions>> {
  return resourceTreeOptions(nc, await callApi<ResourceRow[]>(calls.resourceTree, { appId }));
}
