import { asc, desc } from '@lexam/db';
import type { AnyPgColumn } from '@lexam/db';
import { badRequest } from '../errors';

/**
 * Turns a `sort` query (`name`, `-name`) into an ORDER BY over the columns a list allows, so a
 * client can never sort by an arbitrary expression. An unknown column is a 400 naming the choices.
 */
export function resolveSort<T extends Record<string, AnyPgColumn>>({ sort, columns, fallback }: { sort?: string; columns: T; fallback: keyof T & string }) {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  const key = descending ? wanted.slice(1) : wanted;
  const column = columns[key];
  if (!column) {
    throw badRequest(`Cannot sort by "${key}"; sort by one of: ${Object.keys(columns).join(', ')}.`, [
      { field: 'query.sort', message: `Unknown sort column "${key}".` },
    ]);
  }
  return descending ? desc(column) : asc(column);
}

/** The SQL offset of a 1-based page. */
export function pageOffset({ pageIndex, pageSize }: { pageIndex: number; pageSize: number }): number {
  return (pageIndex - 1) * pageSize;
}
