import type { ExamKind } from '@lexam/contracts';
import { eq, sql, tables, type Database } from '@lexam/db';
import { getOnlineTestDetail } from './tests';

const { examQuestionGroups, examQuestions, examSections, examTests } = tables;

/**
 * Copies a test with its whole tree into the same lesson, unpublished, named "<name> (copy)": the way
 * to change the structure of a test that learners have attempted without touching their work.
 * Undefined when there is no such test (or, with `kind`, it is of another kind).
 */
export async function copyOnlineTest(db: Database, testId: number, kind?: ExamKind) {
  const source = await getOnlineTestDetail(db, testId, kind);
  if (!source) return undefined;
  const copyId = await db.transaction(async (tx) => {
    const [last] = await tx.select({ value: sql<number>`coalesce(max(${examTests.sortOrder}), 0)` }).from(examTests).where(eq(examTests.lessonId, source.lessonId));
    const [test] = await tx
      .insert(examTests)
      .values({
        lessonId: source.lessonId,
        name: `${source.name} (copy)`.slice(0, 300),
        kind: source.kind,
        skill: source.skill,
        edition: source.edition,
        durationSeconds: source.durationSeconds,
        conversionTable: source.conversionTable,
        isPublished: false,
        sortOrder: Number(last?.value ?? 0) + 1,
      })
      .returning({ id: examTests.id });
    for (const section of source.sections) {
      const [newSection] = await tx
        .insert(examSections)
        .values({
          testId: test!.id,
          title: section.title,
          sortOrder: section.sortOrder,
          part: section.part,
          directionsHtml: section.directionsHtml,
          passageHtml: section.passageHtml,
          audioFileKey: section.audioFileKey,
          transcriptHtml: section.transcriptHtml,
        })
        .returning({ id: examSections.id });
      for (const group of section.groups) {
        const [newGroup] = await tx.insert(examQuestionGroups).values({
            sectionId: newSection!.id,
            instructions: group.instructions,
            sortOrder: group.sortOrder,
            stimulusHtml: group.stimulusHtml,
            imageFileKey: group.imageFileKey,
            audioFileKey: group.audioFileKey,
            transcriptHtml: group.transcriptHtml,
          }).returning({ id: examQuestionGroups.id });
        if (group.questions.length === 0) continue;
        await tx.insert(examQuestions).values(group.questions.map((question) => ({
          groupId: newGroup!.id,
          number: question.number,
          numbers: question.numbers,
          type: question.type,
          content: question.content,
          answerKey: question.answerKey,
          explanation: question.explanation,
          evidence: question.evidence,
          sortOrder: question.sortOrder,
        })));
      }
    }
    return test!.id;
  });
  return getOnlineTestDetail(db, copyId);
}
