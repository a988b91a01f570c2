import type { OnlineGroupCreate, OnlineGroupQuery, OnlineGroupUpdate } from '@lexam/contracts';
import { and, count, eq, ilike, inArray, sql, tables, type Database, type SQL } from '@lexam/db';
import { containsPattern, listPage } from '../../common/list-page';
import { badRequest } from '../../errors';
import { toGroupDto } from './dto';
import { refuseWhenAttempted, testOfGroup, touchTest } from './guards';
import { reorderChildren } from './reorder';
import { sanitizeOptionalHtml } from './sanitize';
import { assertFileKind } from './sections';
import { invalidatesTestContent } from './invalidating';

const { examQuestionGroups, examQuestions, examSections } = tables;
const sortable = { sortOrder: examQuestionGroups.sortOrder, id: examQuestionGroups.id };
type GroupRow = typeof examQuestionGroups.$inferSelect;

/** Stimulus and transcript are stored sanitised; an empty file key clears it; a key must name an uploaded file of its kind. */
async function cleanGroup<T extends { stimulusHtml?: string | null; transcriptHtml?: string | null; imageFileKey?: string | null; audioFileKey?: string | null }>(db: Database, input: T): Promise<T> {
  const out = { ...input };
  if ('stimulusHtml' in input) out.stimulusHtml = sanitizeOptionalHtml(input.stimulusHtml);
  if ('transcriptHtml' in input) out.transcriptHtml = sanitizeOptionalHtml(input.transcriptHtml);
  if (input.imageFileKey === '') out.imageFileKey = null;
  if (input.audioFileKey === '') out.audioFileKey = null;
  await assertFileKind(db, { key: out.imageFileKey, kind: 'image', field: 'body.imageFileKey' });
  await assertFileKind(db, { key: out.audioFileKey, kind: 'audio', field: 'body.audioFileKey' });
  return out;
}

async function getGroup(db: Database, id: number) {
  const [row] = await db.select().from(examQuestionGroups).where(eq(examQuestionGroups.id, id)).limit(1);
  return row ? toGroupDto(row) : undefined;
}

/** `OnlinePart`: a group of questions under one instruction, inside a section; for TOEIC and grammar a question set with its shared text, picture and recording. */
export const onlineGroupService = invalidatesTestContent({
  async list(db: Database, query: OnlineGroupQuery) {
    const conditions: SQL[] = [];
    if (query.searchByName) conditions.push(ilike(examQuestionGroups.instructions, containsPattern(query.searchByName)));
    if (query.sectionId) conditions.push(eq(examQuestionGroups.sectionId, query.sectionId));
    const page = await listPage<GroupRow>({ db, table: examQuestionGroups, id: examQuestionGroups.id, where: and(...conditions), query, sortable, fallback: 'sortOrder' });
    return { rows: page.rows.map(toGroupDto), totalCount: page.totalCount };
  },
  get: getGroup,
  async create(db: Database, input: OnlineGroupCreate) {
    const [section] = await db.select({ testId: examSections.testId }).from(examSections).where(eq(examSections.id, input.sectionId)).limit(1);
    if (!section) throw badRequest(`There is no section ${input.sectionId}.`, [{ field: 'body.sectionId', message: 'Unknown section.' }]);
    const [last] = await db.select({ value: sql<number>`coalesce(max(${examQuestionGroups.sortOrder}), 0)` }).from(examQuestionGroups).where(eq(examQuestionGroups.sectionId, input.sectionId));
    const values = await cleanGroup(db, input);
    const [row] = await db.insert(examQuestionGroups).values({ ...values, sortOrder: Number(last?.value ?? 0) + 1 }).returning();
    await touchTest(db, section.testId);
    return toGroupDto(row!);
  },
  async update(db: Database, id: number, input: OnlineGroupUpdate) {
    if (!(await getGroup(db, id))) return undefined;
    const values = await cleanGroup(db, input);
    if (Object.keys(values).length > 0) {
      await db.update(examQuestionGroups).set(values).where(eq(examQuestionGroups.id, id));
      await touchTest(db, await testOfGroup(db, id));
    }
    return getGroup(db, id);
  },
  /** A group holding questions of a test with attempts is refused (409): its questions would go with it. */
  async remove(db: Database, ids: number[]) {
    const holding = await db
      .select({ testId: examSections.testId, value: count(examQuestions.id) })
      .from(examQuestionGroups)
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .leftJoin(examQuestions, eq(examQuestions.groupId, examQuestionGroups.id))
      .where(inArray(examQuestionGroups.id, ids))
      .groupBy(examSections.testId);
    for (const row of holding) if (Number(row.value) > 0) await refuseWhenAttempted(db, { testId: row.testId, change: 'deleting a question group' });
    return (await db.delete(examQuestionGroups).where(inArray(examQuestionGroups.id, ids)).returning({ id: examQuestionGroups.id })).length;
  },
  async reorder(db: Database, ids: number[]) {
    await reorderChildren({ db, table: examQuestionGroups, idColumn: examQuestionGroups.id, parentColumn: examQuestionGroups.sectionId, ids, what: 'question group' });
  },
});
