'use client';
/** The unit chooser of admin-mode screens (a tree of the units in the caller's scope); hidden in normal mode. */
import { useEffect, useState } from 'react';
import { TreeSelect } from 'antd';
import '@/components/style/antd/TreeSelect';
import { ScreenBar } from './ScreenBar';
import { useTranslations } from 'next-intl';
import type { TreeOption } from '@/components/list-page/types';
import { loadUnitTree } from './pickers';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

export function UnitPicker({ value, onChange }: { value: number; onChange: (unitId: number) => void }) {
  const nc = useNameCode();
  const t = useTranslations('console.common');
  const [units, setUnits] = useState<TreeOption[]>([]);
  useEffect(() => {
    loadUnitTree(nc).then(setUnits, () => undefined);
  }, []);
  return (
    <ScreenBar>
      <span>{t('unit')}</span>
      <TreeSelect style={{ width: 320 }} aria-label={t('unit')} treeData={units} value={value} onChange={(v: number) => v && onChange(v)} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
    </ScreenBar>
  );
}
