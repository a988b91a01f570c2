import type { AnyTestDocument, ExamKind, ExamQuestionGroup } from '@lexam/contracts';
import { and, eq, sql, tables, type Database } from '@lexam/db';
import { badRequest } from '../../errors';
import { describeDocumentProblem, kindOfDocument, validateTestDocument, type TestDocumentProblem } from '../test-document';
import { audioFileResolver, fileResolver, type ResolveAudio, type ResolveFile } from './resolve-audio';
import { sanitizeExamHtml } from './sanitize-exam-html';

const { examLessons, examTests, examSections, examQuestionGroups, examQuestions } = tables;

export interface ImportTestDocumentInput {
  /** The document as received: it is validated here, nothing is trusted. */
  document: unknown;
  /** The kind the caller takes (the resource imported through); a document of another kind is refused. Any kind when absent. */
  kind?: ExamKind;
  /** Maps each section's and group's `audioFile` to a stored file key; by default an uploaded audio file by key or name. */
  resolveAudio?: ResolveAudio;
  /** Maps each group's `imageFile` to a stored file key; by default an uploaded image file by key or name. */
  resolveImage?: ResolveFile;
  /** Publish the new test at once (the demo seed); an imported test is a draft otherwise. */
  publish?: boolean;
}

export interface ImportedTest {
  testId: number;
  lessonId: number;
  /** True when the lesson was created by this import, false when a lesson of that name, kind and skill existed. */
  isNewLesson: boolean;
}

/** The title of the 400 that refuses a document; the problems themselves are its `errors`. */
export const INVALID_DOCUMENT_TITLE = 'The test document is not valid.';

/** Refuses the document, naming each problem by its path and, for screens, by code and place. */
function refuse(document: unknown, problems: TestDocumentProblem[]): never {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  throw badRequest(`${INVALID_DOCUMENT_TITLE} Fix the ${count} listed.`, problems.map((problem) => describeDocumentProblem(document, problem)));
}

const FORMAT_OF: Record<ExamKind, string> = { ielts: 'lexam-ielts-test', toeic: 'lexam-toeic-test', grammar: 'lexam-grammar-test' };

interface PreparedGroup {
  stimulusHtml: string | null;
  transcriptHtml: string | null;
  audioFileKey: string | null;
  imageFileKey: string | null;
}

interface PreparedSection {
  title: string;
  part: number | null;
  directionsHtml: string | null;
  passageHtml: string | null;
  transcriptHtml: string | null;
  audioFileKey: string | null;
  groups: PreparedGroup[];
}

interface Resolvers {
  audio: ResolveFile;
  image: ResolveFile;
}

/** Sanitised HTML of an optional field; a problem when nothing is left of it. */
function cleanHtml(html: string | undefined, path: string, what: string, problems: TestDocumentProblem[]): string | null {
  if (html === undefined) return null;
  const clean = sanitizeExamHtml(html);
  if (clean === '') problems.push({ path, message: `${what} has no text left once its HTML is cleaned (only h2, h3, p, em, strong, lists, br and tables are kept).`, code: 'emptyHtml' });
  return clean;
}

/** The stored key of a named file; a problem naming the upload call when there is none. */
async function resolveNamed(name: string | undefined, { resolve, path, kind, problems }: { resolve: ResolveFile; path: string; kind: 'audio' | 'image'; problems: TestDocumentProblem[] }): Promise<string | null> {
  if (name === undefined) return null;
  const key = (await resolve(name)) ?? null;
  if (!key) {
    const call = kind === 'audio' ? 'Upload/UploadAudio' : 'Upload/UploadImage';
    problems.push({ path, message: `There is no uploaded ${kind} file "${name}": upload it first (${call}), then give its name or its stored key.`, code: 'fileNotUploaded', params: { name, kind } });
  }
  return key;
}

/** Sanitises the HTML and resolves the media of every section and group; collects a problem for each miss. */
async function prepareSections(document: AnyTestDocument, resolvers: Resolvers): Promise<{ sections: PreparedSection[]; problems: TestDocumentProblem[] }> {
  const problems: TestDocumentProblem[] = [];
  const sections: PreparedSection[] = [];
  for (const [index, section] of document.test.sections.entries()) {
    const path = `test.sections.${index}`;
    const groups: PreparedGroup[] = [];
    for (const [groupIndex, group] of section.groups.entries()) {
      const groupPath = `${path}.groups.${groupIndex}`;
      // An IELTS group has none of these fields.
      const media: Partial<Pick<ExamQuestionGroup, 'stimulusHtml' | 'audioFile' | 'imageFile' | 'transcriptHtml'>> & { instructions: string } = group;
      groups.push({
        stimulusHtml: cleanHtml(media.stimulusHtml, `${groupPath}.stimulusHtml`, 'The stimulus', problems),
        transcriptHtml: cleanHtml(media.transcriptHtml, `${groupPath}.transcriptHtml`, 'The transcript', problems),
        audioFileKey: await resolveNamed(media.audioFile, { resolve: resolvers.audio, path: `${groupPath}.audioFile`, kind: 'audio', problems }),
        imageFileKey: await resolveNamed(media.imageFile, { resolve: resolvers.image, path: `${groupPath}.imageFile`, kind: 'image', problems }),
      });
    }
    // An IELTS section has neither; a grammar section has no part.
    const extra: { title: string; part?: number; directionsHtml?: string } = section;
    sections.push({
      title: section.title,
      part: extra.part ?? null,
      directionsHtml: cleanHtml(extra.directionsHtml, `${path}.directionsHtml`, 'The directions', problems),
      passageHtml: cleanHtml(section.passageHtml, `${path}.passageHtml`, 'The passage', problems),
      transcriptHtml: cleanHtml(section.transcriptHtml, `${path}.transcriptHtml`, 'The transcript', problems),
      audioFileKey: await resolveNamed(section.audioFile, { resolve: resolvers.audio, path: `${path}.audioFile`, kind: 'audio', problems }),
      groups,
    });
  }
  return { sections, problems };
}

/**
 * Imports a test document of any kind (docs/test-format.md): validates it with
 * `validateTestDocument`, sanitises its HTML, resolves its audio and image files to stored files,
 * finds or creates the lesson (by name, kind and skill) and creates the test with its sections,
 * groups and questions in one transaction. All or nothing: a bad document is refused with a 400
 * naming every problem (each `field` is the problem's path in the document) and writes nothing.
 */
export async function importTestDocument({ db }: { db: Database }, input: ImportTestDocumentInput): Promise<ImportedTest> {
  const validation = validateTestDocument(input.document);
  if (!validation.ok) refuse(input.document, validation.problems);
  const { document } = validation;
  const kind = kindOfDocument(document);
  if (input.kind && input.kind !== kind) {
    refuse(input.document, [{ path: 'format', message: `This resource imports "${FORMAT_OF[input.kind]}" documents; this one is "${document.format}".`, code: 'wrongFormat', params: { expected: FORMAT_OF[input.kind], actual: document.format } }]);
  }
  const { sections, problems } = await prepareSections(document, {
    audio: input.resolveAudio ?? audioFileResolver(db),
    image: input.resolveImage ?? fileResolver(db, 'image'),
  });
  if (problems.length > 0) refuse(input.document, problems);

  return db.transaction(async (tx) => {
    const { lessonId, isNewLesson } = await findOrCreateLesson(tx, { name: document.lesson.name, kind, skill: document.test.skill });
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${examTests.sortOrder}) + 1, 0)::int` })
      .from(examTests)
      .where(eq(examTests.lessonId, lessonId));
    const [test] = await tx
      .insert(examTests)
      .values({
        lessonId,
        name: document.test.name,
        kind,
        skill: document.test.skill,
        edition: 'edition' in document.test ? document.test.edition : null,
        durationSeconds: document.test.durationSeconds,
        conversionTable: ('conversionTable' in document.test ? document.test.conversionTable : undefined) ?? null,
        isPublished: input.publish ?? false,
        sortOrder: next,
      })
      .returning({ id: examTests.id });
    const testId = test!.id;

    for (const [sectionIndex, section] of document.test.sections.entries()) {
      const { groups: preparedGroups, ...prepared } = sections[sectionIndex]!;
      const [sectionRow] = await tx
        .insert(examSections)
        .values({ testId, sortOrder: sectionIndex, ...prepared })
        .returning({ id: examSections.id });
      for (const [groupIndex, group] of section.groups.entries()) {
        const [groupRow] = await tx
          .insert(examQuestionGroups)
          .values({ sectionId: sectionRow!.id, instructions: group.instructions, sortOrder: groupIndex, ...preparedGroups[groupIndex]! })
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

async function findOrCreateLesson(tx: Database, { name, kind, skill }: { name: string; kind: ExamKind; skill: AnyTestDocument['test']['skill'] }): Promise<{ lessonId: number; isNewLesson: boolean }> {
  const [existing] = await tx
    .select({ id: examLessons.id })
    .from(examLessons)
    .where(and(eq(examLessons.name, name), eq(examLessons.kind, kind), eq(examLessons.skill, skill)))
    .orderBy(examLessons.id)
    .limit(1);
  if (existing) return { lessonId: existing.id, isNewLesson: false };
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${examLessons.sortOrder}) + 1, 0)::int` })
    .from(examLessons)
    .where(and(eq(examLessons.kind, kind), eq(examLessons.skill, skill)));
  const [created] = await tx.insert(examLessons).values({ name, kind, skill, sortOrder: next }).returning({ id: examLessons.id });
  return { lessonId: created!.id, isNewLesson: true };
}
