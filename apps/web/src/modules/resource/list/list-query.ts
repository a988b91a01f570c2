import type { GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import type { ListCallArgs } from '../types';

/** The state of a list screen, kept in its address so reloads and "back" return to the same page. */
export interface ListState {
  /** 1-based, like the API. */
  page: number;
  pageSize: number;
  /** API form: `name` or `-name`; empty for the server's default order. */
  sort: string;
  search: string;
  tab: string;
  /** The list's filters chosen on screen (a parent picked), by key; only on lists that have some. */
  filters?: Record<string, string>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** What a list shows when its address says nothing: its sort, first tab and page size. */
export interface ListDefaults {
  sort?: string;
  tab?: string;
  /** One of PAGE_SIZES; DEFAULT_PAGE_SIZE when absent. */
  pageSize?: number;
  /** The filter keys the list keeps in its address (`?lessonId=3`). */
  filterKeys?: readonly string[];
}

/** A filter's value as the address holds it: a short plain value, else nothing. */
function filterValue(text: string | null): string | undefined {
  return text && /^[\w-]{1,64}$/.test(text) ? text : undefined;
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Reads a list's state from its query string, falling back to the defaults. */
export function readListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const defaultSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageSize = positiveInt(params.get('pageSize'), defaultSize);
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaultSize,
    sort: params.get('sort') ?? defaults.sort ?? '',
    search: params.get('q') ?? '',
    tab: params.get('tab') ?? defaults.tab ?? '',
    ...(defaults.filterKeys?.length ? { filters: Object.fromEntries(defaults.filterKeys.flatMap((key) => { const value = filterValue(params.get(key)); return value ? [[key, value]] : []; })) } : {}),
  };
}

/** The query string of a list state, leaving out what equals the defaults. */
export function writeListState(state: ListState, defaults: ListDefaults): string {
  const params = new URLSearchParams();
  if (state.tab && state.tab !== (defaults.tab ?? '')) params.set('tab', state.tab);
  for (const key of defaults.filterKeys ?? []) {
    const value = filterValue(state.filters?.[key] ?? null);
    if (value) params.set(key, value);
  }
  if (state.search) params.set('q', state.search);
  if (state.sort !== (defaults.sort ?? '')) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) params.set('pageSize', String(state.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list call's query: `pageIndex` (1-based), `pageSize`, `sort`, `searchByName`, and the filters (fixed ones win). */
export function toListArgs(state: ListState, fixedFilters?: Record<string, string>): ListCallArgs {
  const search = state.search.trim();
  const filters = { ...state.filters, ...fixedFilters };
  return {
    pageIndex: state.page,
    pageSize: state.pageSize,
    sort: state.sort || undefined,
    searchByName: search || undefined,
    tab: state.tab || undefined,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

/** DataGrid's 0-based page model from the state. */
export function toPaginationModel(state: ListState): GridPaginationModel {
  return { page: state.page - 1, pageSize: state.pageSize };
}

/** A new page model: a new page size starts again at page 1. */
export function fromPaginationModel(state: ListState, model: GridPaginationModel): Pick<ListState, 'page' | 'pageSize'> {
  if (model.pageSize !== state.pageSize) return { page: 1, pageSize: model.pageSize };
  return { page: model.page + 1, pageSize: model.pageSize };
}

/**
 * The API's sort from DataGrid's model: the column's server name, `-` in front for descending;
 * '' (server default) when unsorted. `sortKeys` maps a grid field to its server column.
 */
export function sortFromModel(model: GridSortModel, sortKeys: Record<string, string> = {}): string {
  const [first] = model;
  if (!first?.sort) return '';
  const column = sortKeys[first.field] ?? first.field;
  return first.sort === 'desc' ? `-${column}` : column;
}

/** DataGrid's sort model from the API's sort. */
export function sortToModel(sort: string, sortKeys: Record<string, string> = {}): GridSortModel {
  if (!sort) return [];
  const isDescending = sort.startsWith('-');
  const column = isDescending ? sort.slice(1) : sort;
  const field = Object.entries(sortKeys).find(([, key]) => key === column)?.[0] ?? column;
  return [{ field, sort: isDescending ? 'desc' : 'asc' }];
}

/** The chosen ids of a selection model (lists use the include model only; ids are numbers). */
export function selectedIds(model: GridRowSelectionModel): number[] {
  if (model.type !== 'include') return [];
  return [...model.ids].map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
