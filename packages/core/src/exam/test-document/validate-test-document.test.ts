import { describe, expect, it } from 'vitest';
import { validateTestDocument } from './validate-test-document';

/** Eight True/False/Not Given statements numbered from `first`: one item worth 8 marks. */
function judgementItem(first: number) {
  const ids = Array.from({ length: 8 }, (_, index) => String(first + index));
  return {
    number: first,
    numbers: ids.map(Number),
    type: 'true-false-not-given',
    content: { statements: ids.map((id) => ({ id, text: `Statement ${id} about the orchard.` })) },
    key: { answers: Object.fromEntries(ids.map((id) => [id, 'true'])) },
    explanation: 'The passage says so.',
    evidence: 'the orchard',
  };
}

/** A small invented reading test: 5 sections of one 8-mark item each, numbered 1..40. */
function validDocument() {
  return {
    format: 'lexam-ielts-test',
    version: 1,
    lesson: { name: 'Invented lesson' },
    test: {
      name: 'Invented reading test',
      skill: 'reading',
      durationSeconds: 3600,
      sections: [1, 9, 17, 25, 33].map((first) => ({
        title: `Passage from ${first}`,
        passageHtml: '<p>Notes about the orchard.</p>',
        groups: [{ instructions: 'Write TRUE, FALSE or NOT GIVEN.', questions: [judgementItem(first)] }],
      })),
    },
  };
}

describe('validateTestDocument', () => {
  it('accepts a sound document and returns it parsed', () => {
    const result = validateTestDocument(validDocument());
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.document.test.sections).toHaveLength(5);
  });

  it('refuses a bad shape, naming each field', () => {
    const result = validateTestDocument({ format: 'other', version: 2, lesson: {}, test: {}, extra: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['format', 'version', 'lesson.name', 'test.name', 'test.sections']));
    expect(result.problems.some((problem) => problem.message.includes('extra'))).toBe(true);
  });

  it('names every problem of a document at once', () => {
    const doc = validDocument();
    const [first, second, third, fourth, fifth] = doc.test.sections;
    if (!first || !second || !third || !fourth || !fifth) throw new Error('fixture');
    // A key answer that is not a judgement (question content).
    const broken = judgementItem(1);
    first.groups[0] = { instructions: 'x', questions: [{ ...broken, key: { answers: { ...broken.key.answers, '3': 'maybe' } } }] };
    // numbers that do not match the marks (8 statements, 7 numbers), and number not the first of numbers.
    second.groups[0] = { instructions: 'x', questions: [{ ...judgementItem(9), number: 10, numbers: [9, 10, 11, 12, 13, 14, 15] }] };
    // An unknown question type.
    third.groups[0] = { instructions: 'x', questions: [{ ...judgementItem(17), type: 'essay' }] };
    // A reading section without its passage.
    delete (fourth as { passageHtml?: string }).passageHtml;
    // Questions 33-40 also numbered 25-32: duplicates, and 33..40 missing.
    fifth.groups[0] = { instructions: 'x', questions: [judgementItem(25)] };

    const result = validateTestDocument(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.problems.map((problem) => `${problem.path}: ${problem.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/^test\.sections\.0\.groups\.0\.questions\.0\.key.*answers/),
      expect.stringMatching(/^test\.sections\.1\.groups\.0\.questions\.0\.number: number \(10\) is the first/),
      expect.stringMatching(/^test\.sections\.1\.groups\.0\.questions\.0\.numbers: .*worth 8 marks.*not 7/),
      expect.stringMatching(/^test\.sections\.2\.groups\.0\.questions\.0\.type.*Unknown question type "essay"/),
      expect.stringMatching(/^test\.sections\.3\.passageHtml: A reading section needs its passage/),
      expect.stringMatching(/^test\.sections\.4\.groups\.0\.questions\.0\.numbers: Question 25 is already covered/),
      expect.stringMatching(/^test\.sections: No item covers questions 16, 33, 34, 35, 36, 37, 38, 39, 40\./),
    ]));
  });

  it('checks the total marks and the listening section rules', () => {
    const doc = validDocument();
    doc.test.skill = 'listening';
    doc.test.sections = doc.test.sections.slice(0, 4);
    const result = validateTestDocument(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.problems.map((problem) => `${problem.path}: ${problem.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      'test: The questions are worth 32 marks in all; an IELTS listening test has 40.',
      'test.sections.0.audioFile: A listening section needs its audio file (audioFile).',
      'test.sections.3.transcriptHtml: A listening section needs its transcript (transcriptHtml).',
    ]));
  });
});
