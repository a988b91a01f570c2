import { demoToeicReadingTest } from '@lexam/db';
import { describe, expect, it } from 'vitest';
import { checkQuestion, gradeQuestion, marksFor } from '../question-types';
import { validateTestDocument } from '../test-document';
import { evidenceSourceOf, keyResponseOf, placedQuestionsOf, plainText } from './demo-document-checks';

const { test } = demoToeicReadingTest;
const placed = placedQuestionsOf(demoToeicReadingTest);
const questions = placed.map(({ question }) => question);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const optionsOf = (content: unknown) => (content as { options: { id: string; text: string }[] }).options;

describe('the demo TOEIC reading test', () => {
  it('is a valid test document', () => {
    const result = validateTestDocument(demoToeicReadingTest);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('is a 75-minute TOEIC reading test of parts 5, 6 and 7 with an edition', () => {
    expect(demoToeicReadingTest.format).toBe('lexam-toeic-test');
    expect(test).toMatchObject({ skill: 'reading', edition: 'ets2023', durationSeconds: 4500 });
    expect(test.sections.map((section) => section.part)).toEqual([5, 6, 7]);
  });

  it('numbers its questions 101 to 200 in order, each once, worth 100 marks', () => {
    expect(questions.flatMap((question) => question.numbers ?? [question.number])).toEqual(range(101, 200));
    expect(questions.reduce((total, question) => total + marksFor(question), 0)).toBe(100);
  });

  it('has 30 questions in Part 5, 16 in Part 6 and 54 in Part 7', () => {
    const countOf = (part: number) => placed.filter((item) => item.part === part).length;
    expect([countOf(5), countOf(6), countOf(7)]).toEqual([30, 16, 54]);
  });

  it('asks every question as a valid one-answer multiple choice with options A to D', () => {
    for (const question of questions) {
      expect(question.type, `question ${question.number}`).toBe('multiple-choice-one');
      expect(() => checkQuestion(question), `question ${question.number}`).not.toThrow();
      expect(optionsOf(question.content).map((option) => option.id)).toEqual(['A', 'B', 'C', 'D']);
      expect(question.explanation.length, `explanation of ${question.number}`).toBeGreaterThan(10);
    }
  });

  it('prints a ______ blank in every Part 5 sentence and no stimulus', () => {
    for (const { part, group, question } of placed.filter((item) => item.part === 5)) {
      expect((question.content as { prompt: string }).prompt, `question ${question.number}`).toContain('______');
      expect(group.stimulusHtml, `part ${part}`).toBeUndefined();
    }
  });

  it('has four Part 6 texts of four gaps, each gap [[n]] once in its text, the fourth kind a sentence', () => {
    const part6 = test.sections.find((section) => section.part === 6);
    expect(part6?.groups.map((group) => group.questions.length)).toEqual([4, 4, 4, 4]);
    for (const group of part6?.groups ?? []) {
      const gaps = [...(group.stimulusHtml ?? '').matchAll(/\[\[(\d+)\]\]/g)].map((match) => Number(match[1]));
      expect(gaps).toEqual(group.questions.map((question) => question.number));
      const sentenceGaps = group.questions.filter((question) => optionsOf(question.content).every((option) => /^[A-Z].*\.$/.test(option.text)));
      expect(sentenceGaps, group.instructions).toHaveLength(1);
    }
  });

  it('has Part 7 single passages of 2 to 4 questions, then two double and three triple passage sets of 5', () => {
    const groups = test.sections.find((section) => section.part === 7)?.groups ?? [];
    const sizes = groups.map((group) => group.questions.length);
    const singles = sizes.slice(0, -5);
    expect(singles.every((size) => size >= 2 && size <= 4)).toBe(true);
    expect(sizes.slice(-5)).toEqual([5, 5, 5, 5, 5]);
    const passageCounts = groups.slice(-5).map((group) => (group.stimulusHtml ?? '').split('<hr>').length);
    expect(passageCounts).toEqual([2, 2, 3, 3, 3]);
    for (const group of groups) expect(group.stimulusHtml, group.instructions).toBeTruthy();
  });

  it('finds every evidence phrase exactly in its text (Part 5: in the sentence)', () => {
    for (const item of placed) {
      expect(evidenceSourceOf(item), `evidence of question ${item.question.number}`).toContain(item.question.evidence);
    }
  });

  it('quotes in Part 7 explanations only words of the passages', () => {
    for (const { group, question } of placed.filter((item) => item.part === 7)) {
      for (const [, quoted] of question.explanation.matchAll(/"([^"]+)"/g)) {
        expect(plainText(group.stimulusHtml ?? ''), `explanation of question ${question.number}`).toContain(quoted);
      }
    }
  });

  it('spreads the correct letters evenly', () => {
    const counts = new Map<string, number>();
    for (const question of questions) {
      const letter = (question.key as { correct: string }).correct;
      counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    for (const letter of ['A', 'B', 'C', 'D']) expect(counts.get(letter), letter).toBe(25);
  });

  it('gives full marks to the key answers', () => {
    const marks = questions.reduce((total, question) => total + gradeQuestion({ ...question, response: keyResponseOf(question) }).marks, 0);
    expect(marks).toBe(100);
  });
});
