'use client';
/** A select or tree in a form whose options depend on the unit chosen in the same form (its departments, suppliers). */
import { useEffect, useState } from 'react';
import { Form, Select, TreeSelect, type FormInstance } from 'antd';
import '@/components/style/antd/Form';
import '@/components/style/antd/Select';
import '@/components/style/antd/TreeSelect';
import type { Option, TreeOption } from '@/components/list-page/types';

export function UnitDependentSelect({
  form,
  unitField = 'unitId',
  fixedUnitId,
  load,
  tree,
  placeholder,
  id,
  value,
  onChange,
}: {
  form: FormInstance;
  unitField?: string;
  /** The unit when the form has no unit field (editing a user of a known unit). */
  fixedUnitId?: number;
  load: (unitId: number) => Promise<Option[] | TreeOption[]>;
  tree?: boolean;
  placeholder?: string;
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  const watched = Form.useWatch(unitField, form) as number | undefined;
  const unitId = fixedUnitId ?? watched;
  const [options, setOptions] = useState<Option[] | TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    if (!unitId) {
      setOptions([]);
      return;
    }
    load(unitId)
      .then((o) => live && setOptions(o))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [unitId, load]);
  if (tree) {
    return <TreeSelect id={id} allowClear treeDefaultExpandAll treeData={options as TreeOption[]} value={value as number} onChange={onChange} placeholder={placeholder} showSearch={{ treeNodeFilterProp: 'title' }} />;
  }
  return <Select id={id} allowClear options={options as Option[]} value={value as number} onChange={onChange} placeholder={placeholder} showSearch={{ optionFilterProp: 'label' }} />;
}
