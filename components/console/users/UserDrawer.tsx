'use client';
/** A user's authorisation drawer: roles, menu/report/operation trees, zone/company/supplier, projection, PMS accounts and WeChat. */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Descriptions, Drawer, Empty, Form, Input, List, Select, Space, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Checkbox';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Drawer';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/List';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Switch';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { GrantTree } from '@/components/console/GrantTree';
import { useConsoleAccessOrNull } from '@/components/console/ConsoleAccess';
import { loadRemoteList } from '@/components/console/pickers';
import { callApi } from '@/components/list-page/call';
import type { Option } from '@/components/list-page/types';
import type { PmsMapping } from '@/lib/contracts/pms';
import type { UnitApp } from '@/lib/contracts/units';
import type { UserRow } from '@/lib/contracts/users';
import type { UserDrawerTab } from './users-declaration';
import { screenHref } from '@/lib/console/screens';
import * as calls from '@/lib/client/calls.generated';
import type { OutputOf } from '@/lib/client/call';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

type T = ReturnType<typeof useTranslations>;

/** Loads `load()` once per key and renders `children(data, reload)`; a spinner meanwhile. */
function Loaded<D>({ load, deps, children }: { load: () => Promise<D>; deps: unknown[]; children: (data: D, reload: () => void) => ReactNode }) {
  const [data, setData] = useState<D | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setData(null);
    load()
      .then((d) => live && setData(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [...deps, version]);
  return data === null ? <Spin /> : <>{children(data, () => setVersion((v) => v + 1))}</>;
}

function SaveButton({ onSave, t }: { onSave: () => Promise<unknown>; t: T }) {
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  return (
    <Button
      type="primary"
      loading={saving}
      onClick={async () => {
        setSaving(true);
        try {
          await onSave();
          void message.success(t('drawer.saved'));
        } catch {
          // Shown by the fetch layer.
        } finally {
          setSaving(false);
        }
      }}
    >
      {t('drawer.save')}
    </Button>
  );
}

interface UserRoles {
  useDeptRole: boolean;
  roles: { id: number; code: string; descript: string; unitCode: string; appCode: string }[];
  roleGroups: { id: number; descript: string }[];
  deptRoles: { id: number; code: string; descript: string }[];
}
interface RoleOptions {
  roles: { id: number; code: string; descript: string; unitCode: string; appCode: string }[];
  groups: { id: number; descript: string }[];
}

function RolesTab({ user, t }: { user: UserRow; t: T }) {
  return (
    <Loaded
      deps={[user.id]}
      load={() => Promise.all([callApi<UserRoles>(calls.userRoles, { id: user.id }), callApi<RoleOptions>(calls.roleOptions, { unitId: user.unitId })])}
    >
      {([current, options]) => <RolesForm user={user} current={current} options={options} t={t} />}
    </Loaded>
  );
}

function RolesForm({ user, current, options, t }: { user: UserRow; current: UserRoles; options: RoleOptions; t: T }) {
  const nc = useNameCode();
  const [roleIds, setRoleIds] = useState(current.roles.map((r) => r.id));
  const [groupIds, setGroupIds] = useState(current.roleGroups.map((g) => g.id));
  const [useDeptRole, setUseDeptRole] = useState(current.useDeptRole);
  return (
    <Form layout="vertical">
      <Form.Item label={t('col.useDeptRole')}>
        <Switch checked={useDeptRole} onChange={setUseDeptRole} aria-label={t('col.useDeptRole')} />
      </Form.Item>
      <Form.Item label={t('drawer.generalRoles')}>
        <Select
          mode="multiple"
          aria-label={t('drawer.generalRoles')}
          value={roleIds}
          onChange={setRoleIds}
          showSearch={{ optionFilterProp: 'label' }}
          options={options.roles.map((r) => ({ value: r.id, label: nc(r.descript, r.appCode ? `${r.code} · ${r.appCode}` : r.code) }))}
        />
      </Form.Item>
      <Form.Item label={t('drawer.roleGroups')}>
        <Select mode="multiple" aria-label={t('drawer.roleGroups')} value={groupIds} onChange={setGroupIds} options={options.groups.map((g) => ({ value: g.id, label: g.descript }))} />
      </Form.Item>
      <Form.Item label={t('drawer.deptRoles')}>{current.deptRoles.length ? current.deptRoles.map((r) => <Tag key={r.id}>{r.descript}</Tag>) : <Typography.Text type="secondary">{t('pms.none')}</Typography.Text>}</Form.Item>
      <SaveButton t={t} onSave={() => callApi(calls.saveUserRoles, { id: user.id, roleIds, roleGroupIds: groupIds, useDeptRole })} />
    </Form>
  );
}

interface TagOption {
  id: number;
  code: string;
  name: string;
}

/** Managed tags and data-authorisation groups of the user (roles area: /role/userManagedTagDetail, /role/userDataAuthGroups). */
function TagsTab({ user, t }: { user: UserRow; t: T }) {
  return (
    <Loaded
      deps={[user.id]}
      load={() =>
        Promise.all([
          callApi<TagOption[]>(calls.managedTags, { unitId: user.unitId }),
          callApi<number[]>(calls.userManagedTagDetail, { userId: user.id }),
          callApi<TagOption[]>(calls.dataAuthGroups, { unitId: user.unitId }),
          callApi<number[]>(calls.userDataAuthGroups, { userId: user.id }),
        ])
      }
    >
      {([tags, tagIds, groups, groupIds]) => <TagsForm user={user} tags={tags} tagIds={tagIds} groups={groups} groupIds={groupIds} t={t} />}
    </Loaded>
  );
}

function TagsForm({ user, tags, tagIds, groups, groupIds, t }: { user: UserRow; tags: TagOption[]; tagIds: number[]; groups: TagOption[]; groupIds: number[]; t: T }) {
  const nc = useNameCode();
  const [tagValue, setTagValue] = useState(tagIds);
  const [groupValue, setGroupValue] = useState(groupIds);
  const options = (rows: TagOption[]) => rows.map((r) => ({ value: r.id, label: nc(r.name, r.code) }));
  return (
    <Form layout="vertical">
      <Form.Item label={t('drawer.managedTags')}>
        <Select mode="multiple" aria-label={t('drawer.managedTags')} value={tagValue} onChange={setTagValue} options={options(tags)} />
      </Form.Item>
      <Form.Item label={t('drawer.dataGroups')}>
        <Select mode="multiple" aria-label={t('drawer.dataGroups')} value={groupValue} onChange={setGroupValue} options={options(groups)} />
      </Form.Item>
      <SaveButton
        t={t}
        onSave={() =>
          Promise.all([
            callApi(calls.saveUserTags, { userId: user.id, tagIds: tagValue }),
            callApi(calls.saveUserDataAuthGroups, { userId: user.id, groupIds: groupValue }),
          ])
        }
      />
    </Form>
  );
}

function TreeTab({ user, kind }: { user: UserRow; kind: 'menu' | 'report' | 'operation' }) {
  return (
    <Loaded deps={[user.unitId]} load={() => callApi<UnitApp[]>(calls.unitApps, { id: user.unitId })}>
      {(apps) =>
        apps.length ? (
          <GrantTree
            apps={apps.map((a) => ({ id: a.appId, code: a.appCode, name: a.appName }))}
            load={calls.userGrantTree}
            save={calls.saveUserGrants}
            params={{ id: user.id }}
            kind={kind}
            showInherited
          />
        ) : (
          <Empty />
        )
      }
    </Loaded>
  );
}

type AuthInfo = OutputOf<typeof calls.userAuth>;

function ScopeTab({ user, t }: { user: UserRow; t: T }) {
  const nc = useNameCode();
  return (
    <Loaded
      deps={[user.id]}
      load={() =>
        Promise.all([
          callApi<AuthInfo>(calls.userAuth, { id: user.id }),
          loadRemoteList(nc, 'listZones', user.unitId),
          loadRemoteList(nc, 'listCompanies', user.unitId),
          loadRemoteList(nc, 'listSupplierMap', user.unitId),
        ])
      }
    >
      {([auth, zones, companies, suppliers]) => <ScopeForm user={user} auth={auth} lists={{ zones, companies, suppliers }} t={t} />}
    </Loaded>
  );
}

function ScopeForm({ user, auth, lists, t }: { user: UserRow; auth: AuthInfo; lists: Record<'zones' | 'companies' | 'suppliers', Option[]>; t: T }) {
  const [value, setValue] = useState(auth);
  const pick = (key: keyof AuthInfo, label: string, options: Option[]) => (
    <Form.Item label={label}>
      <Select mode="multiple" aria-label={label} value={value[key]} onChange={(v) => setValue({ ...value, [key]: v })} options={options} showSearch={{ optionFilterProp: 'label' }} />
    </Form.Item>
  );
  return (
    <Form layout="vertical">
      {pick('zoneIds', t('drawer.zones'), lists.zones)}
      {pick('companyIds', t('drawer.companies'), lists.companies)}
      {pick('supplierIds', t('drawer.suppliers'), lists.suppliers)}
      <SaveButton t={t} onSave={() => callApi(calls.saveUserAuth, { id: user.id, ...value })} />
    </Form>
  );
}

interface Projection {
  unitIds: number[];
  candidates: { id: number; code: string; name: string; relation: 'PARENT' | 'CHILD' }[];
}

function ProjectionTab({ user, t }: { user: UserRow; t: T }) {
  return (
    <Loaded deps={[user.id]} load={() => callApi<Projection>(calls.userProjection, { id: user.id })}>
      {(p) => <ProjectionForm user={user} p={p} t={t} />}
    </Loaded>
  );
}

function ProjectionForm({ user, p, t }: { user: UserRow; p: Projection; t: T }) {
  const nc = useNameCode();
  const [ids, setIds] = useState(p.unitIds);
  if (!p.candidates.length) return <Empty description={t('drawer.noCandidates')} />;
  const group = (relation: 'PARENT' | 'CHILD', label: string) => {
    const units = p.candidates.filter((c) => c.relation === relation);
    return units.length ? (
      <Form.Item label={label}>
        <Checkbox.Group
          value={ids.filter((id) => units.some((u) => u.id === id))}
          onChange={(v) => setIds([...ids.filter((id) => !units.some((u) => u.id === id)), ...(v as number[])])}
          options={units.map((u) => ({ value: u.id, label: nc(u.name, u.code) }))}
        />
      </Form.Item>
    ) : null;
  };
  return (
    <Form layout="vertical">
      {group('PARENT', t('drawer.parentUnits'))}
      {group('CHILD', t('drawer.childUnits'))}
      <SaveButton t={t} onSave={() => callApi(calls.saveUserProjection, { id: user.id, unitIds: ids })} />
    </Form>
  );
}

function PmsTab({ user, t }: { user: UserRow; t: T }) {
  const { message } = useFeedback();
  const [hotelCode, setHotelCode] = useState('');
  const [lines, setLines] = useState('');
  return (
    <Loaded deps={[user.id]} load={() => callApi<{ bound: PmsMapping[]; free: PmsMapping[] }>(calls.pmsUserDetail, { userId: user.id })}>
      {(detail, reload) => {
        const item = (m: PmsMapping, action: ReactNode) => (
          <List.Item actions={[action]}>
            <List.Item.Meta title={`${m.pmsUserCode} ${m.pmsUserName}`} description={`${t('pms.hotelCode')}: ${m.pmsHotelCode}${m.pmsDeptCode ? ` · ${t('pms.deptCode')}: ${m.pmsDeptCode}` : ''}`} />
          </List.Item>
        );
        const act = (label: string, run: () => Promise<unknown>) => (
          <Button size="small" type="link" onClick={() => void run().then(() => reload(), () => undefined)}>
            {label}
          </Button>
        );
        const importRows = async () => {
          const items = lines
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean)
            .map((l) => {
              const [pmsUserCode = '', pmsUserName = '', pmsDeptCode = ''] = l.split(/[,，\t]/).map((s) => s.trim());
              return { pmsUserCode, pmsUserName, pmsDeptCode };
            });
          const r = await callApi<{ created: number }>(calls.savePmsMappings, { unitId: user.unitId, pmsHotelCode: hotelCode, items });
          void message.success(t('pms.imported', { count: r.created }));
          setLines('');
          reload();
        };
        return (
          <Space direction="vertical" style={{ width: '100%' }} size="large">
            <List size="small" header={<b>{t('pms.bound')}</b>} dataSource={detail.bound} locale={{ emptyText: t('pms.none') }} renderItem={(m) => item(m, act(t('pms.unbind'), () => callApi(calls.deletePmsMapping, { id: m.id, unbindOnly: true })))} />
            <List size="small" header={<b>{t('pms.free')}</b>} dataSource={detail.free} locale={{ emptyText: t('pms.none') }} renderItem={(m) => item(m, act(t('pms.bind'), () => callApi(calls.bindPmsUser, { mappingId: m.id, userId: user.id })))} />
            <Form layout="vertical">
              <Typography.Title level={5}>{t('pms.import')}</Typography.Title>
              <Form.Item label={t('pms.hotelCode')}>
                <Input value={hotelCode} onChange={(e) => setHotelCode(e.target.value)} maxLength={30} aria-label={t('pms.hotelCode')} />
              </Form.Item>
              <Form.Item label={t('pms.userCode')} extra={t('pms.importHint')}>
                <Input.TextArea rows={4} value={lines} onChange={(e) => setLines(e.target.value)} aria-label={t('pms.userCode')} />
              </Form.Item>
              <Button onClick={() => void importRows().catch(() => undefined)} disabled={!hotelCode.trim() || !lines.trim()}>
                {t('pms.import')}
              </Button>
            </Form>
          </Space>
        );
      }}
    </Loaded>
  );
}

interface WechatAccount {
  id: number;
  openId: string;
  nickname: string;
  avatarUrl: string;
  boundAt: string;
}

function WechatTab({ user, t }: { user: UserRow; t: T }) {
  const bind = async () => {
    const { url } = await callApi<{ url: string }>(calls.bindWechatUrl, { userId: user.id, redirectUri: `${window.location.origin}${screenHref('wechatBind')}` });
    window.open(url, '_blank', 'noopener');
  };
  return (
    <Loaded deps={[user.id]} load={() => callApi<WechatAccount[]>(calls.wechatAccounts, { userId: user.id })}>
      {(accounts, reload) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {!user.mobile && <Alert type="warning" showIcon title={t('wechat.mobileFirst')} />}
          <Space>
            <Button type="primary" disabled={!user.mobile} onClick={() => void bind().catch(() => undefined)}>
              {t('wechat.bind')}
            </Button>
            <Button onClick={reload}>{t('wechat.refresh')}</Button>
          </Space>
          <List
            header={<b>{t('wechat.accounts')}</b>}
            dataSource={accounts}
            locale={{ emptyText: t('pms.none') }}
            renderItem={(a) => (
              <List.Item
                actions={[
                  <Button key="remove" type="link" danger size="small" onClick={() => void callApi(calls.removeWechat, { id: a.id }).then(reload, () => undefined)}>
                    {t('wechat.remove')}
                  </Button>,
                ]}
              >
                <Descriptions size="small" column={3} items={[{ label: t('wechat.nickname'), children: a.nickname }, { label: t('wechat.openId'), children: a.openId }, { label: t('wechat.boundAt'), children: a.boundAt }]} />
              </List.Item>
            )}
          />
        </Space>
      )}
    </Loaded>
  );
}

export function UserDrawer({ user, tab, onClose }: { user: UserRow; tab: UserDrawerTab; onClose: () => void }) {
  const t = useTranslations('console.users');
  const access = useConsoleAccessOrNull();
  const has = (p: Parameters<NonNullable<typeof access>['has']>[0]) => !access || access.has(p);
  const [active, setActive] = useState<UserDrawerTab>(tab);
  const tabs: { key: UserDrawerTab; label: string; show: boolean; children: ReactNode }[] = [
    { key: 'roles', label: t('drawer.roles'), show: has(calls.userRoles.permission), children: <RolesTab user={user} t={t} /> },
    { key: 'menus', label: t('drawer.menus'), show: has(calls.userRoles.permission), children: <TreeTab user={user} kind="menu" /> },
    { key: 'reports', label: t('drawer.reports'), show: has(calls.userRoles.permission), children: <TreeTab user={user} kind="report" /> },
    { key: 'operations', label: t('drawer.operations'), show: has(calls.userRoles.permission), children: <TreeTab user={user} kind="operation" /> },
    { key: 'tags', label: t('drawer.tags'), show: has(calls.saveUserTags.permission), children: <TagsTab user={user} t={t} /> },
    { key: 'scope', label: t('drawer.scope'), show: has(calls.userAuth.permission), children: <ScopeTab user={user} t={t} /> },
    { key: 'projection', label: t('drawer.projection'), show: has(calls.userAuth.permission), children: <ProjectionTab user={user} t={t} /> },
    { key: 'pms', label: t('drawer.pms'), show: has(calls.pmsUserDetail.permission), children: <PmsTab user={user} t={t} /> },
    { key: 'wechat', label: t('drawer.wechat'), show: has(calls.bindWechatUrl.permission), children: <WechatTab user={user} t={t} /> },
  ];
  return (
    <Drawer open width={760} title={t('drawer.title', { name: user.name, code: user.code })} onClose={onClose} destroyOnHidden>
      <Tabs activeKey={active} onChange={(k) => setActive(k as UserDrawerTab)} destroyOnHidden items={tabs.filter((x) => x.show).map(({ key, label, children }) => ({ key, label, children }))} />
    </Drawer>
  );
}
