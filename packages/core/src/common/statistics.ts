import type { StatisticsQuery, StatisticsResponse } from '@lexam/contracts';
import { and, count, gte, lt, sql, type AnyPgColumn, type Database, type PgTable } from '@lexam/db';


/** How many rows of a table were created per day, newest first, one page of days at a time, within the date range asked. */
export async function countCreatedPerDay({ db, table, createdAt, query }: { db: Database; table: PgTable; createdAt: AnyPgColumn; query: StatisticsQuery }): Promise<StatisticsResponse> {
  const day = sql<string>`to_char(date_trunc('day', ${createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const end = query.endDate ? new Date(Date.parse(`${query.endDate}T00:00:00Z`) + 86_400_000) : undefined;
  const where = and(query.startDate ? gte(createdAt, new Date(`${query.startDate}T00:00:00Z`)) : undefined, end ? lt(createdAt, end) : undefined);
  const [days, [total]] = await Promise.all([
    db.select({ day, count: count() }).from(table).where(where).groupBy(day).orderBy(sql`1 desc`).limit(query.pageSize).offset((query.pageIndex - 1) * query.pageSize),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { kind: 'created', total: total?.value ?? 0, days };
}

/** One CSV (RFC 4180) line, without its line break; a leading = + - @ is quoted so no spreadsheet runs it as a formula. */
export function toCsvLine(values: unknown[]): string {
  const cell = (value: unknown) => {
    const text = Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);
    // A leading = + - @ would make a spreadsheet run the cell as a formula.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return values.map(cell).join(',');
}

/** The byte-order mark a CSV starts with, so spreadsheet programs read UTF-8 names right. */
export const CSV_BOM = '\uFEFF';

/** Rows as CSV (RFC 4180) with a byte-order mark, so spreadsheet programs read UTF-8 names right. */
export function toCsv({ columns, rows }: { columns: { key: string; title: string }[]; rows: Record<string, unknown>[] }): string {
  const lines = [toCsvLine(columns.map((column) => column.title)), ...rows.map((row) => toCsvLine(columns.map((column) => row[column.key])))];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
