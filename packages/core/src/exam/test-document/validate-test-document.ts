import { GRAMMAR_DOCUMENT_FORMAT, GrammarTestDocumentSchema, TOEIC_DOCUMENT_FORMAT, TestDocumentSchema, ToeicTestDocumentSchema } from '@lexam/contracts';
import type { AnyTestDocument, ExamKind, TestDocument, TestQuestion, TestSection } from '@lexam/contracts';
import type { z } from 'zod';
import { isDomainError } from '../../errors';
import { checkQuestion, marksFor } from '../question-types';
import { comparableText, evidencePhrases, stringsOf } from './plain-text';
import type { TestDocumentProblem } from './problems';
import { TOEIC_SECTION_MARKS, toeicFirstNumber, toeicProblems } from './toeic-rules';

export type { TestDocumentProblem } from './problems';

/** The number of questions (and marks) of an IELTS Reading or Listening test. */
export const IELTS_TEST_MARKS = 40;

/** The most questions (and marks) of a grammar test. */
export const GRAMMAR_MAX_MARKS = 200;

/** The verdict on a test document: the parsed document, or every problem found. */
export type TestDocumentValidation<Document = AnyTestDocument> =
  | { ok: true; document: Document }
  | { ok: false; problems: TestDocumentProblem[] };

/** The exam a document is for, from its `format`. */
export function kindOfDocument(document: AnyTestDocument): ExamKind {
  if (document.format === TOEIC_DOCUMENT_FORMAT) return 'toeic';
  if (document.format === GRAMMAR_DOCUMENT_FORMAT) return 'grammar';
  return 'ielts';
}

/** A question with where it sits in the document. */
interface LocatedQuestion {
  path: string;
  question: TestQuestion;
}

function questionsOf(document: AnyTestDocument): LocatedQuestion[] {
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

/** Each of first..first+expected-1 covered exactly once, across the whole test. */
function coverageProblems(located: LocatedQuestion[], expected: number, first = 1): TestDocumentProblem[] {
  const seen = new Map<number, string>();
  const problems: TestDocumentProblem[] = [];
  for (const { path, question } of located) {
    for (const value of question.numbers ?? [question.number]) {
      const first = seen.get(value);
      if (first !== undefined) problems.push({ path: `${path}.numbers`, message: `Question ${value} is already covered at ${first}.`, code: 'duplicateNumber', params: { number: value } });
      else seen.set(value, path);
    }
  }
  const last = first + expected - 1;
  const missing = Array.from({ length: expected }, (_, index) => index + first).filter((value) => !seen.has(value));
  if (missing.length > 0) problems.push({ path: 'test.sections', message: `No item covers question${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, code: 'uncoveredNumbers', params: { numbers: missing.join(', '), count: missing.length } });
  const beyond = [...seen.keys()].filter((value) => value < first || value > last).sort((a, b) => a - b);
  if (beyond.length > 0) problems.push({ path: 'test.sections', message: `Questions are numbered ${first} to ${last}; ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} beyond.` });
  return problems;
}

/** Reading sections carry a passage; listening sections an audio file and a transcript. */
function skillProblems(skill: TestDocument['test']['skill'], sections: TestSection[]): TestDocumentProblem[] {
  return sections.flatMap((section, index): TestDocumentProblem[] => {
    const path = `test.sections.${index}`;
    if (skill === 'reading') {
      return [
        ...(section.passageHtml ? [] : [{ path: `${path}.passageHtml`, message: 'A reading section needs its passage (passageHtml).' }]),
        ...(section.audioFile ? [{ path: `${path}.audioFile`, message: 'A reading section has no audio file.', code: 'notAllowed' as const }] : []),
      ];
    }
    return [
      ...(section.audioFile ? [] : [{ path: `${path}.audioFile`, message: 'A listening section needs its audio file (audioFile).' }]),
      ...(section.transcriptHtml ? [] : [{ path: `${path}.transcriptHtml`, message: 'A listening section needs its transcript (transcriptHtml).' }]),
    ];
  });
}

/** A group's recording needs its transcript (TOEIC and grammar documents). */
function groupMediaProblems(document: Exclude<AnyTestDocument, TestDocument>): TestDocumentProblem[] {
  return document.test.sections.flatMap((section, sectionIndex) => section.groups.flatMap((group, groupIndex): TestDocumentProblem[] =>
    group.audioFile && !group.transcriptHtml
      ? [{ path: `test.sections.${sectionIndex}.groups.${groupIndex}.transcriptHtml`, message: 'A group with a recording (audioFile) has its transcript (transcriptHtml).' }]
      : []));
}

/**
 * Each evidence phrase is found, as written (case, spacing and tags aside), in the text the learner
 * had: the group's stimulus or transcript, the section's passage or transcript, or the question's own
 * content (a Part 5 sentence, a grammar item). Several phrases are joined by " … ".
 */
function evidenceProblems(document: Exclude<AnyTestDocument, TestDocument>): TestDocumentProblem[] {
  return document.test.sections.flatMap((section, sectionIndex) => section.groups.flatMap((group, groupIndex) => {
    const shared = [group.stimulusHtml, group.transcriptHtml, section.passageHtml, section.transcriptHtml].filter((value): value is string => Boolean(value));
    return group.questions.flatMap((question, questionIndex): TestDocumentProblem[] => {
      const haystack = comparableText([...shared, ...stringsOf(question.content)].join(' \n '));
      const missing = evidencePhrases(question.evidence).filter((phrase) => !haystack.includes(comparableText(phrase)));
      return missing.length === 0 ? [] : [{
        path: `test.sections.${sectionIndex}.groups.${groupIndex}.questions.${questionIndex}.evidence`,
        message: `The evidence of question ${question.number} is quoted from the text the learner has (the set's text or transcript, the section's passage, or the question); "${missing[0]}" is not found there.`,
      }];
    });
  }));
}

/** The code of a shape problem zod can tell apart; missing and invalid are told by the value itself. */
function shapeCode(issue: z.core.$ZodIssue): Pick<TestDocumentProblem, 'code' | 'params'> {
  if (issue.code === 'unrecognized_keys') return { code: 'unknownField', params: { keys: issue.keys.join(', ') } };
  if (issue.code === 'too_small' && issue.origin === 'string') return { code: 'empty' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'tooLong' };
  return {};
}

/** Parses with the schema of the document's `format` (an unknown format is read as IELTS, whose schema names the formats). */
function parseDocument(doc: unknown): TestDocumentValidation {
  const format = doc && typeof doc === 'object' ? (doc as { format?: unknown }).format : undefined;
  const schema = format === TOEIC_DOCUMENT_FORMAT ? ToeicTestDocumentSchema : format === GRAMMAR_DOCUMENT_FORMAT ? GrammarTestDocumentSchema : TestDocumentSchema;
  const parsed = schema.safeParse(doc);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(document)', message: issue.message, ...shapeCode(issue) })) };
  }
  return { ok: true, document: parsed.data };
}

/**
 * Validates a test document of any kind (docs/test-format.md) as an import would: the shape of its
 * `format`, every question's content and key against its type, `numbers` matching each item's
 * marks, then the kind's rules. IELTS: questions 1..40 each once, 40 marks, a passage per reading
 * section, audio and transcript per listening section. TOEIC: questions 1–100 (listening, parts 1–4)
 * or 101–200 (reading, parts 5–7) each once, 100 marks, each part's count and set size, a recording
 * and transcript per listening set, a photograph per Part 1 set, evidence found in the text. Grammar:
 * questions 1..N (N ≤ 200) each once, evidence found in the text. Names EVERY problem, not the
 * first, so an author can fix a document in one pass. The shape comes first: when it fails, the
 * deeper checks cannot run and only the shape problems are returned.
 */
export function validateTestDocument(doc: unknown): TestDocumentValidation {
  const parsed = parseDocument(doc);
  if (!parsed.ok) return parsed;
  const { document } = parsed;
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
  if (document.format === TOEIC_DOCUMENT_FORMAT) {
    problems.push(...coverageProblems(located, TOEIC_SECTION_MARKS, toeicFirstNumber(document.test.skill)));
    if (totalKnown && total !== TOEIC_SECTION_MARKS) {
      problems.push({ path: 'test', message: `The questions are worth ${total} marks in all; a TOEIC ${document.test.skill} test has ${TOEIC_SECTION_MARKS}.`, code: 'totalMarks', params: { total, expected: TOEIC_SECTION_MARKS } });
    }
    problems.push(...toeicProblems(document, (question) => question.numbers ?? [question.number]));
    problems.push(...groupMediaProblems(document), ...evidenceProblems(document));
  } else if (document.format === GRAMMAR_DOCUMENT_FORMAT) {
    const covered = new Set(located.flatMap(({ question }) => question.numbers ?? [question.number]));
    const expected = totalKnown ? total : covered.size;
    if (expected > GRAMMAR_MAX_MARKS) problems.push({ path: 'test', message: `A grammar test has at most ${GRAMMAR_MAX_MARKS} marks; this one has ${expected}.` });
    problems.push(...coverageProblems(located, Math.min(expected, GRAMMAR_MAX_MARKS)));
    problems.push(...groupMediaProblems(document), ...evidenceProblems(document));
  } else {
    problems.push(...coverageProblems(located, IELTS_TEST_MARKS));
    if (totalKnown && total !== IELTS_TEST_MARKS) {
      problems.push({ path: 'test', message: `The questions are worth ${total} marks in all; an IELTS ${document.test.skill} test has ${IELTS_TEST_MARKS}.`, code: 'totalMarks', params: { total, expected: IELTS_TEST_MARKS } });
    }
    problems.push(...skillProblems(document.test.skill, document.test.sections));
  }
  return problems.length === 0 ? { ok: true, document } : { ok: false, problems };
}

/** `validateTestDocument` for callers that take IELTS documents only: another format is a problem of its own. */
export function validateIeltsTestDocument(doc: unknown): TestDocumentValidation<TestDocument> {
  const verdict = validateTestDocument(doc);
  if (!verdict.ok) return verdict;
  if (verdict.document.format !== 'lexam-ielts-test') return { ok: false, problems: [{ path: 'format', message: `format is "lexam-ielts-test" here; "${verdict.document.format}" documents go to their own resource.`, code: 'wrongFormat', params: { expected: 'lexam-ielts-test', actual: verdict.document.format } }] };
  return { ok: true, document: verdict.document };
}
