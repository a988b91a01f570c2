import {
  GRAMMAR_DOCUMENT_FORMAT,
  TEST_DOCUMENT_FORMAT,
  TEST_DOCUMENT_VERSION,
  TOEIC_DOCUMENT_FORMAT,
  type AnyTestDocument,
  type ExamKind,
  type ExamQuestionGroup,
  type IeltsSkill,
  type TestQuestion,
  type ToeicEdition,
  type ToeicScaledTable,
} from '@lexam/contracts';
import { and, asc, eq, inArray, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';

const { examLessons, examTests, examSections, examQuestionGroups, examQuestions, files } = tables;

/**
 * The name an export gives a stored file: the name it was uploaded under when no other file of its
 * kind has that name (so the document stays readable and imports on another server after the same
 * upload), else its stored key, which is never ambiguous.
 */
async function fileNamesOf(db: Database, kind: 'audio' | 'image', keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const stored = await db.select({ key: files.key, originalName: files.originalName }).from(files).where(and(eq(files.kind, kind), inArray(files.key, keys)));
  const names = [...new Set(stored.map((row) => row.originalName))];
  const sameName = names.length === 0 ? [] : await db.select({ originalName: files.originalName }).from(files).where(and(eq(files.kind, kind), inArray(files.originalName, names)));
  const counts = new Map<string, number>();
  for (const row of sameName) counts.set(row.originalName, (counts.get(row.originalName) ?? 0) + 1);
  return new Map(keys.map((key) => {
    const row = stored.find((candidate) => candidate.key === key);
    return [key, row && counts.get(row.originalName) === 1 ? row.originalName : key];
  }));
}

const present = <T>(values: Array<T | null>): T[] => values.filter((value): value is T => value !== null);

/**
 * The test `testId` as a test document of its kind (docs/test-format.md: `lexam-ielts-test`,
 * `lexam-toeic-test` or `lexam-grammar-test`), answer keys, explanations and evidence included: for
 * admins only. Importing the result gives the same test again. `numbers` is written only for an item
 * covering several numbers (the format's default is `[number]`). With `kind`, a test of another kind
 * answers 404, as a missing one.
 */
export async function exportTestDocument({ db }: { db: Database }, testId: number, { kind }: { kind?: ExamKind } = {}): Promise<AnyTestDocument> {
  const [test] = await db
    .select({ test: examTests, lessonName: examLessons.name })
    .from(examTests)
    .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
    .where(eq(examTests.id, testId))
    .limit(1);
  if (!test || (kind && test.test.kind !== kind)) throw notFound(`There is no test ${testId}.`);

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
  const [audioNames, imageNames] = await Promise.all([
    fileNamesOf(db, 'audio', present([...sections.map((section) => section.audioFileKey), ...groups.map((group) => group.audioFileKey)])),
    fileNamesOf(db, 'image', present(groups.map((group) => group.imageFileKey))),
  ]);

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
  const isIelts = test.test.kind === 'ielts';
  const toGroup = (row: (typeof groups)[number]): ExamQuestionGroup => ({
    instructions: row.instructions,
    // IELTS groups have none of these (the IELTS document does not take them).
    ...(isIelts || row.stimulusHtml === null ? {} : { stimulusHtml: row.stimulusHtml }),
    ...(isIelts || row.imageFileKey === null ? {} : { imageFile: imageNames.get(row.imageFileKey) ?? row.imageFileKey }),
    ...(isIelts || row.audioFileKey === null ? {} : { audioFile: audioNames.get(row.audioFileKey) ?? row.audioFileKey }),
    ...(isIelts || row.transcriptHtml === null ? {} : { transcriptHtml: row.transcriptHtml }),
    questions: questions.filter((question) => question.groupId === row.id).map(toQuestion),
  });
  const toSection = (row: (typeof sections)[number]) => ({
    title: row.title,
    ...(test.test.kind === 'toeic' ? { part: row.part ?? 0 } : {}),
    ...(isIelts || row.directionsHtml === null ? {} : { directionsHtml: row.directionsHtml }),
    ...(row.passageHtml === null ? {} : { passageHtml: row.passageHtml }),
    ...(row.audioFileKey === null ? {} : { audioFile: audioNames.get(row.audioFileKey) ?? row.audioFileKey }),
    ...(row.transcriptHtml === null ? {} : { transcriptHtml: row.transcriptHtml }),
    groups: groups.filter((group) => group.sectionId === row.id).map(toGroup),
  });

  const head = { version: TEST_DOCUMENT_VERSION, lesson: { name: test.lessonName } } as const;
  const { name, durationSeconds, conversionTable } = test.test;
  if (test.test.kind === 'toeic') {
    return {
      format: TOEIC_DOCUMENT_FORMAT,
      ...head,
      test: {
        name,
        skill: test.test.skill as IeltsSkill,
        edition: (test.test.edition ?? 'ets') as ToeicEdition,
        durationSeconds,
        ...(conversionTable?.kind === 'toeic-scaled' ? { conversionTable: conversionTable as ToeicScaledTable } : {}),
        sections: sections.map((row) => ({ ...toSection(row), part: row.part ?? 0 })),
      },
    };
  }
  if (test.test.kind === 'grammar') {
    return { format: GRAMMAR_DOCUMENT_FORMAT, ...head, test: { name, skill: 'grammar', durationSeconds, sections: sections.map(toSection) } };
  }
  return {
    format: TEST_DOCUMENT_FORMAT,
    ...head,
    test: {
      name,
      skill: test.test.skill as IeltsSkill,
      durationSeconds,
      ...(conversionTable ? { conversionTable } : {}),
      sections: sections.map(toSection),
    },
  };
}
