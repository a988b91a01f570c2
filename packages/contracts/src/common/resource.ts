import { z } from 'zod';
import { rowIdSchema } from './row-id';

export * from './statistics';

const id = rowIdSchema;

/** POST E/deleteMulti and DELETE Auth/deleteMultipleUsers: the ids to delete. */
export const IdsBodySchema = z.strictObject({
  ids: z.array(id).min(1, 'Choose at least one row.').max(500, 'At most 500 rows at a time.'),
});

/**
 * PUT E/updateOrder: ids in their new order. With `position` (content types only), the ids are
 * taken out and put back together from that 1-based place among their parent's rows: the move of
 * one row to another page of the list.
 */
export const OrderBodySchema = z.strictObject({
  ids: z.array(id).min(1, 'Send the ids in their new order.').max(1000),
  position: z.number().int().min(1, 'Positions start at 1.').optional(),
});

export const DeletedResponseSchema = z.object({ deleted: z.number().int() });
export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** POST E/report `?format=`: a spreadsheet (xlsx, the default) or the CSV of before. */
export const ReportFormatSchema = z.enum(['xlsx', 'csv']);
/**
 * POST E/report `?mode=`: `download` (the default) answers the file itself; `queue` answers 202 with a
 * background job (`ReportJobSchema`) that writes the file into the file storage, for long reports.
 */
export const ReportModeSchema = z.enum(['download', 'queue']);
export const ReportQuerySchema = z.object({ format: ReportFormatSchema.default('xlsx'), mode: ReportModeSchema.default('download') });

/** A report prepared in the background (`POST E/report?mode=queue`, `GET Reports/{id}`). */
export const ReportJobSchema = z.object({
  id: z.string(),
  entity: z.string(),
  format: ReportFormatSchema,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Rows written, once done. */
  rowCount: z.number().int().nullable(),
  fileName: z.string(),
  /** The admin API path that streams the file to its owner, once done. */
  downloadUrl: z.string().nullable(),
  /** Why the last try failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
/** A report job's id: what `POST E/report?mode=queue` answered. */
export const ReportJobParamsSchema = z.object({ jobId: z.string().regex(/^r[0-9a-f]{40}$/, 'Not a report job id.') });

const reportKey = z.string().max(64).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'A column key is a field name.');
const reportTitle = z.string().trim().min(1, 'A column title cannot be empty.').max(200);

/**
 * POST E/report body, optional: the column titles in the admin's language. `columns` picks columns
 * (each key one of the resource's report columns, else 400), in its order, with its titles; `titles`
 * renames the resource's own columns by key and ignores keys it does not report (a list sends the
 * labels of all its columns). Without either, the definition's English titles.
 */
export const ReportBodySchema = z.strictObject({
  columns: z.array(z.strictObject({ key: reportKey, title: reportTitle })).min(1, 'Choose at least one column.').max(100).optional(),
  titles: z.record(reportKey, reportTitle).refine((titles) => Object.keys(titles).length <= 200, 'At most 200 titles.').optional(),
});

export type IdsBody = z.infer<typeof IdsBodySchema>;
export type ReportFormat = z.infer<typeof ReportFormatSchema>;
export type ReportMode = z.infer<typeof ReportModeSchema>;
export type ReportJob = z.infer<typeof ReportJobSchema>;
export type ReportBody = z.infer<typeof ReportBodySchema>;
