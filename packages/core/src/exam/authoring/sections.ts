import { onlineSectionType } from '@lexam/contracts';
import { eq, inArray, tables, type Database } from '@lexam/db';
import { badRequest } from '../../errors';
import { fileUrl } from '../../files/store-upload';
import { createContentService } from '../../content/content-service';
import { refuseWhenAttempted, touchTest } from './guards';
import { dropCachedTestContent } from './invalidating';

const { examSections, files } = tables;
type Values = Record<string, unknown>;

const A_FILE: Record<'audio' | 'image', string> = { audio: 'audio', image: 'an image' };

/** A stored file key must name an uploaded file of its kind: a recording through Upload/UploadAudio, a picture through Upload/UploadImage. */
export async function assertFileKind(db: Database, { key, kind, field }: { key: unknown; kind: 'audio' | 'image'; field: string }): Promise<void> {
  if (typeof key !== 'string' || !key) return;
  const call = kind === 'audio' ? 'Upload/UploadAudio' : 'Upload/UploadImage';
  const [file] = await db.select({ kind: files.kind }).from(files).where(eq(files.key, key)).limit(1);
  if (!file) throw badRequest(`There is no uploaded file "${key}".`, [{ field, message: `Upload the ${kind === 'audio' ? 'recording' : 'picture'} first (${call}) and give its key.` }]);
  if (file.kind !== kind) throw badRequest(`The file "${key}" is ${file.kind === 'image' ? 'an image' : file.kind === 'audio' ? 'audio' : 'a video'}, not ${A_FILE[kind]}.`, [{ field, message: `Choose ${kind === 'audio' ? 'an audio file' : 'an image'}.` }]);
}

/** File keys sent: an empty one clears the file; any other must name an uploaded file of its kind. */
export async function checkFileKeys(db: Database, values: Values, keys: Partial<Record<string, 'audio' | 'image'>>): Promise<Values> {
  const out = { ...values };
  for (const [field, kind] of Object.entries(keys)) {
    if (out[field] === '') out[field] = null;
    await assertFileKind(db, { key: out[field], kind: kind!, field: `body.${field}` });
  }
  return out;
}

/** Where a stored file key is served; null without one. */
export const urlOfKey = (key: unknown) => (typeof key === 'string' && key ? fileUrl(key) : null);

/**
 * `OnlinePassage` on its declaration: a reading passage or a listening section of a test, ordered within
 * the test. Adding or deleting one on a test with attempts is refused (409): it changes which sections
 * a full attempt covers. Its texts are sanitised by the test format's rule (richText, profile exam).
 */
export const onlineSectionService = createContentService({
  type: onlineSectionType,
  table: examSections,
  decorate: async ({ rows }) => rows.map((row) => ({ ...row, audioUrl: urlOfKey(row.audioFileKey) })),
  beforeWrite: async ({ db, values, existing }) => {
    if (!existing) await refuseWhenAttempted(db, { testId: values.testId as number, change: 'adding a section' });
    return checkFileKeys(db, values, { audioFileKey: 'audio' });
  },
  afterWrite: async ({ db, id }) => {
    const [row] = await db.select({ testId: examSections.testId }).from(examSections).where(eq(examSections.id, id)).limit(1);
    if (row) await touchTest(db, row.testId);
  },
  beforeRemove: async ({ db, ids }) => {
    const rows = await db.select({ testId: examSections.testId }).from(examSections).where(inArray(examSections.id, ids));
    for (const testId of new Set(rows.map((row) => row.testId))) await refuseWhenAttempted(db, { testId, change: 'deleting a section' });
  },
  afterChange: dropCachedTestContent,
});
