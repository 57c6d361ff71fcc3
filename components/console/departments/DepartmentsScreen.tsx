'use client';
/**
 * /unit/admin-departs (admin mode: any unit in the caller's scope) and /unit/manageUnit (normal mode:
 * the caller's unit): the department tree beside the unit's users. The root "all departments"
 * cannot be edited, deleted or given roles; the page carries the unit-name and user-code watermark.
 */
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import type { NameCode } from '@/lib/i18n/pairs';
import { Alert, Button, Space, Tag, TreeSelect } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tag';
import '@/components/style/antd/TreeSelect';
import { useTranslations } from 'next-intl';
import { ConsoleWatermark } from '@/components/console/ConsoleWatermark';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { loadUnitTree } from '@/components/console/pickers';
import { callApi } from '@/components/list-page/call';
import { FormDialog } from '@/components/list-page/FormDialog';
import { SideTree, TreeBeside, type SideNode } from '@/components/list-page/TreeBeside';
import type { FormField, TreeOption } from '@/components/list-page/types';
import { UsersPanel } from '@/components/console/users/UsersPanel';
import { CODE_PATTERN, STATUSES } from '@/lib/contracts/console-enums';
import type { DeptNode } from '@/lib/contracts/departments';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

const DEPT_TREE = calls.deptTree;

function flatten(nodes: DeptNode[]): DeptNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}
function toSide(nodes: DeptNode[], nc: NameCode): SideNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.isRoot ? n.name : nc(n.name, n.code),
    suffix: n.status === 'DISABLED' ? <Tag style={{ marginLeft: 6 }}>{n.status}</Tag> : null,
    children: toSide(n.children, nc),
  }));
}
function toOptions(nodes: DeptNode[], exclude?: number): TreeOption[] {
  return nodes.filter((n) => n.id !== exclude).map((n) => ({ title: n.name, value: n.id, key: n.id, children: toOptions(n.children, exclude) }));
}

type Dialog = { kind: 'create' | 'edit' | 'batch' | 'roles'; node: DeptNode };

export function DepartmentsScreen({ mode, unitId: requestedUnit }: { mode: 'admin' | 'normal'; unitId?: number }) {
  const nc = useNameCode();
  const t = useTranslations('console.departments');
  const tl = useTranslations('list.page');
  const { modal, message } = useFeedback();
  const access = useConsoleAccess();
  const [unitId, setUnitId] = useState<number>(mode === 'admin' && requestedUnit ? requestedUnit : access.unit.id);
  const [units, setUnits] = useState<TreeOption[]>([]);
  const [tree, setTree] = useState<DeptNode[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (mode === 'admin') loadUnitTree(nc).then(setUnits, () => undefined);
  }, [mode]);
  useEffect(() => {
    let live = true;
    setTree(null);
    callApi<DeptNode[]>(DEPT_TREE, { unitId })
      .then((nodes) => {
        if (!live) return;
        setTree(nodes);
        const all = flatten(nodes);
        setSelectedId((id) => (all.some((n) => n.id === id) ? id : all[0]?.id));
      })
      .catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, [unitId, version]);

  const nodes = useMemo(() => flatten(tree ?? []), [tree]);
  const selected = nodes.find((n) => n.id === selectedId);
  const canEdit = access.has(calls.deleteDept.permission);
  const canAssign = access.has(calls.setDeptRoles.permission);

  const fields = (node?: DeptNode): FormField[] => [
    { name: 'parentId', label: t('col.parent'), type: 'treeSelect', required: true, treeData: toOptions(tree ?? [], node?.id) },
    { name: 'code', label: t('col.code'), type: 'text', required: true, max: 30, patterns: [{ regex: CODE_PATTERN, message: t('codeRule') }] },
    { name: 'name', label: t('col.name'), type: 'text', required: true, max: 60 },
    { name: 'sort', label: t('col.sort'), type: 'number', min: 0, initialValue: 0 },
    { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
    { name: 'remark', label: t('col.remark'), type: 'textarea', max: 500, wide: true },
  ];

  const remove = (node: DeptNode) =>
    modal.confirm({
      title: t('confirmDelete', { name: node.name }),
      okText: tl('ok'),
      cancelText: tl('cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await callApi(calls.deleteDept, { id: node.id });
        void message.success(tl('deleted'));
        reload();
      },
    });

  const rootGuard = selected?.isRoot;
  const side = (
    <SideTree
      title={t('tree')}
      nodes={tree ? toSide(tree, nc) : null}
      selected={selectedId}
      onSelect={(k: Key) => setSelectedId(Number(k))}
      top={
        mode === 'admin' ? (
          <TreeSelect
            style={{ width: '100%' }}
            aria-label={t('unit')}
            placeholder={t('unit')}
            treeData={units}
            value={unitId}
            onChange={(v: number) => v && setUnitId(v)}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        ) : null
      }
      extra={
        selected && (
          <Space size={4} wrap>
            {canEdit && (
              <Button size="small" type="primary" ghost onClick={() => setDialog({ kind: 'create', node: selected })}>
                {t('addChild')}
              </Button>
            )}
            {canEdit && (
              <Button size="small" disabled={rootGuard} title={rootGuard ? t('rootLocked') : undefined} onClick={() => setDialog({ kind: 'edit', node: selected })}>
                {tl('edit')}
              </Button>
            )}
            {canEdit && (
              <Button size="small" onClick={() => setDialog({ kind: 'batch', node: selected })}>
                {t('batch')}
              </Button>
            )}
            {canAssign && (
              <Button size="small" disabled={rootGuard} title={rootGuard ? t('rootLocked') : undefined} onClick={() => setDialog({ kind: 'roles', node: selected })}>
                {t('roles')}
              </Button>
            )}
            {canEdit && (
              <Button size="small" danger disabled={rootGuard} title={rootGuard ? t('rootLocked') : undefined} onClick={() => remove(selected)}>
                {tl('delete')}
              </Button>
            )}
          </Space>
        )
      }
    />
  );

  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) reload();
  };

  return (
    <ConsoleWatermark>
      <TreeBeside side={side}>
        {selected ? (
          <UsersPanel
            key={`${unitId}`}
            list="unitUsers"
            query={{ unitId, ...(selected.isRoot ? {} : { deptId: selected.id }) }}
            title={`${t(mode === 'admin' ? 'titleAdmin' : 'title')} · ${selected.name}`}
            banner={rootGuard ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('rootHint')} /> : undefined}
          />
        ) : (
          tree && tree.length === 0 && <Alert type="warning" showIcon title={t('noTree')} />
        )}
      </TreeBeside>
      {dialog?.kind === 'create' && (
        <FormDialog title={t('create')} fields={fields()} call={calls.saveDept} load={() => ({ parentId: dialog.node.id })} toBody={(v) => ({ ...v, unitId })} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <FormDialog
          title={t('edit')}
          fields={fields(dialog.node)}
          call={calls.saveDept}
          load={() => ({ ...dialog.node })}
          toBody={(v) => ({ ...v, id: dialog.node.id, unitId })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'batch' && (
        <FormDialog
          title={t('batchTitle', { name: dialog.node.name })}
          width={560}
          fields={[{ name: 'lines', label: t('batchLines'), type: 'textarea', required: true, extra: t('batchHint'), wide: true }]}
          call={calls.batchDepts}
          toBody={(v) => ({
            unitId,
            parentId: dialog.node.id,
            items: String(v.lines ?? '')
              .split(/\r?\n/)
              .map((l) => l.trim())
              .filter(Boolean)
              .map((l) => {
                const [code = '', ...name] = l.split(/[,，\t]/);
                return { code: code.trim(), name: name.join(',').trim() };
              }),
          })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'roles' && (
        <FormDialog
          title={t('rolesTitle', { name: dialog.node.name })}
          width={560}
          intro={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('rolesHint')} />}
          fields={[{ name: 'roleIds', label: t('roles'), type: 'multiSelect', wide: true, load: async () => (await callApi<{ roles: { id: number; code: string; descript: string; appCode: string }[] }>(calls.roleOptions, { unitId })).roles.map((r) => ({ value: r.id, label: nc(r.descript, r.appCode ? `${r.code} · ${r.appCode}` : r.code) })) }]}
          call={calls.setDeptRoles}
          load={async () => ({ roleIds: (await callApi<{ roleId: number }[]>(calls.deptRoles, { id: dialog.node.id })).map((r) => r.roleId) })}
          toBody={(v) => ({ dept: dialog.node.id, app: 0, roleIds: v.roleIds ?? [] })}
          onClose={close}
        />
      )}
    </ConsoleWatermark>
  );
}
