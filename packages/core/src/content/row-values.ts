import type { ContentType, FieldDefinition, MediaRef } from '@lexam/contracts';
import { inArray, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import { fileUrl } from '../files/store-upload';
import { sanitizeStoredHtml } from '../common/sanitize-html';

type Values = Record<string, unknown>;

/** The uploaded files of these ids, as media values of a row. */
export async function loadMedia(db: Database, ids: number[]): Promise<Map<number, MediaRef & { kind: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(tables.files).where(inArray(tables.files.id, unique));
  return new Map(rows.map((file) => [file.id, { id: file.id, url: fileUrl(file.key), mime: file.mime, originalName: file.originalName, kind: file.kind }]));
}

/** A stored row as the type's row schema has it: media resolved to their files, times as ISO text. */
export function toContentRow(type: ContentType, row: Values, media: Map<number, MediaRef>): Values {
  const out: Values = { id: row.id };
  for (const [key, field] of Object.entries(type.fields) as [string, FieldDefinition][]) {
    if (field.writeOnly) continue;
    const value = row[key];
    if (field.kind === 'media') {
      const file = typeof value === 'number' ? media.get(value) : undefined;
      out[key] = file ? { id: file.id, url: file.url, mime: file.mime, originalName: file.originalName } : null;
    } else out[key] = value ?? null;
  }
  if (type.ordered) out.sortOrder = row.sortOrder;
  out.createdAt = (row.createdAt as Date).toISOString();
  out.updatedAt = (row.updatedAt as Date).toISOString();
  return out;
}

/** The media ids held by these rows. */
export function mediaIdsOf(type: ContentType, rows: Values[]): number[] {
  const keys = type.fieldsOf('media');
  return rows.flatMap((row) => keys.map((key) => row[key]).filter((value): value is number => typeof value === 'number'));
}

/**
 * Values about to be written, made safe: rich text through the one sanitiser, each media id an
 * uploaded file of the field's kind. A bad id is a 400 naming the field; nothing is written.
 */
export async function prepareValues(db: Database, type: ContentType, values: Values): Promise<Values> {
  const out = { ...values };
  for (const key of type.fieldsOf('richText')) {
    if (typeof out[key] !== 'string') continue;
    const field = type.fields[key]!;
    const clean = sanitizeStoredHtml(out[key] as string, field.profile ?? 'rich');
    out[key] = clean === '' && field.optional ? null : clean;
  }
  const mediaKeys = type.fieldsOf('media').filter((key) => typeof out[key] === 'number');
  if (mediaKeys.length > 0) {
    const files = await loadMedia(db, mediaKeys.map((key) => out[key] as number));
    const errors = mediaKeys.flatMap((key) => {
      const wanted = type.fields[key]!.media;
      const file = files.get(out[key] as number);
      if (!file) return [{ field: `body.${key}`, message: `There is no uploaded file ${String(out[key])}.` }];
      return file.kind === wanted ? [] : [{ field: `body.${key}`, message: `File ${file.id} is ${file.kind === 'image' ? 'an' : 'a'} ${file.kind} file, not ${wanted === 'image' || wanted === 'audio' ? 'an' : 'a'} ${wanted} file.` }];
    });
    if (errors.length > 0) throw badRequest(`Some files of this ${type.entity} cannot be used.`, errors);
  }
  return out;
}
