import type { IeltsSkill } from '@lexam/contracts';
import { TEST_DOCUMENT_FORMAT, TEST_DOCUMENT_VERSION, type TestDocument, type TestQuestion, type TestSection } from '@lexam/contracts';
import { and, asc, eq, inArray, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';

const { examLessons, examTests, examSections, examQuestionGroups, examQuestions, files } = tables;

/**
 * The name an export gives a section's audio: the name the file was uploaded under when no other
 * audio file has that name (so the document stays readable and imports on another server after the
 * same upload), else its stored key, which is never ambiguous.
 */
async function audioNamesOf(db: Database, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const stored = await db.select({ key: files.key, originalName: files.originalName }).from(files).where(and(eq(files.kind, 'audio'), inArray(files.key, keys)));
  const names = [...new Set(stored.map((row) => row.originalName))];
  const sameName = await db.select({ originalName: files.originalName }).from(files).where(and(eq(files.kind, 'audio'), inArray(files.originalName, names)));
  const counts = new Map<string, number>();
  for (const row of sameName) counts.set(row.originalName, (counts.get(row.originalName) ?? 0) + 1);
  return new Map(keys.map((key) => {
    const row = stored.find((candidate) => candidate.key === key);
    return [key, row && counts.get(row.originalName) === 1 ? row.originalName : key];
  }));
}

/**
 * The test `testId` as a test document (docs/test-format.md), answer keys, explanations and evidence
 * included: for admins only. Importing the result gives the same test again. `numbers` is written
 * only for an item covering several numbers (the format's default is `[number]`).
 */
export async function exportTestDocument({ db }: { db: Database }, testId: number): Promise<TestDocument> {
  const [test] = await db
    .select({ test: examTests, lessonName: examLessons.name })
    .from(examTests)
    .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
    .where(eq(examTests.id, testId))
    .limit(1);
  if (!test) throw notFound(`There is no test ${testId}.`);

  const sections = await db.select().from(examSections).where(eq(examSections.testId, testId)).orderBy(asc(examSections.sortOrder), asc(examSections.id));
  const sectionIds = sections.map((section) => section.id);
  const groups = sectionIds.length === 0 ? [] : await db
    .select()
    .from(examQuestionGroups)
    .where(inArray(examQuestionGroups.sectionId, sectionIds))
    .orderBy(asc(examQuestionGroups.sortOrder), asc(examQuestionGroups.id));
  const groupIds = groups.map((group) => group.id);
  const questions = groupIds.length === 0 ? [] : await db
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.groupId, groupIds))
    .orderBy(asc(examQuestions.sortOrder), asc(examQuestions.number), asc(examQuestions.id));
  const audioNames = await audioNamesOf(db, sections.flatMap((section) => (section.audioFileKey ? [section.audioFileKey] : [])));

  const toQuestion = (row: (typeof questions)[number]): TestQuestion => {
    const numbers = row.numbers.length > 0 ? row.numbers : [row.number];
    return {
      number: row.number,
      ...(numbers.length === 1 && numbers[0] === row.number ? {} : { numbers }),
      type: row.type,
      content: row.content,
      key: row.answerKey,
      explanation: row.explanation ?? '',
      evidence: row.evidence ?? '',
    };
  };
  const toSection = (row: (typeof sections)[number]): TestSection => ({
    title: row.title,
    ...(row.passageHtml === null ? {} : { passageHtml: row.passageHtml }),
    ...(row.audioFileKey === null ? {} : { audioFile: audioNames.get(row.audioFileKey) ?? row.audioFileKey }),
    ...(row.transcriptHtml === null ? {} : { transcriptHtml: row.transcriptHtml }),
    groups: groups
      .filter((group) => group.sectionId === row.id)
      .map((group) => ({ instructions: group.instructions, questions: questions.filter((question) => question.groupId === group.id).map(toQuestion) })),
  });

  return {
    format: TEST_DOCUMENT_FORMAT,
    version: TEST_DOCUMENT_VERSION,
    lesson: { name: test.lessonName },
    test: {
      name: test.test.name,
      // Only IELTS tests are exported here; their skill is reading or listening.
      skill: test.test.skill as IeltsSkill,
      durationSeconds: test.test.durationSeconds,
      ...(test.test.conversionTable ? { conversionTable: test.test.conversionTable } : {}),
      sections: sections.map(toSection),
    },
  };
}
