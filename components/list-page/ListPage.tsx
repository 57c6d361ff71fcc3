'use client';
/**
 * The one list page of the console (and any list that wants it): the common search bar, the paged
 * table (firstResult/pageSize -> datas/totalRows), the create/update modal form, confirmations
 * and toasts, all from one declaration (types.ts). Changing a screen = changing its declaration.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Space';
import '@/components/style/antd/Table';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useNameCode, usePunctuation } from '@/lib/client/hooks/use-name-code';
import { SearchBar } from '@/components/search-bar/SearchBar';
import { collectFilters, initialValues } from '@/components/search-bar/search-items';
import { useConsoleAccessOrNull } from '@/components/console/ConsoleAccess';
import type { Permission } from '@/lib/contracts/permissions';
import { ApiError } from '@/lib/client/api';
import { callApi, listParams, rowValues } from './call';
import { RowMore } from './RowMore';
import dynamic from 'next/dynamic';
import type { CallRef, FormField, ListHelpers, ListPageDeclaration, RowAction } from './types';

// The form modal (its fields: pickers, tree selects, dates) loads when a row or the toolbar opens it.
const FormDialog = dynamic(() => import('./FormDialog').then((m) => m.FormDialog), { ssr: false });

interface Paged<Row> {
  datas: Row[];
  totalRows: number;
}

export interface ListPageProps<Row extends object> {
  declaration: ListPageDeclaration<Row>;
  /** Fixed filters from the page (a unit or department chosen beside the list); a change reloads. */
  query?: Record<string, unknown>;
  /** Title shown above the list (default: the screen's title); null hides it. */
  title?: ReactNode | null;
  /** Something shown between the search bar and the table. */
  banner?: ReactNode;
  /** Called with the rows each time the list loads. */
  onLoaded?: (rows: Row[]) => void;
}

/**
 * A refused call (ApiError) was already shown by the fetch layer: it ends here instead of as an
 * uncaught promise in the browser's console. Anything else is a bug and stays loud.
 */
function shownAlready(e: unknown): void {
  if (!(e instanceof ApiError)) throw e;
}

export function ListPage<Row extends object>({ declaration: d, query, title, banner, onLoaded }: ListPageProps<Row>) {
  const t = useTranslations(d.ns);
  const tl = useTranslations('list.page');
  const nc = useNameCode();
  const punct = usePunctuation();
  const { message, modal } = useFeedback();
  const access = useConsoleAccessOrNull();
  const has = useCallback((p: Permission | null | undefined) => (access ? access.has(p) : true), [access]);

  const [page, setPage] = useState(1);
  // A header click: one of the columns the list's contract sorts by, sorted on the server over the whole set.
  const [sort, setSort] = useState<{ field: string; order: 'ascend' | 'descend' } | null>(null);
  const [pageSize, setPageSize] = useState(d.pageSize ?? 10);
  // null until the user searches: the items' default values apply.
  const [searched, setSearchFilters] = useState<Record<string, unknown> | null>(null);
  const [data, setData] = useState<Paged<Row>>({ datas: [], totalRows: 0 });
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Row[]>([]);
  // Tree lists open fully each time they load (a rule of antd's defaultExpandAllRows applies to the first rows only).
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [editing, setEditing] = useState<{ key: string; row?: Row; initial?: Record<string, unknown> } | null>(null);

  const queryKey = JSON.stringify(query ?? {});
  // Built once per declaration and language: the search bar keeps its values across reloads.
  const searchItems = useMemo(() => d.search?.({ t, tl, nc, punct } as unknown as ListHelpers<Row>) ?? [], [d, t, tl, nc, punct]);
  const searchFilters = useMemo(() => searched ?? collectFilters(searchItems, initialValues(searchItems)), [searched, searchItems]);
  // Keyed by the query's text so a parent passing a new but equal object does not reload.
  const filters = useMemo(() => ({ ...searchFilters, ...(JSON.parse(queryKey) as Record<string, unknown>) }), [searchFilters, queryKey]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const shapeRef = useRef(d);
  shapeRef.current = d;
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const sorted = sort ? { ...filters, sortField: sort.field, sortOrder: sort.order } : filters;
    callApi<Paged<Row> | Row[]>(d.list, listParams(!d.unpaged, page, pageSize, sorted), { signal: controller.signal })
      .then((result) => {
        const next = Array.isArray(result) ? { datas: result, totalRows: result.length } : result;
        setData(next);
        setSelected([]);
        const shape = shapeRef.current;
        if (shape.tree) setExpanded(parentKeys(next.datas, shape.rowKeyOf ?? ((r: Row) => r[shape.rowKey] as Key)));
        onLoadedRef.current?.(next.datas);
      })
      .catch(() => {
        // The fetch layer has shown the error; an empty list says nothing was loaded.
        if (!controller.signal.aborted) setData({ datas: [], totalRows: 0 });
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [d.list, d.unpaged, page, pageSize, filters, sort, version]);

  const helpers: ListHelpers<Row> = {
    t: t as ListHelpers<Row>['t'],
    tl: tl as ListHelpers<Row>['tl'],
    nc,
    punct,
    has,
    reload,
    openForm: (row, initial) => setEditing({ key: row ? FORM_UPDATE : FORM_CREATE, row, initial }),
    openDialog: (key, row, initial) => setEditing({ key, row, initial }),
    call: (ref: CallRef, params?: Record<string, unknown>) => callApi(ref, params ?? {}),
    confirm: ({ title: confirmTitle, content, danger, onOk }) => {
      void modal.confirm({ title: confirmTitle, content, okText: tl('ok'), cancelText: tl('cancel'), okButtonProps: { danger }, onOk: () => Promise.resolve(onOk()).catch(shownAlready) });
    },
    message,
    selected,
    filters,
  };

  const runAction = (action: RowAction<Row>, row: Row) => {
    const go = async () => {
      if (action.run) return action.run(row, helpers);
      if (action.call) {
        await callApi(action.call, rowValues(action.call, row));
        void message.success(action.done ? t(action.done) : tl('done'));
        reload();
      }
    };
    if (action.confirm) helpers.confirm({ title: action.confirm(row), danger: action.danger, onOk: () => go() });
    else void go().catch(shownAlready);
  };

  const actions = d.rowActions?.(helpers) ?? [];
  const canEdit = Boolean(d.form?.update) && has(d.form?.update?.permission);
  const canRemove = Boolean(d.remove) && has(d.remove?.permission);
  const columns = sortableColumns(d.columns(helpers), d.list.sortable, sort);
  if (canEdit || canRemove || actions.some((a) => has(a.permission))) {
    columns.push({
      key: '__actions',
      title: tl('actions'),
      fixed: 'right',
      width: d.actionsWidth ?? 160,
      render: (_v: unknown, row: Row) => {
        // Edit, the row's actions and delete, in that order; past `inlineActions` they go under "more".
        const items: { key: string; label: string; danger?: boolean; run: () => void }[] = [];
        if (canEdit && (d.form?.editable?.(row) ?? true)) items.push({ key: '__edit', label: tl('edit'), run: () => setEditing({ key: FORM_UPDATE, row }) });
        for (const a of actions) if (has(a.permission) && (a.visible?.(row) ?? true)) items.push({ key: a.key, label: a.label, danger: a.danger, run: () => runAction(a, row) });
        if (canRemove && (d.remove!.visible?.(row) ?? true))
          items.push({
            key: '__delete',
            label: tl('delete'),
            danger: true,
            run: () =>
              helpers.confirm({
                title: tl('confirmDelete', { name: d.remove!.name(row, helpers) }),
                danger: true,
                onOk: async () => {
                  await callApi(d.remove!.call, rowValues(d.remove!.call, row));
                  void message.success(tl('deleted'));
                  reload();
                },
              }),
          });
        const limit = d.inlineActions ?? 4;
        const inline = items.length > limit + 1 ? items.slice(0, limit) : items;
        const rest = items.slice(inline.length);
        return (
          <Space size={0}>
            {inline.map((a) => (
              <Button key={a.key} type="link" size="small" danger={a.danger} onClick={a.run}>
                {a.label}
              </Button>
            ))}
            {rest.length > 0 && (
              <RowMore label={tl('more')} items={rest} />
            )}
          </Space>
        );
      },
    });
  }

  const canCreate = Boolean(d.form?.create) && has(d.form?.create?.permission);
  const toolbar = (
    <>
      {canCreate && (
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setEditing({ key: FORM_CREATE })}>
          {tl('create')}
        </Button>
      )}
      {d.toolbar?.(helpers)}
    </>
  );

  return (
    <Card
      title={title === null ? undefined : (title ?? t('title'))}
      variant="borderless"
      styles={{ body: { paddingTop: 16 } }}
    >
      <SearchBar
        items={searchItems}
        loading={loading}
        extra={toolbar}
        onSearch={(f) => {
          setPage(1);
          setSearchFilters(f);
          reload();
        }}
      />
      {banner}
      <Table<Row>
        rowKey={d.rowKeyOf ?? d.rowKey}
        size="middle"
        columns={columns}
        dataSource={data.datas}
        loading={loading}
        scroll={{ x: d.scrollX ?? tableWidth(columns, Boolean(d.selectable)) }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.columnKey ?? s?.field;
          setSort(s?.order && typeof field === 'string' ? { field, order: s.order } : null);
          setPage(1);
        }}
        expandable={d.tree ? { expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) } : { childrenColumnName: '__none' }}
        rowSelection={d.selectable ? { selectedRowKeys: selected.map((r) => r[d.rowKey] as Key), onChange: (_k, rows) => setSelected(rows) } : undefined}
        locale={{ emptyText: tl('empty') }}
        pagination={
          d.unpaged
            ? false
            : {
                current: page,
                pageSize,
                total: data.totalRows,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (total) => tl('total', { total }),
                onChange: (p, s) => {
                  setPage(s !== pageSize ? 1 : p);
                  setPageSize(s);
                },
              }
        }
      />
      {editing && modalSpec(d, editing.key, helpers, editing.row) && (
        <FormModal<Row>
          spec={modalSpec(d, editing.key, helpers, editing.row)!}
          row={editing.row}
          initial={editing.initial}
          helpers={helpers}
          onClose={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
    </Card>
  );
}

const FORM_CREATE = '__create';

/** The column's name: its dataIndex when a plain field, else its key. */
function columnName(c: { key?: unknown }): string | undefined {
  const index = (c as { dataIndex?: unknown }).dataIndex;
  if (typeof index === 'string') return index;
  return typeof c.key === 'string' ? c.key : undefined;
}

/**
 * The declaration's columns, those the list's contract sorts by (the generated call's `sortable`,
 * docs/decisions/104) with a sorter whose state this page holds: derived, never declared twice.
 */
function sortableColumns<Row>(columns: TableColumnsType<Row>, sortable: readonly string[] | undefined, sort: { field: string; order: 'ascend' | 'descend' } | null): TableColumnsType<Row> {
  if (!sortable?.length) return [...columns];
  return columns.map((c) => {
    const name = columnName(c);
    if (!name || !sortable.includes(name)) return c;
    return { ...c, key: name, sorter: true, sortDirections: ['ascend', 'descend'], sortOrder: sort?.field === name ? sort.order : null, showSorterTooltip: false };
  });
}

/** Width of a column without one: what a short text takes. */
const DEFAULT_COLUMN_WIDTH = 120;

/**
 * The table's scroll width, the sum of its columns' widths (and the selection column's): wider than
 * the card, the table scrolls instead of the fixed action column lying over the last data columns
 * (issue 18 item 8, 1366-1440 px screens).
 */
export function tableWidth(columns: readonly { width?: string | number }[], selectable: boolean): number {
  const width = (c: { width?: string | number; children?: unknown }): number => {
    const children = (c as { children?: { width?: string | number }[] }).children;
    if (children?.length) return children.reduce((sum, child) => sum + width(child), 0);
    return typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH;
  };
  return columns.reduce((sum, c) => sum + width(c), selectable ? 48 : 0);
}

/** Keys of every row that has children, at any depth. */
function parentKeys<Row extends object>(rows: Row[], keyOf: (r: Row) => Key): Key[] {
  return rows.flatMap((r) => {
    const children = (r as { children?: Row[] }).children;
    return children?.length ? [keyOf(r), ...parentKeys(children, keyOf)] : [];
  });
}
const FORM_UPDATE = '__update';

/** What a modal shows and calls: the declaration's form (create or update) or one of its dialogs. */
interface ModalSpec<Row> {
  title: string;
  width?: number;
  fields: FormField[];
  call: CallRef;
  toValues?: (row: Row | undefined, helpers: ListHelpers<Row>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  toBody: (values: Record<string, unknown>, row?: Row) => Record<string, unknown>;
  done: string;
  after?: (result: unknown, helpers: ListHelpers<Row>) => void;
}

function modalSpec<Row extends object>(d: ListPageDeclaration<Row>, key: string, helpers: ListHelpers<Row>, row?: Row): ModalSpec<Row> | undefined {
  if (key === FORM_CREATE || key === FORM_UPDATE) {
    const form = d.form;
    const mode = key === FORM_CREATE ? 'create' : 'update';
    const call = mode === 'create' ? form?.create : form?.update;
    if (!form || !call) return undefined;
    return {
      title: form.titles ? helpers.t(mode === 'create' ? form.titles.create : form.titles.update) : `${helpers.tl(mode === 'create' ? 'create' : 'edit')} - ${helpers.t('title')}`,
      width: form.width,
      fields: form.fields(helpers, mode, row),
      call,
      toValues: mode === 'update' && form.toValues ? (r, h) => form.toValues!(r!, h) : mode === 'create' && form.createValues ? (_r, h) => form.createValues!(h) : undefined,
      toBody: (values, r) => (form.toBody ? form.toBody(values, mode, r) : { ...(mode === 'update' && r ? { [d.rowKey]: r[d.rowKey] } : {}), ...values }),
      done: helpers.tl('saved'),
    };
  }
  const dialog = d.dialogs?.[key];
  if (!dialog) return undefined;
  return {
    title: helpers.t(dialog.title),
    width: dialog.width,
    fields: dialog.fields(helpers, row),
    call: dialog.call,
    toValues: dialog.toValues,
    toBody: (values, r) => (dialog.toBody ? dialog.toBody(values, r, helpers) : { ...(r ? { [d.rowKey]: r[d.rowKey] } : {}), ...values }),
    done: dialog.done ? helpers.t(dialog.done) : helpers.tl('saved'),
    after: dialog.after,
  };
}

function FormModal<Row extends object>({
  spec,
  row,
  initial,
  helpers,
  onClose,
}: {
  spec: ModalSpec<Row>;
  row?: Row;
  initial?: Record<string, unknown>;
  helpers: ListHelpers<Row>;
  onClose: (saved: boolean) => void;
}) {
  return (
    <FormDialog
      title={spec.title}
      width={spec.width}
      fields={spec.fields}
      call={spec.call}
      load={async () => ({ ...(spec.toValues ? await spec.toValues(row, helpers) : row ? { ...(row as Record<string, unknown>) } : {}), ...(initial ?? {}) })}
      toBody={(values) => spec.toBody(values, row)}
      done={spec.done}
      after={spec.after ? (result) => spec.after!(result, helpers) : undefined}
      onClose={onClose}
    />
  );
}
