import { PassThrough, Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { ReportBodySchema, ReportQuerySchema, type ReportBody, type ReportFormat } from '@lexam/contracts';
import { CSV_BOM, toCsvLine } from '@lexam/core';
import { z, type ZodType } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseReportColumns, dateFormatOf, toReportCell, type ReportColumn } from './report-columns';

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

type Page = { rows: unknown[]; totalCount: number };
type ListPage = (page: { pageIndex: number; pageSize: number }) => Promise<Page>;

/** The report route's query: the list's query (its filters, search and sort; not its page) plus `format`. */
export function reportQuerySchema(listQuery: ZodType): ZodType {
  if (!(listQuery instanceof z.ZodObject)) return z.intersection(listQuery, ReportQuerySchema);
  const paging: { pageIndex?: true; pageSize?: true } = {};
  if ('pageIndex' in listQuery.shape) paging.pageIndex = true;
  if ('pageSize' in listQuery.shape) paging.pageSize = true;
  return listQuery.omit(paging).extend(ReportQuerySchema.shape);
}

/**
 * Answers `POST E/report`: every row the list's query matches (search, sort, filters), read a page
 * at a time and streamed out as it is written, as an xlsx workbook (typed cells, titles as the body
 * asks) or with `?format=csv` the CSV of before. The first page is read before anything is sent, so
 * a bad query (an unknown sort column) is still a problem answer with its status.
 */
export async function sendReport({ request, reply, entity, columns, listPage }: {
  request: FastifyRequest;
  reply: FastifyReply;
  entity: string;
  columns: ReportColumn[];
  listPage: ListPage;
}): Promise<FastifyReply> {
  const { format } = request.query as { format: ReportFormat };
  const chosen = chooseReportColumns(columns, request.body as ReportBody | null);
  const first = await listPage({ pageIndex: 1, pageSize: REPORT_PAGE_SIZE });
  const pages = readPages({ first, listPage, onCapped: () => request.log.warn({ entity, rows: REPORT_MAX_ROWS }, 'report stopped at its safety cap') });
  const stamp = new Date().toISOString().slice(0, 10);
  reply.header('content-disposition', `attachment; filename="${entity.toLowerCase()}-${stamp}.${format}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(chosen, pages)));

  const output = new PassThrough();
  reply.type(XLSX_TYPE).send(output);
  writeWorkbook({ output, columns: chosen, sheetName: entity, pages }).catch((error: unknown) => {
    // The status line has gone: all that is left is to cut the answer short, so the file is visibly broken.
    request.log.error({ err: error, entity }, 'report failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

/** The rows page after page until a short page (or the count, or the safety cap); the next page is read while this one is written. */
async function* readPages({ first, listPage, onCapped }: { first: Page; listPage: ListPage; onCapped: () => void }): AsyncGenerator<unknown[]> {
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
