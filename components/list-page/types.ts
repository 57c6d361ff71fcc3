/**
 * The one list-page pattern's declaration: a console screen is its columns, its search bar items,
 * its modal form and its calls. ListPage (ListPage.tsx) turns a declaration into the paged table,
 * the search bar, the create/update modal, confirmations, toasts and texts in both locales.
 */
import type { ReactNode } from 'react';
import type { MessageApi } from '@/components/feedback/feedback';
import type { FormInstance, FormRule as Rule, TableColumnsType } from 'antd';
import type { SearchItem } from '@/components/search-bar/search-items';
import type { Permission } from '@/lib/contracts/permissions';
import type { ClientCall } from '@/lib/client/call';
import type { NameCode, Punctuation } from '@/lib/i18n/pairs';

export type { CallMethod } from '@/lib/client/call';

/**
 * A declared user-center call (lib/client/calls.generated.ts): its path (":name" filled from the
 * record or values), method and permission come from the contract, never from the screen.
 */
export type CallRef = ClientCall<unknown, unknown>;

/** A call made for one row: `params` picks its values, else only the path's parameters are read from the row. */
export type RowCallRef<Row> = CallRef & { params?: (row: Row) => Record<string, unknown> };

export type MessageInstance = MessageApi;

export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

export interface Option {
  label: ReactNode;
  value: string | number;
  disabled?: boolean;
}

export interface TreeOption {
  title: ReactNode;
  value: string | number;
  key?: string | number;
  disabled?: boolean;
  selectable?: boolean;
  children?: TreeOption[];
}

/** What declarations get to build their columns, items and actions. */
export interface ListHelpers<Row> {
  /** Texts of the screen's namespace. */
  t: Translate;
  /** Texts shared by every list (list.page). */
  tl: Translate;
  /** "Name and code" in the page's language (lib/i18n/pairs.ts). */
  nc: NameCode;
  /** Separators in the page's language: 、；： or ASCII (lib/i18n/pairs.ts). */
  punct: Punctuation;
  has(permission: Permission | null | undefined): boolean;
  reload(): void;
  /** Opens the form: for a new record (no row) or to edit `row`; `initial` presets values. */
  openForm(row?: Row, initial?: Record<string, unknown>): void;
  /** Opens one of the declaration's dialogs (a second form: copy, reset password, transfer...). */
  openDialog(key: string, row?: Row, initial?: Record<string, unknown>): void;
  call<T = unknown>(ref: CallRef, params?: Record<string, unknown>): Promise<T>;
  confirm(options: { title: ReactNode; content?: ReactNode; danger?: boolean; onOk: () => Promise<unknown> | void }): void;
  message: MessageInstance;
  /** Rows ticked for batch actions (selectable lists). */
  selected: Row[];
  /** The list's current filters (search bar plus the page's fixed query). */
  filters: Record<string, unknown>;
}

export type FieldType =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'select'
  | 'multiSelect'
  | 'switch'
  | 'radio'
  | 'date'
  | 'treeSelect'
  | 'remoteSelect'
  | 'custom';

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Maximum length in characters (text fields). */
  max?: number;
  /** Patterns the value must match, each with its message. */
  patterns?: { regex: RegExp; message: string }[];
  rules?: Rule[];
  options?: Option[];
  treeData?: TreeOption[];
  /** Remote select: options for what the user typed. */
  fetch?: (keyword: string) => Promise<Option[]>;
  /** Options (select, radio) or tree (treeSelect) asked for when the form opens. */
  load?: () => Promise<Option[] | TreeOption[]>;
  placeholder?: string;
  disabled?: boolean;
  extra?: ReactNode;
  min?: number;
  maxValue?: number;
  precision?: number;
  /** Spans both columns of the form. */
  wide?: boolean;
  /** Remote select or tree select: several values. */
  multiple?: boolean;
  /** Remote select: values are {value, label} (a form opening with chosen records shows their names). */
  labelInValue?: boolean;
  initialValue?: unknown;
  /** Fields whose change re-checks this one (e.g. a password confirmation). */
  dependencies?: string[];
  render?: (form: FormInstance) => ReactNode;
}

export type FormMode = 'create' | 'update';

export interface FormDeclaration<Row> {
  /** Modal titles (screen keys); defaults to list.page create / edit. */
  titles?: { create: string; update: string };
  width?: number;
  fields(helpers: ListHelpers<Row>, mode: FormMode, row?: Row): FormField[];
  /** The create and update calls: the button shows when the user holds the call's permission. */
  create?: CallRef;
  update?: CallRef;
  /** Rows the form edits (default all; e.g. roles but not their groups). */
  editable?: (row: Row) => boolean;
  /** The form's values when editing `row` (may ask the server for the full record). */
  toValues?: (row: Row, helpers: ListHelpers<Row>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The values a new record's form opens with (e.g. the unit or department chosen beside the list). */
  createValues?: (helpers: ListHelpers<Row>) => Record<string, unknown>;
  /** The body sent; defaults to the values (plus the row's id when updating). */
  toBody?: (values: Record<string, unknown>, mode: FormMode, row?: Row) => Record<string, unknown>;
}

/** A second modal form of a screen, with its own call. */
export interface DialogDeclaration<Row> {
  /** Title (screen key). */
  title: string;
  width?: number;
  fields(helpers: ListHelpers<Row>, row?: Row): FormField[];
  call: CallRef;
  toValues?: (row: Row | undefined, helpers: ListHelpers<Row>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  toBody?: (values: Record<string, unknown>, row: Row | undefined, helpers: ListHelpers<Row>) => Record<string, unknown>;
  /** Success toast (screen key); default list.page.saved. */
  done?: string;
  /** Called with the call's answer (e.g. to show a generated password once). */
  after?: (result: unknown, helpers: ListHelpers<Row>) => void;
}

export interface RowAction<Row> {
  key: string;
  label: string;
  /** A call's permission (`calls.x.permission`): the action shows when the user holds it. */
  permission?: Permission | null;
  danger?: boolean;
  visible?: (row: Row) => boolean;
  /** Asks before running (the text shown). */
  confirm?: (row: Row) => string;
  /** A call made for the row (values from `params`, else the path's parameters only). */
  call?: RowCallRef<Row>;
  /** A custom action (opening a drawer, a second form...). */
  run?: (row: Row, helpers: ListHelpers<Row>) => unknown;
  /** Success toast (screen key); default list.page.done. */
  done?: string;
}

export interface ListPageDeclaration<Row extends object> {
  /** Message namespace of the screen, e.g. 'console.units' (needs a 'title' key). */
  ns: string;
  rowKey: keyof Row & string;
  /** The table's row key when no single field is unique (e.g. unit and application). */
  rowKeyOf?: (row: Row) => string;
  /** The list call: POST sends {firstResult, pageSize, ...filters} as the body, GET as the query. */
  list: CallRef;
  /** The list answers every row at once (an array, or a tree) instead of a page. */
  unpaged?: boolean;
  pageSize?: number;
  /** Built from the texts only (t, tl): items are made before the list's data exists. */
  search?: (helpers: Pick<ListHelpers<Row>, 't' | 'tl' | 'nc' | 'punct'>) => SearchItem[];
  columns: (helpers: ListHelpers<Row>) => TableColumnsType<Row>;
  form?: FormDeclaration<Row>;
  dialogs?: Record<string, DialogDeclaration<Row>>;
  /** Deleting a row: the call's values are `params`, else the path's parameters read from the row (its id), nothing else. */
  remove?: { call: RowCallRef<Row>; permission?: Permission | null; name: (row: Row, h: ListHelpers<Row>) => string; visible?: (row: Row) => boolean };
  rowActions?: (helpers: ListHelpers<Row>) => RowAction<Row>[];
  /** Extra buttons after query and clear (batch actions, import, export...). */
  toolbar?: (helpers: ListHelpers<Row>) => ReactNode;
  selectable?: boolean;
  /** Row actions shown as links before the rest go under "more" (default 4). */
  inlineActions?: number;
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Rows of the table are trees (children). */
  tree?: boolean;
  scrollX?: number;
}
