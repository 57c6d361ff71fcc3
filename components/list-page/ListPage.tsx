'use client';
/**
 * The one list page of the console (and any list that wants it): the common search bar, the paged
 * table (firstResult/pageSize -> datas/totalRows), the create/update modal form, confirmations
 * and toasts, all from one declaration (types.ts). Changing a screen = changing its declaration.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { App, Button, Card, Form, Modal, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { SearchBar } from '@/components/search-bar/SearchBar';
import { collectFilters, initialValues } from '@/components/search-bar/search-items';
import { useConsoleAccessOrNull } from '@/components/console/ConsoleAccess';
import type { Permission } from '@/lib/contracts/permissions';
import { callApi, listParams } from './call';
import { FormFields } from './FormFields';
import type { CallRef, FormField, ListHelpers, ListPageDeclaration, RowAction } from './types';

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

export function ListPage<Row extends object>({ declaration: d, query, title, banner, onLoaded }: ListPageProps<Row>) {
  const t = useTranslations(d.ns);
  const tl = useTranslations('list.page');
  const { message, modal } = App.useApp();
  const access = useConsoleAccessOrNull();
  const has = useCallback((p: Permission | null | undefined) => (access ? access.has(p) : true), [access]);

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(d.pageSize ?? 10);
  // null until the user searches: the items' default values apply.
  const [searched, setSearchFilters] = useState<Record<string, unknown> | null>(null);
  const [data, setData] = useState<Paged<Row>>({ datas: [], totalRows: 0 });
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<{ key: string; row?: Row; initial?: Record<string, unknown> } | null>(null);

  const queryKey = JSON.stringify(query ?? {});
  // Built once per declaration and language: the search bar keeps its values across reloads.
  const searchItems = useMemo(() => d.search?.({ t, tl } as unknown as ListHelpers<Row>) ?? [], [d, t, tl]);
  const searchFilters = useMemo(() => searched ?? collectFilters(searchItems, initialValues(searchItems)), [searched, searchItems]);
  // Keyed by the query's text so a parent passing a new but equal object does not reload.
  const filters = useMemo(() => ({ ...searchFilters, ...(JSON.parse(queryKey) as Record<string, unknown>) }), [searchFilters, queryKey]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    callApi<Paged<Row> | Row[]>(d.list, listParams(!d.unpaged, page, pageSize, filters), { signal: controller.signal })
      .then((result) => {
        const next = Array.isArray(result) ? { datas: result, totalRows: result.length } : result;
        setData(next);
        setSelected([]);
        onLoadedRef.current?.(next.datas);
      })
      .catch(() => {
        // The fetch layer has shown the error; an empty list says nothing was loaded.
        if (!controller.signal.aborted) setData({ datas: [], totalRows: 0 });
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [d.list, d.unpaged, page, pageSize, filters, version]);

  const helpers: ListHelpers<Row> = {
    t: t as ListHelpers<Row>['t'],
    tl: tl as ListHelpers<Row>['tl'],
    has,
    reload,
    openForm: (row, initial) => setEditing({ key: row ? FORM_UPDATE : FORM_CREATE, row, initial }),
    openDialog: (key, row, initial) => setEditing({ key, row, initial }),
    call: (ref: CallRef, params?: Record<string, unknown>) => callApi(ref, params ?? {}),
    confirm: ({ title: confirmTitle, content, danger, onOk }) => {
      void modal.confirm({ title: confirmTitle, content, okText: tl('ok'), cancelText: tl('cancel'), okButtonProps: { danger }, onOk });
    },
    message,
    selected,
    filters,
  };

  const runAction = (action: RowAction<Row>, row: Row) => {
    const go = async () => {
      if (action.run) return action.run(row, helpers);
      if (action.call) {
        await callApi(action.call, action.call.params ? action.call.params(row) : (row as Record<string, unknown>));
        void message.success(action.done ? t(action.done) : tl('done'));
        reload();
      }
    };
    if (action.confirm) helpers.confirm({ title: action.confirm(row), danger: action.danger, onOk: () => go() });
    else void go();
  };

  const actions = d.rowActions?.(helpers) ?? [];
  const canEdit = Boolean(d.form?.update) && has(d.form?.update?.permission);
  const canRemove = Boolean(d.remove) && has(d.remove?.permission);
  const columns = [...d.columns(helpers)];
  if (canEdit || canRemove || actions.some((a) => has(a.permission))) {
    columns.push({
      key: '__actions',
      title: tl('actions'),
      fixed: 'right',
      width: d.actionsWidth ?? 160,
      render: (_v: unknown, row: Row) => (
        <Space size={0} wrap>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ key: FORM_UPDATE, row })}>
              {tl('edit')}
            </Button>
          )}
          {actions
            .filter((a) => has(a.permission) && (a.visible?.(row) ?? true))
            .map((a) => (
              <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => runAction(a, row)}>
                {a.label}
              </Button>
            ))}
          {canRemove && (d.remove!.visible?.(row) ?? true) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                helpers.confirm({
                  title: tl('confirmDelete', { name: d.remove!.name(row) }),
                  danger: true,
                  onOk: async () => {
                    await callApi(d.remove!.call, row as Record<string, unknown>);
                    void message.success(tl('deleted'));
                    reload();
                  },
                })
              }
            >
              {tl('delete')}
            </Button>
          )}
        </Space>
      ),
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
        rowKey={d.rowKey}
        size="middle"
        columns={columns}
        dataSource={data.datas}
        loading={loading}
        scroll={{ x: d.scrollX ?? 'max-content' }}
        expandable={d.tree ? { defaultExpandAllRows: true } : { childrenColumnName: '__none' }}
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

const DATE = 'YYYY-MM-DD';
const FORM_CREATE = '__create';
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
      toValues: form.toValues ? (r, h) => form.toValues!(r!, h) : undefined,
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
  const [instance] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);
  const dateFields = spec.fields.filter((f) => f.type === 'date').map((f) => f.name);

  // Loaded once when the modal opens (it is unmounted on close).
  useEffect(() => {
    let live = true;
    const load = async () => {
      const values = spec.toValues ? await spec.toValues(row, helpers) : row ? { ...(row as Record<string, unknown>) } : {};
      const merged: Record<string, unknown> = { ...values, ...(initial ?? {}) };
      for (const name of dateFields) if (typeof merged[name] === 'string' && merged[name]) merged[name] = dayjs(merged[name] as string);
      if (live) {
        instance.setFieldsValue(merged);
        setReady(true);
      }
    };
    load().catch(() => live && onClose(false));
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    const values = await instance.validateFields();
    for (const name of dateFields) {
      const v = values[name];
      values[name] = v && typeof v === 'object' && 'format' in v ? (v as dayjs.Dayjs).format(DATE) : (v ?? null);
    }
    setSaving(true);
    try {
      const result = await callApi(spec.call, spec.toBody(values, row));
      void helpers.message.success(spec.done);
      spec.after?.(result, helpers);
      onClose(true);
    } catch {
      // Shown by the fetch layer; the form stays open for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={spec.title}
      width={spec.width ?? 720}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={helpers.tl('save')}
      cancelText={helpers.tl('cancel')}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
    >
      {!ready && <Typography.Text type="secondary">…</Typography.Text>}
      <Form form={instance} layout="vertical" style={{ display: ready ? undefined : 'none' }}>
        <FormFields fields={spec.fields} form={instance} />
      </Form>
    </Modal>
  );
}
