import type { FieldError, TestDocument } from '@lexam/contracts';
import { and, eq, sql, tables, type Database } from '@lexam/db';
import { badRequest } from '../../errors';
import { validateTestDocument, type TestDocumentProblem } from '../test-document';
import { audioFileResolver, type ResolveAudio } from './resolve-audio';
import { sanitizeExamHtml } from './sanitize-exam-html';

const { examLessons, examTests, examSections, examQuestionGroups, examQuestions } = tables;

export interface ImportTestDocumentInput {
  /** The document as received: it is validated here, nothing is trusted. */
  document: unknown;
  /** Maps each section's `audioFile` to a stored file key; by default an uploaded audio file by key or name. */
  resolveAudio?: ResolveAudio;
  /** Publish the new test at once (the demo seed); an imported test is a draft otherwise. */
  publish?: boolean;
}

export interface ImportedTest {
  testId: number;
  lessonId: number;
  /** True when the lesson was created by this import, false when a lesson of that name and skill existed. */
  isNewLesson: boolean;
}

/** The title of the 400 that refuses a document; the problems themselves are its `errors`. */
export const INVALID_DOCUMENT_TITLE = 'The test document is not valid.';

const toFieldErrors = (problems: TestDocumentProblem[]): FieldError[] => problems.map(({ path, message }) => ({ field: path, message }));

function refuse(problems: TestDocumentProblem[]): never {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  throw badRequest(`${INVALID_DOCUMENT_TITLE} Fix the ${count} listed.`, toFieldErrors(problems));
}

interface PreparedSection {
  title: string;
  passageHtml: string | null;
  transcriptHtml: string | null;
  audioFileKey: string | null;
}

/** Sanitises the HTML and resolves the audio of every section; collects a problem for each miss. */
async function prepareSections(document: TestDocument, resolveAudio: ResolveAudio): Promise<{ sections: PreparedSection[]; problems: TestDocumentProblem[] }> {
  const problems: TestDocumentProblem[] = [];
  const sections: PreparedSection[] = [];
  for (const [index, section] of document.test.sections.entries()) {
    const path = `test.sections.${index}`;
    const passageHtml = section.passageHtml === undefined ? null : sanitizeExamHtml(section.passageHtml);
    const transcriptHtml = section.transcriptHtml === undefined ? null : sanitizeExamHtml(section.transcriptHtml);
    if (passageHtml === '') problems.push({ path: `${path}.passageHtml`, message: 'The passage has no text left once its HTML is cleaned (only h2, h3, p, em, strong, lists, br and tables are kept).' });
    if (transcriptHtml === '') problems.push({ path: `${path}.transcriptHtml`, message: 'The transcript has no text left once its HTML is cleaned.' });
    let audioFileKey: string | null = null;
    if (section.audioFile !== undefined) {
      audioFileKey = (await resolveAudio(section.audioFile)) ?? null;
      if (!audioFileKey) problems.push({ path: `${path}.audioFile`, message: `There is no uploaded audio file "${section.audioFile}": upload it first (Upload/UploadAudio), then give its name or its stored key.` });
    }
    sections.push({ title: section.title, passageHtml, transcriptHtml, audioFileKey });
  }
  return { sections, problems };
}

/**
 * Imports a test document (docs/test-format.md): validates it with `validateTestDocument`, sanitises
 * its passages and transcripts, resolves its audio files to stored files, finds or creates the lesson
 * (by name and skill) and creates the test with its sections, groups and questions in one
 * transaction. All or nothing: a bad document is refused with a 400 naming every problem (each
 * `field` is the problem's path in the document) and writes nothing.
 */
export async function importTestDocument({ db }: { db: Database }, input: ImportTestDocumentInput): Promise<ImportedTest> {
  const validation = validateTestDocument(input.document);
  if (!validation.ok) refuse(validation.problems);
  const { document } = validation;
  const { sections, problems } = await prepareSections(document, input.resolveAudio ?? audioFileResolver(db));
  if (problems.length > 0) refuse(problems);

  return db.transaction(async (tx) => {
    const { lessonId, isNewLesson } = await findOrCreateLesson(tx, document);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${examTests.sortOrder}) + 1, 0)::int` })
      .from(examTests)
      .where(eq(examTests.lessonId, lessonId));
    const [test] = await tx
      .insert(examTests)
      .values({
        lessonId,
        name: document.test.name,
        skill: document.test.skill,
        durationSeconds: document.test.durationSeconds,
        conversionTable: document.test.conversionTable ?? null,
        isPublished: input.publish ?? false,
        sortOrder: next,
      })
      .returning({ id: examTests.id });
    const testId = test!.id;

    for (const [sectionIndex, section] of document.test.sections.entries()) {
      const [sectionRow] = await tx
        .insert(examSections)
        .values({ testId, sortOrder: sectionIndex, ...sections[sectionIndex]! })
        .returning({ id: examSections.id });
      for (const [groupIndex, group] of section.groups.entries()) {
        const [groupRow] = await tx
          .insert(examQuestionGroups)
          .values({ sectionId: sectionRow!.id, instructions: group.instructions, sortOrder: groupIndex })
          .returning({ id: examQuestionGroups.id });
        await tx.insert(examQuestions).values(
          group.questions.map((question, questionIndex) => ({
            groupId: groupRow!.id,
            number: question.number,
            numbers: question.numbers ?? [question.number],
            type: question.type,
            content: question.content,
            answerKey: question.key,
            explanation: question.explanation,
            evidence: question.evidence,
            sortOrder: questionIndex,
          })),
        );
      }
    }
    return { testId, lessonId, isNewLesson };
  });
}

async function findOrCreateLesson(tx: Database, document: TestDocument): Promise<{ lessonId: number; isNewLesson: boolean }> {
  const { name } = document.lesson;
  const { skill } = document.test;
  const [existing] = await tx
    .select({ id: examLessons.id })
    .from(examLessons)
    .where(and(eq(examLessons.name, name), eq(examLessons.skill, skill)))
    .orderBy(examLessons.id)
    .limit(1);
  if (existing) return { lessonId: existing.id, isNewLesson: false };
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${examLessons.sortOrder}) + 1, 0)::int` })
    .from(examLessons)
    .where(eq(examLessons.skill, skill));
  const [created] = await tx.insert(examLessons).values({ name, skill, sortOrder: next }).returning({ id: examLessons.id });
  return { lessonId: created!.id, isNewLesson: true };
}
