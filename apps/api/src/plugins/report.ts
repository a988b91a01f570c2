import { PassThrough, Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { ReportBodySchema, ReportQuerySchema, type ReportBody, type ReportFormat, type ReportMode } from '@lexam/contracts';
import { CSV_BOM, toCsvLine } from '@lexam/core';
import { z, type ZodType } from 'zod';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { chooseReportColumns, dateFormatOf, toReportCell, type ReportColumn } from './report-columns';
import { queueReport } from './report-jobs';

export { type ReportColumn, type ReportColumnKind } from './report-columns';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What `E/report` answers (OpenAPI `produces`). */
export const REPORT_TYPES = [XLSX_TYPE, 'text/csv'];
/** The 200 answer of `E/report` in OpenAPI: a file, as `REPORT_TYPES` lists (a stream is never serialised). */
export const REPORT_FILE = z.string().meta({ format: 'binary', description: 'The rows as an xlsx workbook, or as CSV with format=csv' });
/** The optional body of `E/report` (none: Fastify reads it as null; the definition's English titles). */
export const REPORT_BODY = ReportBodySchema.nullish();

/** Rows read per query: the list's own query, one page after another. */
export const REPORT_PAGE_SIZE = 1_000;
/**
 * A safety cap, not a limit anyone should meet: a worksheet holds at most 1,048,576 rows, so an xlsx
 * could not carry more anyway. The report stops there (and logs it) instead of writing a broken file.
 */
export const REPORT_MAX_ROWS = 1_000_000;
/** Bytes of the sheet's XML that may wait for the compressor before the next page is read. */
const MAX_PENDING_BYTES = 1 << 20;

export type Page = { rows: unknown[]; totalCount: number };

/** The report route's query: the list's query (its filters, search and sort; not its page) plus `format`. */
export function reportQuerySchema(listQuery: ZodType): ZodType {
  if (!(listQuery instanceof z.ZodObject)) return z.intersection(listQuery, ReportQuerySchema);
  const paging: { pageIndex?: true; pageSize?: true } = {};
  if ('pageIndex' in listQuery.shape) paging.pageIndex = true;
  if ('pageSize' in listQuery.shape) paging.pageSize = true;
  return listQuery.omit(paging).extend(ReportQuerySchema.shape);
}

/**
 * What a report route reports, by its entity: the columns, the route's query schema and how a page of
 * rows is read. A queued report (report-jobs.ts) is rebuilt from it on whichever instance runs it, so
 * everything it needs beyond the query travels as `scope` (JSON: e.g. a teacher's id).
 */
export interface ReportSource<Scope = unknown> {
  /** The rows of the report: the list's query read a page at a time, with the caller's scope. */
  entity: string;
  columns: ReportColumn[];
  /** The report route's querystring schema (`reportQuerySchema` of the list's). */
  query: ZodType;
  /** What the caller may see, taken when the report is asked for; undefined when all see the same. */
  scopeOf?(request: FastifyRequest): Scope;
  listPage(query: Record<string, unknown>, page: { pageIndex: number; pageSize: number }, scope: Scope): Promise<Page>;
}

/** The list's own query out of a report route's query: without `format` and `mode`. */
export function listQueryOf(query: Record<string, unknown>): { format: ReportFormat; mode: ReportMode; listQuery: Record<string, unknown> } {
  const { format, mode, ...listQuery } = query as { format: ReportFormat; mode: ReportMode };
  return { format, mode, listQuery };
}

/**
 * The report file as a stream: the first page is read before it is made (so a bad query is still a
 * problem answer with its status), then every row the list's query matches, a page at a time, as an
 * xlsx workbook (typed cells, titles as the body asks) or CSV. `rows()` counts the rows written so far.
 */
export async function openReport({ format, columns, entity, listPage, log }: { format: ReportFormat; columns: ReportColumn[]; entity: string; listPage: (page: { pageIndex: number; pageSize: number }) => Promise<Page>; log: FastifyBaseLogger }): Promise<{ body: Readable; rows: () => number }> {
  const first = await listPage({ pageIndex: 1, pageSize: REPORT_PAGE_SIZE });
  let rows = 0;
  const pages = counted(readPages({ first, listPage, onCapped: () => log.warn({ entity, rows: REPORT_MAX_ROWS }, 'report stopped at its safety cap') }), (count) => { rows += count; });
  if (format === 'csv') return { body: Readable.from(csvLines(columns, pages)), rows: () => rows };
  const output = new PassThrough();
  writeWorkbook({ output, columns, sheetName: entity, pages }).catch((error: unknown) => {
    // The status line may have gone: all that is left is to cut the file short, so it is visibly broken.
    log.error({ err: error, entity }, 'report failed while being written');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { body: output, rows: () => rows };
}

/** A report's file name: `user-2026-11-28.xlsx`. */
export const reportFileName = (entity: string, format: ReportFormat, at = new Date()) => `${entity.toLowerCase()}-${at.toISOString().slice(0, 10)}.${format}`;
export const reportContentType = (format: ReportFormat) => (format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE);

/**
 * Answers `POST E/report`: with `mode=download` (the default) every row the list's query matches
 * (search, sort, filters) streamed out as it is written; with `mode=queue` a 202 naming a background
 * job that writes the same file into the file storage (report-jobs.ts).
 */
export async function sendReport({ request, reply, source }: { request: FastifyRequest; reply: FastifyReply; source: ReportSource }): Promise<FastifyReply> {
  const { format, mode, listQuery } = listQueryOf(request.query as Record<string, unknown>);
  if (mode === 'queue') return queueReport({ request, reply, source });
  const chosen = chooseReportColumns(source.columns, request.body as ReportBody | null);
  const scope = source.scopeOf?.(request);
  const { body } = await openReport({ format, columns: chosen, entity: source.entity, log: request.log, listPage: (page) => source.listPage(listQuery, page, scope) });
  reply.header('content-disposition', `attachment; filename="${reportFileName(source.entity, format)}"`);
  return reply.type(reportContentType(format)).send(body);
}

async function* counted(pages: AsyncIterable<unknown[]>, onRows: (count: number) => void): AsyncGenerator<unknown[]> {
  for await (const rows of pages) {
    onRows(rows.length);
    yield rows;
  }
}

/** The rows page after page until a short page (or the count, or the safety cap); the next page is read while this one is written. */
async function* readPages({ first, listPage, onCapped }: { first: Page; listPage: (page: { pageIndex: number; pageSize: number }) => Promise<Page>; onCapped: () => void }): AsyncGenerator<unknown[]> {
  let page = first;
  let pageIndex = 1;
  let written = 0;
  for (;;) {
    const rows = page.rows.slice(0, REPORT_MAX_ROWS - written);
    written += rows.length;
    // A page shorter than asked is the last; so is one longer than asked or one that reaches the
    // count (a service that ignores paging would otherwise answer the same rows for ever).
    const isLast = page.rows.length !== REPORT_PAGE_SIZE || (page.totalCount > 0 && written >= page.totalCount) || written >= REPORT_MAX_ROWS;
    if (written >= REPORT_MAX_ROWS && page.totalCount > written) onCapped();
    const next = isLast ? undefined : listPage({ pageIndex: ++pageIndex, pageSize: REPORT_PAGE_SIZE });
    // A read that fails while this page is written is reported when awaited, not as an unhandled rejection.
    next?.catch(() => undefined);
    if (rows.length) yield rows;
    if (!next) return;
    page = await next;
  }
}

async function* csvLines(columns: ReportColumn[], pages: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  yield `${CSV_BOM}${toCsvLine(columns.map((column) => column.title))}\r\n`;
  for await (const rows of pages) {
    yield rows.map((row) => `${toCsvLine(columns.map((column) => (row as Record<string, unknown>)[column.key]))}\r\n`).join('');
  }
}

/** Bytes the worksheet has written that the zip has not compressed yet (exceljs 4.4 internals; 0 if they change). */
function pendingBytes(sheet: ExcelJS.Worksheet): number {
  type Buffered = { _writableState?: { length?: number }; _readableState?: { length?: number } };
  const pipes = (sheet as unknown as { stream?: { pipes?: Buffered[] } }).stream?.pipes ?? [];
  return pipes.reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0), 0);
}

/**
 * Writes the workbook row by row (each row committed, so it leaves memory), and between pages waits
 * while the answer or the compressor is behind: a slow client holds the database reads back instead
 * of filling memory. Stops when the client has gone.
 */
export async function writeWorkbook({ output, columns, sheetName, pages }: { output: PassThrough; columns: ReportColumn[]; sheetName: string; pages: AsyncIterable<unknown[]> }) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Lexam';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.kind === 'datetime' ? 20 : column.kind === 'date' ? 12 : Math.min(Math.max(column.title.length + 2, 10), 60) }));
  const header = sheet.addRow(columns.map((column) => column.title));
  header.font = { bold: true };
  header.commit();
  for await (const rows of pages) {
    if (output.destroyed) return;
    for (const row of rows) {
      const record = row as Record<string, unknown>;
      const line = sheet.addRow(columns.map((column) => toReportCell(record[column.key], column.kind)));
      columns.forEach((column, index) => {
        const cell = line.getCell(index + 1);
        if (cell.value instanceof Date) cell.numFmt = dateFormatOf(column.kind ?? 'datetime')!;
      });
      line.commit();
    }
    while (!output.destroyed && (output.writableNeedDrain || pendingBytes(sheet) > MAX_PENDING_BYTES)) await delay(5);
  }
  if (output.destroyed) return;
  sheet.commit();
  // A reader that goes away now would leave the zip's last writes pending for ever.
  await Promise.race([workbook.commit(), new Promise((resolve) => output.once('close', resolve))]);
}
