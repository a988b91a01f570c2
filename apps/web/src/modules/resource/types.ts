import type { MediaKind, PermissionName, Resource } from '@lexam/contracts';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import type { QueryParams } from '@web/lib/api';

/** Every row of a resource has a numeric id (API.md's `E/{id}`). */
export interface ResourceRow {
  id: number;
}

/** One HTTP call on the admin API, described as data so one RTK Query endpoint serves every resource. */
export interface ResourceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the admin API base, e.g. `Role`, `User/getAllAdmin`, `Class/editClass`. */
  url: string;
  params?: QueryParams;
  body?: unknown;
}

/** The query of a list call (API.md): pages count from 1; `sort` is a column, `-` for descending. */
export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  searchByName?: string;
  sort?: string;
}

/** A list query plus the tab the list is showing (e.g. admins or site users) and its filters. */
/** A statistics call: the list's tab and filters, a page of weeks. */
export interface StatisticsCallArgs {
  tab?: string;
  filters?: Record<string, string>;
  pageIndex: number;
  pageSize: number;
}

export interface ListCallArgs extends ListQuery {
  tab?: string;
  /** `?field=value` narrowings of a content list: the screen's fixed ones and the parent chosen. */
  filters?: Record<string, string>;
}

/**
 * The calls a resource makes. `defineResource` fills each with API.md's generic verb
 * (GET E, GET E/{id}, POST E, PUT E/{id}, DELETE E/{id}, POST E/deleteMulti, POST E/report,
 * PUT E/updateOrder); a resource overrides the ones the spec names differently.
 */
export interface ResourceCalls<Row extends ResourceRow> {
  list(args: ListCallArgs): ResourceRequest;
  get(id: number): ResourceRequest;
  create(body: Record<string, unknown>): ResourceRequest;
  update(args: { id: number; body: Record<string, unknown>; row: Row }): ResourceRequest;
  remove(row: Row): ResourceRequest;
  removeMany(ids: number[]): ResourceRequest;
  report(args: Omit<ListCallArgs, 'pageIndex' | 'pageSize'>): ResourceRequest;
  /** `POST E/statistics`: a page of weeks (newest first) of what the list shows (its tab and filters). */
  statistics(args: StatisticsCallArgs): ResourceRequest;
  /** The ids in their new order; with `position`, moved together to that 1-based place in the list. */
  reorder(ids: number[], position?: number): ResourceRequest;
}

/** How a cell shows its value when the column has no `render`. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'chips';

export interface ResourceColumn<Row extends ResourceRow> {
  /** The row key; when `sortable`, also the server's sort column (override with `sortKey`). */
  field: string;
  /** An i18n key in the resource's namespace. */
  label: string;
  /** Only the columns the server can sort by (its `sortable` list): anything else is a 400. */
  sortable?: boolean;
  sortKey?: string;
  kind?: ColumnKind;
  width?: number;
  minWidth?: number;
  flex?: number;
  /** Shown only on these tabs of a tabbed list. */
  tabs?: string[];
  value?: (row: Row) => unknown;
  render?: (args: { row: Row; t: TFunction }) => ReactNode;
}

/** A per-row action beyond edit and delete: a link to another screen or a dialog. */
export interface ResourceRowAction<Row extends ResourceRow> {
  id: string;
  /** An i18n key in the resource's namespace. */
  label: string;
  icon: ReactElement;
  /** Hidden when the signed-in admin lacks it. */
  permission?: PermissionName;
  href?: (row: Row) => string;
  dialog?: ComponentType<{ row: Row; onClose: () => void }>;
  isVisible?: (row: Row) => boolean;
}

export interface ResourceTab {
  value: string;
  /** An i18n key in the resource's namespace. */
  label: string;
  /** Already-readable text shown instead of `label` (tabs made from data, e.g. lesson names). */
  text?: string;
}

export interface ResourceListConfig<Row extends ResourceRow> {
  columns: ResourceColumn<Row>[];
  /** The initial `sort` (the server's own default when absent). */
  defaultSort?: string;
  /** Whether the list has a search box (sends `searchByName`). Default true. */
  searchable?: boolean;
  /** An i18n key in the resource's namespace: what the search box searches. */
  searchLabel?: string;
  tabs?: ResourceTab[];
  rowActions?: ResourceRowAction<Row>[];
  /** Rows that cannot be deleted (built-in roles): no delete button, no checkbox. */
  canDelete?: (row: Row) => boolean;
  /** Extra buttons beside "New" in the page header (e.g. the menu's ordering dialog). */
  headerActions?: ComponentType;
  /**
   * Rows keep an order (`sortOrder`): each row gets move up / move down buttons, saved at once
   * with `PUT E/updateOrder`, offered only while the list shows that order (no other sort, no search).
   */
  ordered?: boolean;
  /** Filters every call of this list sends, set by the screen (a route's `{source}`). */
  fixedFilters?: Record<string, string>;
  /** A picker of the parent row above the list (a lesson's passages), kept in the address. */
  parentFilter?: ParentFilter;
  /** What `POST E/statistics` counts by week (the declaration's `statistics`): a "Statistics" panel with a chart above the list. */
  statistics?: 'attempts' | 'learners';
}

/** The parent picker of a list: which filter it sets and where its choices come from. */
export interface ParentFilter {
  /** The filter key (the type's parent field), e.g. `lessonId`. */
  field: string;
  /** An i18n key in the resource's namespace. */
  label: string;
  reference: ReferenceConfig;
  /** No rows are listed until a parent is chosen (words belong to one passage). */
  isRequired?: boolean;
}

/** Where a reference picker's choices come from: the entity's own list call. */
export interface ReferenceConfig {
  entity: string;
  /** The row field that names a row; `title` ?? `name` ?? `term` when absent. */
  labelField?: string;
  /** Extra query of the list call (e.g. `{ source: 'cambridge' }`). */
  params?: Record<string, string>;
}

/** An option of a select. */
export interface FieldOption {
  value: string | number;
  label: string;
}

/** Options loaded from a list call of another (or the same) resource. */
export interface OptionsSource {
  /** The resource key whose changes refresh these options (RTK Query tag). */
  resourceKey: string;
  request: ResourceRequest;
  toOption: (row: never) => FieldOption;
}

export type FieldKind = 'text' | 'multiline' | 'number' | 'switch' | 'select' | 'multiSelect' | 'password' | 'custom' | 'richText' | 'date' | 'media' | 'reference';
export type FormMode = 'create' | 'edit';

export interface FieldContext<Row extends ResourceRow> {
  mode: FormMode;
  row?: Row;
  values: Record<string, unknown>;
}

/** The props of a field whose kind is `custom` (e.g. the role's permission matrix). */
export interface CustomFieldProps {
  name: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled: boolean;
  /** The server's errors inside this field by path (`0.key` → its message for `practice.0.key`). */
  fieldErrors?: Record<string, string>;
}

export interface ResourceField<Row extends ResourceRow> {
  name: string;
  /** An i18n key in the resource's namespace. */
  label: string;
  kind: FieldKind;
  /** An i18n key in the resource's namespace. */
  helper?: string;
  /** The modes that have this field; both when absent. */
  modes?: FormMode[];
  /** An empty text or select is sent as null (nullable columns). */
  nullable?: boolean;
  options?: FieldOption[] | OptionsSource;
  /** How an option reads (e.g. translated); its own label when absent. */
  optionLabel?: (option: FieldOption, t: TFunction) => string;
  /** Leaves out options, e.g. a menu item as its own parent. */
  filterOption?: (option: FieldOption, row?: Row) => boolean;
  /** The select's "none" choice (an i18n key); only for nullable selects. */
  emptyLabel?: string;
  isVisible?: (context: FieldContext<Row>) => boolean;
  isDisabled?: (context: FieldContext<Row>) => boolean;
  /** Spans the whole form width. */
  fullWidth?: boolean;
  autoComplete?: string;
  component?: ComponentType<CustomFieldProps>;
  /**
   * A check in the browser beyond the schema, for what a widget holds but cannot send (the text of
   * a JSON box that is not JSON): a message blocks saving and shows on the field.
   */
  check?: (value: unknown, t: TFunction) => string | null;
  /** media: the kind of file it holds (its upload call and preview). */
  media?: MediaKind;
  /** reference: the entity it points at and how its rows read. */
  reference?: ReferenceConfig;
}

export interface ResourceFormConfig<Row extends ResourceRow> {
  fields: ResourceField<Row>[];
  /** The same zod schemas the server validates with (from @lexam/contracts). */
  createSchema: ZodType;
  updateSchema: ZodType;
  /** The values of a new form; `params` is the page's query string (e.g. `?kind=site`). */
  createDefaults: (params: URLSearchParams) => Record<string, unknown>;
  /** The values of an edit form from the loaded row; `options` holds each select's loaded options. */
  toValues: (row: Row, options: Record<string, FieldOption[]>) => Record<string, unknown>;
}

export interface ResourceLabels {
  /** The list heading and last breadcrumb, e.g. "Roles". */
  list: string;
  /** The creation form heading, e.g. "New role". */
  create: string;
  /** The edit form heading, e.g. "Edit role". */
  edit: string;
}

export interface ResourceBreadcrumb {
  label: string;
  href?: string;
}

/**
 * One resource, declared once (the way Payload declares collections): where it lives in the API,
 * which permission guards it, what its list shows and what its form edits. The generic list and
 * form screens render any definition; a resource adds only what is special about it.
 */
export interface ResourceDefinition<Row extends ResourceRow> {
  /** Unique; also the RTK Query tag that refreshes its lists after a change. */
  key: string;
  /** API.md's entity path segment, e.g. `Role`. */
  entity: string;
  permission: Resource;
  /** The i18n namespace of the labels below. */
  ns: string;
  labels: ResourceLabels;
  /** The crumbs before the list's own (i18n keys in `ns`). */
  breadcrumbs: ResourceBreadcrumb[];
  paths: { list: string; new: string; edit: (id: number) => string };
  /** A short name of a row for confirmations ("Delete the role editors?"). */
  rowLabel: (row: Row) => string;
  list: ResourceListConfig<Row>;
  form: ResourceFormConfig<Row>;
  calls: ResourceCalls<Row>;
  /** Other resources whose lists change when this one does (their keys). */
  invalidates?: string[];
}

/** What `defineResource` takes: the calls are optional overrides of the generic verbs. */
export type ResourceInput<Row extends ResourceRow> = Omit<ResourceDefinition<Row>, 'calls'> & { calls?: Partial<ResourceCalls<Row>> };
