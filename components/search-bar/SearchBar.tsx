'use client';
/**
 * The common search bar of every list (portal.md section 2): items declared as data (see
 * search-items.ts), the first three on show and the rest behind 筛选/收起, rows of five, query,
 * clear and extra action buttons, Enter runs the query. onSearch receives the non-empty filters only.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Form, Input, Select, Space, Spin } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import {
  assertSearchItems,
  collectFilters,
  hasHiddenItems,
  initialValues,
  numberBounds,
  SEARCH_BAR,
  selectOptions,
  visibleRows,
  type RemoteSelectItem,
  type SearchItem,
} from './search-items';

// The date range (TIME_AREA) loads with the first list that has one: the date pickers are a large part of antd.
const NumberRangeField = dynamic(() => import('./NumberRangeField'), { ssr: false, loading: () => <Input disabled style={{ width: 200 }} /> });
const RangeField = dynamic(() => import('./RangeField'), { ssr: false, loading: () => <Input disabled style={{ width: 200 }} /> });

export type SearchFilters = ReturnType<typeof collectFilters>;

export interface SearchBarProps {
  items: readonly SearchItem[];
  onSearch: (filters: SearchFilters) => void;
  /** Buttons shown after query and clear (create, export, batch actions...). */
  extra?: ReactNode;
  loading?: boolean;
  /** Start expanded (all items on show). */
  defaultExpanded?: boolean;
}

export function SearchBar({ items, onSearch, extra, loading, defaultExpanded = false }: SearchBarProps) {
  const t = useTranslations('list.searchBar');
  // Checked on every render of a new declaration: a broken item is reported where it was written.
  const valid = useMemo(() => assertSearchItems(items), [items]);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const initial = useMemo(() => initialValues(items), [items]);
  const usable = valid ? items : [];
  const rows = visibleRows(usable, expanded);

  const run = () => onSearch(collectFilters(usable, form.getFieldsValue(true) as Record<string, unknown>));
  const clear = () => {
    form.resetFields();
    onSearch(collectFilters(usable, initial));
  };

  return (
    <Form
      form={form}
      initialValues={initial}
      layout="inline"
      role="search"
      onKeyDown={(e) => {
        // Enter runs the query (key 13), except while a select's option list is choosing.
        if (e.key === 'Enter' && !(e.target as HTMLElement).closest('.ant-select-open')) {
          e.preventDefault();
          run();
        }
      }}
      style={{ marginBottom: 16 }}
    >
      <Flex vertical gap={12} style={{ width: '100%' }}>
        {rows.map((row, r) => (
          <Flex key={r} wrap gap={12} align="center">
            {row.map((item) => (
              <Form.Item key={item.code} name={item.code} label={item.label} style={{ margin: 0 }}>
                <SearchControl item={item} />
              </Form.Item>
            ))}
            {r === rows.length - 1 && (
              <Space wrap>
                <Button type="primary" icon={<SearchOutlined />} onClick={run} loading={loading}>
                  {t('query')}
                </Button>
                <Button onClick={clear}>{t('clear')}</Button>
                {hasHiddenItems(usable) && (
                  <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                    {expanded ? t('collapse') : t('expand')}
                  </Button>
                )}
                {extra}
              </Space>
            )}
          </Flex>
        ))}
        {rows.length === 0 && extra ? <Space wrap>{extra}</Space> : null}
      </Flex>
    </Form>
  );
}

/** One item's control; antd's Form.Item passes value and onChange. */
function SearchControl({ item, value, onChange }: { item: SearchItem; value?: unknown; onChange?: (v: unknown) => void }) {
  const t = useTranslations('list.searchBar');
  const width = item.width ?? SEARCH_BAR.width;
  const placeholder = item.placeholder ?? item.label;
  switch (item.type) {
    case 'INPUT':
      return <Input allowClear style={{ width }} placeholder={placeholder} value={value as string} onChange={(e) => onChange?.(e.target.value)} aria-label={item.label} />;
    case 'SELECT':
      return (
        <Select
          allowClear
          style={{ width }}
          placeholder={item.placeholder ?? t('all')}
          mode={item.multiple ? 'multiple' : undefined}
          options={selectOptions(item, item.options)}
          value={value as string}
          onChange={onChange}
          aria-label={item.label}
        />
      );
    case 'REMOTE_SELECT':
      return <RemoteSelect item={item} width={width} value={value} onChange={onChange} />;
    case 'TIME_AREA':
      return (
        <RangeField
          style={{ width: item.showTime ? width * 2.4 : width * 1.6 }}
          showTime={item.showTime}
          value={value as never}
          onChange={(v) => onChange?.(v)}
          placeholder={[t('start'), t('end')]}
          aria-label={item.label}
        />
      );
    case 'AREA_INPUT': {
      const [from, to] = (Array.isArray(value) ? value : []) as [string?, string?];
      return (
        <Space.Compact style={{ width }}>
          <Input value={from} placeholder={t('from')} onChange={(e) => onChange?.([e.target.value, to])} aria-label={`${item.label} ${t('from')}`} />
          <Input value={to} placeholder={t('to')} onChange={(e) => onChange?.([from, e.target.value])} aria-label={`${item.label} ${t('to')}`} />
        </Space.Compact>
      );
    }
    case 'AREA_INPUT_NUMBER':
      return (
        <NumberRangeField
          value={value}
          onChange={onChange}
          width={width}
          bounds={numberBounds(item)}
          labels={{ from: t('from'), to: t('to'), fromAria: `${item.label} ${t('from')}`, toAria: `${item.label} ${t('to')}` }}
        />
      );
  }
}

function RemoteSelect({ item, width, value, onChange }: { item: RemoteSelectItem; width: number; value?: unknown; onChange?: (v: unknown) => void }) {
  const [options, setOptions] = useState<{ label: string; value: string | number }[]>([]);
  const [fetching, setFetching] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const call = ++latest.current;
      setFetching(true);
      item
        .fetch(keyword.trim())
        .then((rows) => {
          // An older answer arriving late must not replace a newer one.
          if (call === latest.current) setOptions(selectOptions(item, rows));
        })
        .catch(() => call === latest.current && setOptions([]))
        .finally(() => call === latest.current && setFetching(false));
    }, SEARCH_BAR.remoteDebounceMs);
  };

  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      style={{ width }}
      placeholder={item.placeholder ?? item.label}
      notFoundContent={fetching ? <Spin size="small" /> : null}
      options={options}
      value={value as string}
      onChange={onChange}
      onOpenChange={(open) => open && options.length === 0 && search('')}
      aria-label={item.label}
    />
  );
}
