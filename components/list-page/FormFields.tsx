'use client';
/** A declared form's fields as antd Form items: controls, rules and their messages. */
import { cloneElement, isValidElement, useEffect, useRef, useState } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Spin, Switch, TreeSelect, type FormInstance, type FormRule } from 'antd';
import '@/components/style/antd/Col';
import '@/components/style/antd/DatePicker';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/InputNumber';
import '@/components/style/antd/Radio';
import '@/components/style/antd/Row';
import '@/components/style/antd/Select';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Switch';
import '@/components/style/antd/TreeSelect';
import { useTranslations } from 'next-intl';
import type { FormField, Option, TreeOption } from './types';

const SELECTS = new Set(['select', 'multiSelect', 'treeSelect', 'remoteSelect', 'radio', 'date']);

export function rulesOf(field: FormField, tl: (key: string, values?: Record<string, string | number>) => string): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) {
    const message = tl(SELECTS.has(field.type) ? 'requiredSelect' : 'required', { field: field.label });
    rules.push(field.type === 'text' || field.type === 'textarea' ? { required: true, whitespace: true, message } : { required: true, message });
  }
  if (field.max) rules.push({ max: field.max, message: tl('tooLong', { field: field.label, max: field.max }) });
  for (const p of field.patterns ?? []) rules.push({ pattern: p.regex, message: p.message });
  return [...rules, ...(field.rules ?? [])];
}

export function FormFields({ fields, form }: { fields: FormField[]; form: FormInstance }) {
  const tl = useTranslations('list.page');
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.name} span={field.wide || fields.length < 5 ? 24 : 12}>
          <Form.Item
            name={field.name}
            label={field.label}
            rules={rulesOf(field, tl)}
            extra={field.extra}
            dependencies={field.dependencies}
            valuePropName={field.type === 'switch' ? 'checked' : 'value'}
            initialValue={field.initialValue}
          >
            {field.load ? <Loaded field={field} form={form} /> : control(field, form)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

function control(field: FormField, form: FormInstance) {
  const common = { disabled: field.disabled, placeholder: field.placeholder };
  switch (field.type) {
    case 'text':
      return <Input {...common} allowClear maxLength={field.max ? field.max + 10 : undefined} />;
    case 'password':
      return <Input.Password {...common} autoComplete="new-password" />;
    case 'textarea':
      return <Input.TextArea {...common} rows={3} />;
    case 'number':
      return <InputNumber {...common} min={field.min} max={field.maxValue} precision={field.precision ?? 0} style={{ width: '100%' }} />;
    case 'select':
      return <Select {...common} allowClear options={field.options} showSearch={{ optionFilterProp: 'label' }} />;
    case 'multiSelect':
      return <Select {...common} allowClear mode="multiple" options={field.options} showSearch={{ optionFilterProp: 'label' }} />;
    case 'switch':
      return <Switch disabled={field.disabled} />;
    case 'radio':
      return <Radio.Group disabled={field.disabled} options={field.options?.map((o) => ({ ...o, value: o.value }))} />;
    case 'date':
      return <DatePicker {...common} style={{ width: '100%' }} />;
    case 'treeSelect':
      return <TreeSelect {...common} allowClear multiple={field.multiple} treeData={field.treeData} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />;
    case 'remoteSelect':
      return <RemoteSelect field={field} />;
    case 'custom':
      return field.render?.(form) ?? null;
  }
}

/** A select or tree whose options are asked for when the form opens. */
function Loaded({ field, form, ...props }: { field: FormField; form: FormInstance }) {
  const [loaded, setLoaded] = useState<Option[] | TreeOption[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    field
      .load?.()
      .then((o) => live && setLoaded(o))
      .catch(() => live && setLoaded([]));
    return () => {
      live = false;
    };
  }, [field]);
  const withData: FormField = field.type === 'treeSelect' ? { ...field, treeData: (loaded as TreeOption[]) ?? [] } : { ...field, options: (loaded as Option[]) ?? [] };
  const element = control(withData, form);
  // Form.Item hands value and onChange to its direct child: pass them on to the control.
  return isValidElement(element) ? cloneElement(element, props) : element;
}

/** A select whose options come from the server as the user types (500 ms after the typing stops). */
function RemoteSelect({ field, id, value, onChange }: { field: FormField; id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  const [options, setOptions] = useState<Option[]>(field.options ?? []);
  const [fetching, setFetching] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (keyword: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setFetching(true);
      field
        .fetch?.(keyword.trim())
        .then((rows) => setOptions(rows))
        .catch(() => setOptions([]))
        .finally(() => setFetching(false));
    }, 500);
  };
  return (
    <Select
      // Form.Item's id: the field's label points at this control.
      id={id}
      allowClear
      disabled={field.disabled}
      placeholder={field.placeholder}
      mode={field.multiple ? 'multiple' : undefined}
      labelInValue={field.labelInValue}
      showSearch={{ filterOption: false, onSearch: search }}
      notFoundContent={fetching ? <Spin size="small" /> : null}
      options={options}
      value={value as string}
      onChange={onChange}
      onOpenChange={(open) => open && search('')}
    />
  );
}
