import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoExamAudioDir, demoListeningTest } from '@lexam/db';
import { checkQuestion, gradeQuestion, marksFor } from '../question-types/index';
import { validateTestDocument } from '../test-document/index';

const sections = demoListeningTest.test.sections;
const questions = sections.flatMap((section) => section.groups.flatMap((group) => group.questions));

/** The transcript as plain text: tags dropped, the few entities decoded, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Whether a file starts like an MP3 (ID3 tag or an MPEG frame sync) or a RIFF WAVE file. */
function isAudio(bytes: Buffer): boolean {
  const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
  const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  const wave = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WAVE';
  return id3 || frameSync || wave;
}

/** A learner's answer sheet, written as a learner would type it (words for numbers, other case). */
const goodSheet: Record<number, string> = {
  1: 'farrow', 2: 'forty-two', 3: '£60', 4: 'Bank', 5: 'tool', 6: 'Wednesday', 7: 'neighbor',
  8: 'chemical weedkillers', 9: 'six', 10: 'the plot agreement',
  11: 'B', 12: 'c', 13: 'B', 14: 'C', 15: 'B', 16: 'B', 17: 'G', 18: 'E', 19: 'D', 20: 'A',
  21: 'B', 22: 'B', 23: 'B', 24: 'B', 25: 'B', 26: 'E', 27: 'F', 28: 'G', 29: 'A', 30: 'C',
  31: 'storage', 32: 'horses', 33: 'sawdust', 34: 'box', 35: 'diet', 36: 'hotels', 37: 'fevers', 38: 'months', 39: 'fishmongers', 40: 'norway',
};

/** Tempting wrong answers the transcripts plant (distractors), by question number. */
const distractors: Record<number, string> = { 3: '40', 6: 'Saturday', 7: 'leaflet', 11: 'A', 21: 'A', 22: 'C', 33: 'straw', 40: 'America' };

/** A response to one item built from a sheet of answers by question number. */
function responseFor(question: (typeof questions)[number], sheet: Record<number, string>): unknown {
  const numbers = question.numbers ?? [question.number];
  const byId = Object.fromEntries(numbers.map((number) => [String(number), sheet[number] ?? '']));
  switch (question.type) {
    case 'multiple-choice-one':
      return { choice: sheet[question.number] ?? '' };
    case 'multiple-choice-many':
      return { choices: numbers.map((number) => sheet[number] ?? '') };
    case 'matching':
    case 'short-answer':
      return { answers: byId };
    default:
      return { blanks: byId };
  }
}

describe('the demo listening test', () => {
  it('is a valid test document, as import would take it', () => {
    const result = validateTestDocument(demoListeningTest);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('is a listening test document of four sections', () => {
    expect(demoListeningTest.format).toBe('lexam-ielts-test');
    expect(demoListeningTest.version).toBe(1);
    expect(demoListeningTest.test.skill).toBe('listening');
    expect(demoListeningTest.test.durationSeconds).toBe(1800);
    expect(sections).toHaveLength(4);
  });

  it.each(questions.map((question) => [question.number, question] as const))('question %i passes the registry', (_, question) => {
    expect(() => checkQuestion(question)).not.toThrow();
  });

  it('covers the numbers 1..40 each exactly once, each item worth one mark per number', () => {
    const numbers = questions.flatMap((question) => question.numbers ?? [question.number]);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    for (const question of questions) {
      const covered = question.numbers ?? [question.number];
      expect(covered[0]).toBe(question.number);
      expect(marksFor(question)).toBe(covered.length);
    }
  });

  it('gives full marks to a right answer sheet typed the way learners type', () => {
    const results = questions.map((question) => gradeQuestion({ ...question, response: responseFor(question, goodSheet) }));
    expect(results.flatMap((result) => result.parts.filter((part) => !part.isCorrect))).toEqual([]);
    expect(results.reduce((sum, result) => sum + result.marks, 0)).toBe(40);
  });

  it('marks the planted distractors wrong', () => {
    for (const [number, answer] of Object.entries(distractors)) {
      const question = questions.find((item) => (item.numbers ?? [item.number]).includes(Number(number)));
      if (!question) throw new Error(`No question ${number}`);
      const result = gradeQuestion({ ...question, response: responseFor(question, { ...goodSheet, [number]: answer }) });
      expect(result.marks, `question ${number} with ${answer}`).toBe(result.maxMarks - 1);
    }
  });

  it('totals 40 marks, ten per section', () => {
    const marks = sections.map((section) => section.groups.flatMap((group) => group.questions).reduce((sum, question) => sum + marksFor(question), 0));
    expect(marks).toEqual([10, 10, 10, 10]);
    expect(marks.reduce((sum, value) => sum + value, 0)).toBe(40);
  });

  it.each(sections.map((section) => [section.title, section] as const))('%s has a real audio file on disk', (_, section) => {
    expect(section.audioFile).toBeTruthy();
    const file = path.join(demoExamAudioDir, section.audioFile ?? '');
    expect(statSync(file).size).toBeGreaterThan(10_000);
    expect(isAudio(readFileSync(file).subarray(0, 12))).toBe(true);
  });

  it('keeps the audio of the whole test under 4 MB', () => {
    const total = sections.reduce((sum, section) => sum + statSync(path.join(demoExamAudioDir, section.audioFile ?? '')).size, 0);
    expect(total).toBeLessThan(4_000_000);
  });

  it.each(sections.map((section) => [section.title, section] as const))('%s has a transcript holding every evidence phrase', (_, section) => {
    const transcript = plainText(section.transcriptHtml ?? '');
    const words = transcript.split(' ').filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(350);
    expect(words).toBeLessThanOrEqual(650);
    for (const question of section.groups.flatMap((group) => group.questions)) {
      // A multi-number item gives one phrase per number, separated by ' … ' (EVIDENCE_SEPARATOR).
      const phrases = question.evidence.split(' … ');
      expect(phrases.length === 1 || phrases.length === (question.numbers ?? [question.number]).length).toBe(true);
      for (const phrase of phrases) expect(transcript, `evidence of question ${question.number}`).toContain(phrase.replace(/\s+/g, ' '));
    }
  });
});
