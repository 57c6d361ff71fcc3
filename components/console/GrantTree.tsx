'use client';
/**
 * An authorisation tree of one application (menus and buttons, reports, operations) for a user or a
 * role: ticks are grants, grey "inherited" tags what roles or cascades already give, disabled nodes
 * what the viewer may not hand out. Saving sends the ticked ids.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Select, Space, Spin, Tag, Tree } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Tree';
import type { DataNode } from 'antd/es/tree';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import type { CallRef } from '@/components/list-page/types';
import type { GrantNode } from '@/lib/contracts/users';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

export interface GrantTreeProps {
  /** Applications to choose from. */
  apps: { id: number; code: string; name: string }[];
  load: CallRef;
  save: CallRef;
  /** Fixed parameters of both calls (the user's or the role's id). */
  params: Record<string, unknown>;
  kind: 'menu' | 'report' | 'operation';
  /** Show the "inherited" marks (users only). */
  showInherited?: boolean;
  readOnly?: boolean;
  /** The kind as the load call names it, when it differs (a role's tree: /role/menus). */
  loadKind?: string;
}

function toData(nodes: GrantNode[], labels: { inherited: string; button: string }, showInherited: boolean): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span>
        {n.title}
        {n.kind === 'BUTTON' ? <Tag style={{ marginLeft: 6 }}>{labels.button}</Tag> : null}
        {showInherited && n.inherited ? (
          <Tag color="default" style={{ marginLeft: 6 }}>
            {labels.inherited}
          </Tag>
        ) : null}
      </span>
    ),
    disableCheckbox: n.disabled || n.category,
    checkable: !n.category,
    children: toData(n.children, labels, showInherited),
  }));
}

function checkedOf(nodes: GrantNode[]): number[] {
  return nodes.flatMap((n) => [...(n.checked ? [n.id] : []), ...checkedOf(n.children)]);
}

export function GrantTree({ apps, load, save, params, kind, showInherited = false, readOnly = false, loadKind }: GrantTreeProps) {
  const nc = useNameCode();
  const t = useTranslations('console.common.grants');
  const { message } = useFeedback();
  const [appId, setAppId] = useState<number | undefined>(apps[0]?.id);
  const [nodes, setNodes] = useState<GrantNode[] | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!appId) return;
    let live = true;
    setNodes(null);
    callApi<GrantNode[]>(load, { ...(JSON.parse(paramsKey) as Record<string, unknown>), appId, kind: loadKind ?? kind })
      .then((tree) => {
        if (!live) return;
        setNodes(tree);
        setChecked(checkedOf(tree));
      })
      .catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [appId, kind, loadKind, load, paramsKey]);

  const data = useMemo(() => toData(nodes ?? [], { inherited: t('inherited'), button: t('button') }, showInherited), [nodes, t, showInherited]);

  const submit = async () => {
    setSaving(true);
    try {
      const tree = await callApi<GrantNode[]>(save, { ...params, appId, kind, ids: checked.filter((id) => id > 0) });
      setNodes(tree);
      setChecked(checkedOf(tree));
      void message.success(t('saved'));
    } catch {
      // The fetch layer has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <span>{t('app')}</span>
        <Select style={{ width: 220 }} value={appId} onChange={setAppId} options={apps.map((a) => ({ value: a.id, label: nc(a.name, a.code) }))} aria-label={t('app')} />
        {!readOnly && (
          <Button type="primary" onClick={() => void submit()} loading={saving} disabled={!nodes}>
            {t('save')}
          </Button>
        )}
      </Space>
      {showInherited && <Alert type="info" showIcon title={t('hint')} />}
      {nodes === null ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <Empty />
      ) : (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          disabled={readOnly}
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys) => setChecked(((Array.isArray(keys) ? keys : keys.checked) as number[]).map(Number))}
        />
      )}
    </Space>
  );
}
