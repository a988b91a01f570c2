import type { OnlineSectionCreate, OnlineSectionQuery, OnlineSectionUpdate } from '@lexam/contracts';
import { and, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { badRequest } from '../../errors';
import { toSectionDto } from './dto';
import { refuseWhenAttempted, touchTest } from './guards';
import { reorderChildren } from './reorder';
import { sanitizeOptionalHtml } from './sanitize';
import { invalidatesTestContent } from './invalidating';

const { examSections, examTests, files } = tables;
const sortable = { sortOrder: examSections.sortOrder, title: examSections.title, id: examSections.id };
type SectionRow = typeof examSections.$inferSelect;

const A_FILE: Record<'audio' | 'image', string> = { audio: 'audio', image: 'an image' };

/** A stored file key must name an uploaded file of its kind: a recording through Upload/UploadAudio, a picture through Upload/UploadImage. */
export async function assertFileKind(db: Database, { key, kind, field }: { key: string | null | undefined; kind: 'audio' | 'image'; field: string }): Promise<void> {
  if (!key) return;
  const call = kind === 'audio' ? 'Upload/UploadAudio' : 'Upload/UploadImage';
  const [file] = await db.select({ kind: files.kind }).from(files).where(eq(files.key, key)).limit(1);
  if (!file) throw badRequest(`There is no uploaded file "${key}".`, [{ field, message: `Upload the ${kind === 'audio' ? 'recording' : 'picture'} first (${call}) and give its key.` }]);
  if (file.kind !== kind) throw badRequest(`The file "${key}" is ${file.kind === 'image' ? 'an image' : file.kind === 'audio' ? 'audio' : 'a video'}, not ${A_FILE[kind]}.`, [{ field, message: `Choose ${kind === 'audio' ? 'an audio file' : 'an image'}.` }]);
}

/** The recording must be an audio file uploaded through Upload/UploadAudio. */
async function assertAudio(db: Database, key: string | null | undefined): Promise<void> {
  await assertFileKind(db, { key, kind: 'audio', field: 'body.audioFileKey' });
}

/** Passage, directions and transcript are stored sanitised; an empty string clears them. */
function cleanTexts<T extends { passageHtml?: string | null; transcriptHtml?: string | null; directionsHtml?: string | null; audioFileKey?: string | null }>(input: T): T {
  const out = { ...input };
  if ('passageHtml' in input) out.passageHtml = sanitizeOptionalHtml(input.passageHtml);
  if ('transcriptHtml' in input) out.transcriptHtml = sanitizeOptionalHtml(input.transcriptHtml);
  if ('directionsHtml' in input) out.directionsHtml = sanitizeOptionalHtml(input.directionsHtml);
  if (input.audioFileKey === '') out.audioFileKey = null;
  return out;
}

async function getSection(db: Database, id: number) {
  const [row] = await db.select().from(examSections).where(eq(examSections.id, id)).limit(1);
  return row ? toSectionDto(row) : undefined;
}

/**
 * `OnlinePassage`: a reading passage or a listening section of a test. Adding or deleting one on a
 * test with attempts is refused (409): it changes which sections a full attempt covers.
 */
export const onlineSectionService = invalidatesTestContent({
  async list(db: Database, query: OnlineSectionQuery) {
    const conditions: SQL[] = [];
    if (query.searchByName) conditions.push(ilike(examSections.title, containsPattern(query.searchByName)));
    if (query.testId) conditions.push(eq(examSections.testId, query.testId));
    const page = await listPage<SectionRow>({ db, table: examSections, id: examSections.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
    return { rows: page.rows.map(toSectionDto), totalCount: page.totalCount };
  },
  get: getSection,
  async create(db: Database, input: OnlineSectionCreate) {
    const [test] = await db.select({ id: examTests.id }).from(examTests).where(eq(examTests.id, input.testId)).limit(1);
    if (!test) throw badRequest(`There is no test ${input.testId}.`, [{ field: 'body.testId', message: 'Unknown test.' }]);
    await refuseWhenAttempted(db, { testId: input.testId, change: 'adding a section' });
    const values = cleanTexts(input);
    await assertAudio(db, values.audioFileKey);
    const [last] = await db.select({ value: sql<number>`coalesce(max(${examSections.sortOrder}), 0)` }).from(examSections).where(eq(examSections.testId, input.testId));
    const [row] = await db.insert(examSections).values({ ...values, sortOrder: Number(last?.value ?? 0) + 1 }).returning();
    await touchTest(db, input.testId);
    return toSectionDto(row!);
  },
  async update(db: Database, id: number, input: OnlineSectionUpdate) {
    const current = await getSection(db, id);
    if (!current) return undefined;
    const values = cleanTexts(input);
    await assertAudio(db, values.audioFileKey);
    if (Object.keys(values).length > 0) {
      await db.update(examSections).set(values).where(eq(examSections.id, id));
      await touchTest(db, current.testId);
    }
    return getSection(db, id);
  },
  async remove(db: Database, ids: number[]) {
    const rows = await db.select({ testId: examSections.testId }).from(examSections).where(inArray(examSections.id, ids));
    for (const testId of new Set(rows.map((row) => row.testId))) await refuseWhenAttempted(db, { testId, change: 'deleting a section' });
    return (await db.delete(examSections).where(inArray(examSections.id, ids)).returning({ id: examSections.id })).length;
  },
  async reorder(db: Database, ids: number[]) {
    await reorderChildren({ db, table: examSections, idColumn: examSections.id, parentColumn: examSections.testId, ids, what: 'section' });
  },
});
