import type { ReportBody } from '@lexam/contracts';
import { badRequest } from '@lexam/core';

/** How a report cell is written: a date is a real date cell, a number a number, a boolean TRUE/FALSE. */
export type ReportColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime';

/** A column of `E/report`: the row key, its English title, and (optional) how its cells are written. */
export interface ReportColumn<Key extends string = string> {
  key: Key;
  title: string;
  /** Absent: from the value (a number, a boolean, a Date or an ISO timestamp string; text otherwise). */
  kind?: ReportColumnKind;
}

/** A value as the spreadsheet gets it: null is an empty cell. */
export type ReportCell = string | number | boolean | Date | null;

/** Excel's longest cell text; a longer one makes a file Excel refuses to open. */
const MAX_CELL_TEXT = 32_767;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The columns a report writes: the definition's (English titles), or those the body picks (`columns`:
 * order, subset and titles as sent; an unknown or repeated key is a 400 naming the allowed keys),
 * then renamed by `titles` (keys the resource does not report are ignored).
 */
export function chooseReportColumns(columns: ReportColumn[], body: ReportBody | null | undefined): ReportColumn[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  let chosen = columns;
  if (body?.columns) {
    const allowed = columns.map((column) => column.key).join(', ');
    const seen = new Set<string>();
    const errors = body.columns.flatMap(({ key }, index) => {
      const problem = !byKey.has(key) ? `Unknown report column "${key}".` : seen.has(key) ? `The column "${key}" is asked twice.` : undefined;
      seen.add(key);
      return problem ? [{ field: `body.columns.${index}.key`, message: problem }] : [];
    });
    if (errors.length) throw badRequest(`A report has the columns ${allowed}; ${errors.map((error) => error.message).join(' ')}`, errors);
    chosen = body.columns.map(({ key, title }) => ({ ...byKey.get(key)!, title }));
  }
  const titles = body?.titles;
  return titles ? chosen.map((column) => (Object.hasOwn(titles, column.key) ? { ...column, title: titles[column.key]! } : column)) : chosen;
}

function toText(value: unknown): string {
  const text = Array.isArray(value) ? value.map((item) => (item === null || item === undefined ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
    : value instanceof Date ? value.toISOString()
    : typeof value === 'object' ? JSON.stringify(value)
    : String(value);
  return text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
}

function toDate(value: unknown, kind: 'date' | 'datetime'): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  // A calendar day is midnight UTC: the spreadsheet shows that day whatever the server's time zone.
  const text = kind === 'date' && ISO_DATE.test(value) ? `${value}T00:00:00Z` : value;
  if (!ISO_DATE.test(value) && !ISO_TIMESTAMP.test(value)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The kind of a value when its column declares none. */
function kindOf(value: unknown): ReportColumnKind {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : 'text';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date || (typeof value === 'string' && ISO_TIMESTAMP.test(value))) return 'datetime';
  return 'text';
}

/**
 * A row value as a typed cell. Nothing becomes a formula: text stays text (exceljs writes a string as
 * a string cell, never `<f>`), and an object is written as its JSON, never handed to exceljs (which
 * reads `{ formula }` as a formula). A value that does not fit its column's kind is written as text.
 */
export function toReportCell(value: unknown, kind: ReportColumnKind | undefined): ReportCell {
  if (value === null || value === undefined) return null;
  const wanted = kind ?? kindOf(value);
  switch (wanted) {
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(number) ? number : toText(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : toText(value);
    case 'date':
    case 'datetime':
      return toDate(value, wanted) ?? toText(value);
    default:
      return toText(value);
  }
}

/** The number format of a date column's cells (ISO order: unambiguous in every language). */
export function dateFormatOf(kind: ReportColumnKind | undefined): string | undefined {
  return kind === 'date' ? 'yyyy-mm-dd' : kind === 'datetime' ? 'yyyy-mm-dd hh:mm:ss' : undefined;
}
