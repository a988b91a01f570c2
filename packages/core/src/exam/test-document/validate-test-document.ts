import { TestDocumentSchema } from '@lexam/contracts';
import type { TestDocument, TestQuestion, TestSection } from '@lexam/contracts';
import { isDomainError } from '../../errors';
import { checkQuestion, marksFor } from '../question-types';

/** The number of questions (and marks) of an IELTS Reading or Listening test. */
export const IELTS_TEST_MARKS = 40;

/** One problem of a test document: where it is (`test.sections.0.groups.1.questions.2.key`) and what is wrong. */
export interface TestDocumentProblem {
  path: string;
  message: string;
}

/** The verdict on a test document: the parsed document, or every problem found. */
export type TestDocumentValidation =
  | { ok: true; document: TestDocument }
  | { ok: false; problems: TestDocumentProblem[] };

/** A question with where it sits in the document. */
interface LocatedQuestion {
  path: string;
  question: TestQuestion;
}

function questionsOf(document: TestDocument): LocatedQuestion[] {
  return document.test.sections.flatMap((section, sectionIndex) =>
    section.groups.flatMap((group, groupIndex) =>
      group.questions.map((question, questionIndex) => ({
        path: `test.sections.${sectionIndex}.groups.${groupIndex}.questions.${questionIndex}`,
        question,
      }))));
}

/** The question's content and key problems, from the registry's 400 `DomainError`. */
function questionProblems({ path, question }: LocatedQuestion): TestDocumentProblem[] {
  try {
    checkQuestion(question);
    return [];
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const fields = error.errors ?? [];
    if (fields.length === 0) return [{ path, message: error.message }];
    return fields.map((field) => ({ path: `${path}.${field.field}`, message: `${error.message} ${field.field}: ${field.message}` }));
  }
}

/** Checks `number` against `numbers` and `numbers` against the item's marks; returns the numbers it covers. */
function numberingProblems({ path, question }: LocatedQuestion, marks: number | undefined): TestDocumentProblem[] {
  const problems: TestDocumentProblem[] = [];
  const numbers = question.numbers ?? [question.number];
  if (question.numbers && question.numbers[0] !== question.number) {
    problems.push({ path: `${path}.number`, message: `number (${question.number}) is the first of numbers (${question.numbers.join(', ')}).` });
  }
  numbers.forEach((value, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && value !== previous + 1) {
      problems.push({ path: `${path}.numbers`, message: `numbers run one after another without gaps (${numbers.join(', ')}).` });
    }
  });
  if (marks !== undefined && numbers.length !== marks) {
    problems.push({
      path: question.numbers ? `${path}.numbers` : `${path}.number`,
      message: `This ${question.type} item is worth ${marks} marks, so it covers ${marks} question numbers, not ${numbers.length}${question.numbers ? '' : ' (give them in numbers)'}.`,
    });
  }
  return problems.filter((problem, index, all) => all.findIndex((other) => other.message === problem.message) === index);
}

/** Each of 1..expected covered exactly once, across the whole test. */
function coverageProblems(located: LocatedQuestion[], expected: number): TestDocumentProblem[] {
  const seen = new Map<number, string>();
  const problems: TestDocumentProblem[] = [];
  for (const { path, question } of located) {
    for (const value of question.numbers ?? [question.number]) {
      const first = seen.get(value);
      if (first !== undefined) problems.push({ path: `${path}.numbers`, message: `Question ${value} is already covered at ${first}.` });
      else seen.set(value, path);
    }
  }
  const missing = Array.from({ length: expected }, (_, index) => index + 1).filter((value) => !seen.has(value));
  if (missing.length > 0) problems.push({ path: 'test.sections', message: `No item covers question${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.` });
  const beyond = [...seen.keys()].filter((value) => value > expected).sort((a, b) => a - b);
  if (beyond.length > 0) problems.push({ path: 'test.sections', message: `Questions are numbered 1 to ${expected}; ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} beyond.` });
  return problems;
}

/** Reading sections carry a passage; listening sections an audio file and a transcript. */
function skillProblems(skill: TestDocument['test']['skill'], sections: TestSection[]): TestDocumentProblem[] {
  return sections.flatMap((section, index): TestDocumentProblem[] => {
    const path = `test.sections.${index}`;
    if (skill === 'reading') {
      return [
        ...(section.passageHtml ? [] : [{ path: `${path}.passageHtml`, message: 'A reading section needs its passage (passageHtml).' }]),
        ...(section.audioFile ? [{ path: `${path}.audioFile`, message: 'A reading section has no audio file.' }] : []),
      ];
    }
    return [
      ...(section.audioFile ? [] : [{ path: `${path}.audioFile`, message: 'A listening section needs its audio file (audioFile).' }]),
      ...(section.transcriptHtml ? [] : [{ path: `${path}.transcriptHtml`, message: 'A listening section needs its transcript (transcriptHtml).' }]),
    ];
  });
}

/**
 * Validates a test document (docs/test-format.md) as an import would: the shape, every question's
 * content and key against its type, the numbering (1..40 each exactly once, `numbers` matching each
 * item's marks), the total marks and the skill's section rules. Names EVERY problem, not the first,
 * so an author can fix a document in one pass. The shape comes first: when it fails, the deeper
 * checks cannot run and only the shape problems are returned.
 */
export function validateTestDocument(doc: unknown): TestDocumentValidation {
  const parsed = TestDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(document)', message: issue.message })) };
  }
  const document = parsed.data;
  const located = questionsOf(document);
  const problems: TestDocumentProblem[] = [];
  let total = 0;
  let totalKnown = true;
  for (const item of located) {
    const own = questionProblems(item);
    problems.push(...own);
    const marks = own.length === 0 ? marksFor(item.question) : undefined;
    if (marks === undefined) totalKnown = false;
    else total += marks;
    problems.push(...numberingProblems(item, marks));
  }
  problems.push(...coverageProblems(located, IELTS_TEST_MARKS));
  if (totalKnown && total !== IELTS_TEST_MARKS) {
    problems.push({ path: 'test', message: `The questions are worth ${total} marks in all; an IELTS ${document.test.skill} test has ${IELTS_TEST_MARKS}.` });
  }
  problems.push(...skillProblems(document.test.skill, document.test.sections));
  return problems.length === 0 ? { ok: true, document } : { ok: false, problems };
}
