import { onlineGroupType } from '@lexam/contracts';
import { count, eq, inArray, tables } from '@lexam/db';
import { createContentService } from '../../content/content-service';
import { refuseWhenAttempted, testOfGroup, touchTest } from './guards';
import { dropCachedTestContent } from './invalidating';
import { checkFileKeys, urlOfKey } from './sections';

const { examQuestionGroups, examQuestions, examSections } = tables;

/**
 * `OnlinePart` on its declaration: a group of questions under one instruction, inside a section,
 * ordered within it; for TOEIC and grammar a question set with its shared text, picture and recording.
 */
export const onlineGroupService = createContentService({
  type: onlineGroupType,
  table: examQuestionGroups,
  decorate: async ({ rows }) => rows.map((row) => ({ ...row, imageUrl: urlOfKey(row.imageFileKey), audioUrl: urlOfKey(row.audioFileKey) })),
  beforeWrite: ({ db, values }) => checkFileKeys(db, values, { imageFileKey: 'image', audioFileKey: 'audio' }),
  afterWrite: async ({ db, id }) => touchTest(db, await testOfGroup(db, id)),
  /** A group holding questions of a test with attempts is refused (409): its questions would go with it. */
  beforeRemove: async ({ db, ids }) => {
    const holding = await db
      .select({ testId: examSections.testId, value: count(examQuestions.id) })
      .from(examQuestionGroups)
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .leftJoin(examQuestions, eq(examQuestions.groupId, examQuestionGroups.id))
      .where(inArray(examQuestionGroups.id, ids))
      .groupBy(examSections.testId);
    for (const row of holding) if (Number(row.value) > 0) await refuseWhenAttempted(db, { testId: row.testId, change: 'deleting a question group' });
  },
  afterChange: dropCachedTestContent,
});
