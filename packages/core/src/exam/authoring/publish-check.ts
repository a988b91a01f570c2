import type { AnyTestDocument, FieldError, IeltsSkill, OnlineSectionTree, OnlineTestDetail, ToeicTestDocument } from '@lexam/contracts';
import { GRAMMAR_DOCUMENT_FORMAT, TEST_DOCUMENT_FORMAT, TEST_DOCUMENT_VERSION, TOEIC_DOCUMENT_FORMAT } from '@lexam/contracts';
import { badRequest } from '../../errors';
import { validateTestDocument } from '../test-document';

/** Stands in for an empty note so the document check can look past it; notes are not needed to publish. */
const PLACEHOLDER = '-';
/** Stands in for a missing evidence of a TOEIC or grammar question, whose evidence is looked up in the text: its problem is dropped. */
const NO_EVIDENCE = '\u2063no evidence\u2063';

/** The parts of the tree the document holds, after dropping empty containers (reported apart). */
interface Kept {
  sections: { section: OnlineSectionTree; groups: OnlineSectionTree['groups'] }[];
}

function emptyProblems(sections: OnlineSectionTree[]): FieldError[] {
  const problems: FieldError[] = [];
  if (sections.length === 0) problems.push({ field: 'test.sections', message: 'The test has no sections yet.' });
  for (const section of sections) {
    if (section.groups.length === 0) problems.push({ field: `section.${section.id}`, message: `Section "${section.title}" has no question groups.` });
    for (const group of section.groups) {
      if (group.questions.length === 0) problems.push({ field: `group.${group.id}`, message: `A question group of section "${section.title}" has no questions.` });
    }
  }
  return problems;
}

function keep(sections: OnlineSectionTree[]): Kept {
  return {
    sections: sections
      .map((section) => ({ section, groups: section.groups.filter((group) => group.questions.length > 0) }))
      .filter((entry) => entry.groups.length > 0),
  };
}

function toDocument(test: OnlineTestDetail, kept: Kept): AnyTestDocument {
  const isIelts = test.kind === 'ielts';
  const sections = kept.sections.map(({ section, groups }) => ({
    title: section.title,
    ...(test.kind === 'toeic' ? { part: section.part ?? 0 } : {}),
    ...(!isIelts && section.directionsHtml ? { directionsHtml: section.directionsHtml } : {}),
    ...(section.passageHtml ? { passageHtml: section.passageHtml } : {}),
    ...(section.audioFileKey ? { audioFile: section.audioFileKey } : {}),
    ...(section.transcriptHtml ? { transcriptHtml: section.transcriptHtml } : {}),
    groups: groups.map((group) => ({
      instructions: group.instructions || PLACEHOLDER,
      ...(!isIelts && group.stimulusHtml ? { stimulusHtml: group.stimulusHtml } : {}),
      ...(!isIelts && group.imageFileKey ? { imageFile: group.imageFileKey } : {}),
      ...(!isIelts && group.audioFileKey ? { audioFile: group.audioFileKey } : {}),
      ...(!isIelts && group.transcriptHtml ? { transcriptHtml: group.transcriptHtml } : {}),
      questions: group.questions.map((question) => ({
        number: question.number,
        ...(question.numbers.length > 1 || question.numbers[0] !== question.number ? { numbers: question.numbers } : {}),
        type: question.type,
        content: question.content,
        key: question.answerKey,
        explanation: question.explanation || PLACEHOLDER,
        // A missing note is not a reason to refuse publishing; a written one must be found in the text.
        evidence: question.evidence || (isIelts ? PLACEHOLDER : NO_EVIDENCE),
      })),
    })),
  }));
  const head = { version: TEST_DOCUMENT_VERSION, lesson: { name: test.lessonName || PLACEHOLDER } } as const;
  const base = { name: test.name, durationSeconds: test.durationSeconds };
  if (test.kind === 'toeic') {
    const table = test.conversionTable?.kind === 'toeic-scaled' ? { conversionTable: test.conversionTable } : {};
    return { format: TOEIC_DOCUMENT_FORMAT, ...head, test: { ...base, skill: test.skill as IeltsSkill, edition: test.edition ?? 'ets', ...table, sections: sections as ToeicTestDocument['test']['sections'] } } as AnyTestDocument;
  }
  if (test.kind === 'grammar') return { format: GRAMMAR_DOCUMENT_FORMAT, ...head, test: { ...base, skill: 'grammar', sections } } as AnyTestDocument;
  return {
    format: TEST_DOCUMENT_FORMAT,
    ...head,
    test: { ...base, skill: test.skill as IeltsSkill, ...(test.conversionTable ? { conversionTable: test.conversionTable } : {}), sections },
  };
}

/** Turns a document path into a field of the editor: `question.<id>.answerKey.x`, `section.<id>.passageHtml`, `test`. */
function fieldOf(path: string, kept: Kept): string {
  const match = /^test\.sections\.(\d+)(?:\.groups\.(\d+)(?:\.questions\.(\d+))?)?(.*)$/.exec(path);
  if (!match) return path.startsWith('test') ? 'test' : path;
  const [, s, g, q, rest = ''] = match;
  const entry = kept.sections[Number(s)];
  if (!entry) return 'test';
  const group = g === undefined ? undefined : entry.groups[Number(g)];
  const question = q === undefined ? undefined : group?.questions[Number(q)];
  if (question) return `question.${question.id}${rest.replace(/^\.key\b/, '.answerKey')}`;
  if (group) return `group.${group.id}${rest.replace(/^\.(audio|image)File\b/, '.$1FileKey')}`;
  return `section.${entry.section.id}${rest.replace(/^\.audioFile\b/, '.audioFileKey')}`;
}

/**
 * Every reason the test cannot be published: empty sections or groups, then the checks of an
 * import (validateTestDocument: each question against its type, numbers 1..40 each covered once, 40
 * marks, a passage per reading section, audio and transcript per listening section). Notes
 * (explanations, evidence, instructions) are not required to publish.
 */
export function publishProblems(test: OnlineTestDetail): FieldError[] {
  const problems = emptyProblems(test.sections);
  const kept = keep(test.sections);
  if (kept.sections.length === 0) return problems;
  const verdict = validateTestDocument(toDocument(test, kept));
  if (!verdict.ok) {
    const real = verdict.problems.filter((problem) => !problem.message.includes(NO_EVIDENCE));
    problems.push(...real.map(({ path, message }) => ({ field: fieldOf(path, kept), message })));
  }
  return problems;
}

/** Throws a 400 naming every problem when the test is not complete enough to publish. */
export function assertPublishable(test: OnlineTestDetail): void {
  const problems = publishProblems(test);
  if (problems.length === 0) return;
  throw badRequest(`Test ${test.id} cannot be published yet: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix.`, problems);
}
