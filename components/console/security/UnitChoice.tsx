'use client';
/**
 * The unit a security page works on: the caller's own unit, or any unit they administer (a tree of
 * their scope). Without a scope beyond their unit there is nothing to choose and only its name shows.
 */
import { useEffect, useState } from 'react';
import { Space, TreeSelect, Typography } from 'antd';
import '@/components/style/antd/Space';
import '@/components/style/antd/TreeSelect';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { loadUnitTree } from '@/components/console/pickers';
import type { TreeOption } from '@/components/list-page/types';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

export function useChosenUnit(): [number, (id: number) => void] {
  const access = useConsoleAccess();
  return useState<number>(access.unit.id);
}

export function UnitChoice({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const nc = useNameCode();
  const t = useTranslations('console.security');
  const access = useConsoleAccess();
  const [tree, setTree] = useState<TreeOption[]>([]);
  const many = access.adminMode || access.scopeAll;
  useEffect(() => {
    if (many) loadUnitTree(nc).then(setTree, () => setTree([]));
  }, [many]);
  return (
    <Space>
      <Typography.Text>{t('unit')}</Typography.Text>
      {many ? (
        <TreeSelect
          aria-label={t('unit')}
          style={{ width: 280 }}
          value={value}
          treeData={tree.length ? tree : [{ title: nc(access.unit.name, access.unit.code), value: access.unit.id }]}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          onChange={(v) => onChange(Number(v))}
        />
      ) : (
        <Typography.Text strong>{nc(access.unit.name, access.unit.code)}</Typography.Text>
      )}
    </Space>
  );
}
