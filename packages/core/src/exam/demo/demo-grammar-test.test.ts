import { demoGrammarTest } from '@lexam/db';
import { describe, expect, it } from 'vitest';
import { checkQuestion, gradeQuestion, marksFor } from '../question-types';
import { validateTestDocument } from '../test-document';
import { evidenceSourceOf, keyResponseOf, placedQuestionsOf, variantResponsesOf } from './demo-document-checks';

const { test } = demoGrammarTest;
const placed = placedQuestionsOf(demoGrammarTest);
const questions = placed.map(({ question }) => question);
const GRAMMAR_TYPES = ['multiple-choice-one', 'completion', 'error-identification', 'sentence-transformation', 'matching'];
const SEGMENT = /\[([A-E]):([^\]]+)\]/g;

describe('the demo grammar test', () => {
  it('is a valid test document', () => {
    const result = validateTestDocument(demoGrammarTest);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('is a 30-minute grammar test of 30 questions numbered 1 to 30 in order', () => {
    expect(demoGrammarTest.format).toBe('lexam-grammar-test');
    expect(test).toMatchObject({ skill: 'grammar', durationSeconds: 1800 });
    expect(test.sections.every((section) => !('part' in section))).toBe(true);
    expect(questions.flatMap((question) => question.numbers ?? [question.number])).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('uses every grammar question type, gap fill as sentence completion and matching as sentence halves', () => {
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(GRAMMAR_TYPES));
    const contents = questions.map((question) => ({ type: question.type, content: question.content as { variant?: string } }));
    expect(contents.filter(({ type }) => type === 'completion').every(({ content }) => content.variant === 'sentence')).toBe(true);
    expect(contents.filter(({ type }) => type === 'matching').every(({ content }) => content.variant === 'sentence-endings')).toBe(true);
  });

  it('marks each error-identification sentence with 2 to 5 lettered segments, the key one of them with a correction', () => {
    for (const question of questions.filter((item) => item.type === 'error-identification')) {
      const letters = [...(question.content as { sentence: string }).sentence.matchAll(SEGMENT)].map((match) => match[1]);
      const key = question.key as { correct: string; correction?: string };
      expect(letters.length, `question ${question.number}`).toBeGreaterThanOrEqual(2);
      expect(letters.length, `question ${question.number}`).toBeLessThanOrEqual(5);
      expect(letters, `question ${question.number}`).toContain(key.correct);
      expect(key.correction, `question ${question.number}`).toBeTruthy();
    }
  });

  it('gives every sentence transformation an original, a start and more than one accepted answer', () => {
    const transformations = questions.filter((item) => item.type === 'sentence-transformation');
    expect(transformations.length).toBeGreaterThanOrEqual(5);
    for (const question of transformations) {
      const items = (question.content as { items: { id: string; original: string; start?: string }[] }).items;
      for (const item of items) expect(item.original && item.start, `question ${question.number}`).toBeTruthy();
      expect(variantResponsesOf(question).length, `question ${question.number}`).toBeGreaterThan(1);
    }
  });

  it('finds every evidence phrase exactly in its question', () => {
    for (const item of placed) {
      expect(evidenceSourceOf(item), `evidence of question ${item.question.number}`).toContain(item.question.evidence);
      expect(item.question.explanation.length, `explanation of question ${item.question.number}`).toBeGreaterThan(10);
    }
  });

  it('is valid for the registry and worth 30 marks', () => {
    for (const question of questions) expect(() => checkQuestion(question), `question ${question.number}`).not.toThrow();
    expect(questions.reduce((total, question) => total + marksFor(question), 0)).toBe(30);
  });

  it('gives full marks to the key answers and to every accepted alternative', () => {
    for (const question of questions) {
      const result = gradeQuestion({ ...question, response: keyResponseOf(question) });
      expect(result.marks, `question ${question.number}`).toBe(result.maxMarks);
      for (const response of variantResponsesOf(question)) {
        const graded = gradeQuestion({ ...question, response });
        expect(graded.marks, `question ${question.number}: ${JSON.stringify(response)}`).toBe(graded.maxMarks);
      }
    }
  });
});
