import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoToeicListeningTest, demoToeicMediaDir } from '@lexam/db';
import { checkQuestion, gradeQuestion, marksFor } from '../question-types/index';
import { validateTestDocument } from '../test-document/index';

const { test } = demoToeicListeningTest;
const groups = test.sections.flatMap((section) => section.groups.map((group) => ({ part: section.part, group })));
const questions = groups.flatMap(({ part, group }) => group.questions.map((question) => ({ part, group, question })));

/** The transcript as plain text: tags dropped, the few entities decoded, spaces collapsed. */
function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

/** The speakers of a transcript other than the narrator. */
function speakersOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<strong>(.+?):<\/strong>/g)].map((match) => match[1] ?? '').filter((name) => name !== 'Narrator'));
}

function mediaFile(name: string | undefined): Buffer {
  return readFileSync(path.join(demoToeicMediaDir, name ?? ''));
}

/** Whether a file starts like an MP3 (ID3 tag or an MPEG frame sync). */
function isMp3(bytes: Buffer): boolean {
  return bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
}

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(1, 4).toString('latin1') === 'PNG';
}

const keyOf = (question: (typeof questions)[number]['question']) => (question.key as { correct: string }).correct;

describe('the demo TOEIC listening test', () => {
  it('is a valid test document, as import would take it', () => {
    const result = validateTestDocument(demoToeicListeningTest);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('is a TOEIC listening document with an edition', () => {
    expect(demoToeicListeningTest.format).toBe('lexam-toeic-test');
    expect(demoToeicListeningTest.version).toBe(1);
    expect(test.skill).toBe('listening');
    expect(['ets', 'ets2020', 'ets2021', 'ets2022', 'ets2023']).toContain(test.edition);
  });

  it('has parts 1–4 with 6, 25, 39 and 30 questions in 6, 25, 13 and 10 sets', () => {
    expect(test.sections.map((section) => section.part)).toEqual([1, 2, 3, 4]);
    expect(test.sections.map((section) => section.groups.flatMap((group) => group.questions).length)).toEqual([6, 25, 39, 30]);
    expect(test.sections.map((section) => section.groups.length)).toEqual([6, 25, 13, 10]);
  });

  it('numbers the questions 1..100 in order, each worth one mark', () => {
    expect(questions.map(({ question }) => question.number)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(questions.reduce((sum, { question }) => sum + marksFor(question), 0)).toBe(100);
  });

  it.each(questions.map((item) => [item.question.number, item] as const))('question %i passes the registry and has the type of its part', (_, { part, question }) => {
    expect(() => checkQuestion(question)).not.toThrow();
    expect(question.explanation.length).toBeGreaterThan(20);
    if (part <= 2) {
      expect(question.type).toBe('audio-choice');
      expect(question.content).toMatchObject({ choices: part === 1 ? 4 : 3 });
    } else {
      expect(question.type).toBe('multiple-choice-one');
      expect((question.content as { options: unknown[] }).options).toHaveLength(4);
    }
  });

  it('spreads the right letters evenly', () => {
    const count = (letter: string, parts: number[]) =>
      questions.filter(({ part, question }) => parts.includes(part) && keyOf(question) === letter).length;
    for (const letter of ['A', 'B', 'C']) expect(count(letter, [2])).toBeGreaterThanOrEqual(8);
    for (const letter of ['A', 'B', 'C', 'D']) expect(count(letter, [3, 4])).toBeGreaterThanOrEqual(16);
    for (const letter of ['A', 'B', 'C', 'D']) expect(count(letter, [1])).toBeGreaterThanOrEqual(1);
  });

  it('gives every set its recording and transcript, every photograph its picture, and graphics to three sets', () => {
    for (const { part, group } of groups) {
      expect(group.audioFile, group.instructions).toMatch(/\.mp3$/);
      expect(group.transcriptHtml, group.instructions).toBeTruthy();
      if (part === 1) expect(group.imageFile).toMatch(/\.png$/);
    }
    const withGraphic = groups.filter(({ part, group }) => part >= 3 && group.imageFile);
    expect(withGraphic.map(({ part }) => part)).toEqual([3, 3, 4]);
    for (const { group } of withGraphic) expect(group.questions.some((question) => (question.content as { prompt: string }).prompt.startsWith('Look at the graphic.'))).toBe(true);
  });

  it('has two or three speakers per conversation (three in at least two) and one per talk', () => {
    const part3 = groups.filter(({ part }) => part === 3).map(({ group }) => speakersOf(group.transcriptHtml ?? '').size);
    expect(part3.every((size) => size === 2 || size === 3)).toBe(true);
    expect(part3.filter((size) => size === 3).length).toBeGreaterThanOrEqual(2);
    for (const { group } of groups.filter(({ part }) => part === 4)) expect(speakersOf(group.transcriptHtml ?? '').size).toBe(1);
  });

  it('announces each question number in its recording, as the exam does', () => {
    for (const { group, question } of questions) expect(plainText(group.transcriptHtml ?? '')).toContain(`Number ${question.number}.`);
  });

  it.each(questions.map((item) => [item.question.number, item] as const))('question %i has its evidence in its set\'s transcript', (_, { group, question }) => {
    expect(question.evidence.length).toBeGreaterThan(3);
    expect(plainText(group.transcriptHtml ?? '')).toContain(question.evidence.replace(/\s+/g, ' '));
  });

  it('has every picture and recording on disk', () => {
    for (const { group } of groups) {
      expect(isMp3(mediaFile(group.audioFile).subarray(0, 4)), group.audioFile).toBe(true);
      if (group.imageFile) expect(isPng(mediaFile(group.imageFile).subarray(0, 4)), group.imageFile).toBe(true);
    }
  });

  it('keeps the recordings small and the time limit just above their length', () => {
    const bytes = groups.reduce((sum, { group }) => sum + statSync(path.join(demoToeicMediaDir, group.audioFile ?? '')).size, 0);
    expect(bytes).toBeLessThan(8_000_000);
    // Mono MP3 at a constant 24 kbps: 3,000 bytes a second.
    const seconds = bytes / 3000;
    expect(test.durationSeconds).toBeGreaterThan(seconds);
    expect(test.durationSeconds).toBeLessThan(seconds + 600);
  });

  it('gives 100/100 to the key and 0 to a sheet of wrong letters', () => {
    const grade = (choose: (correct: string, choices: number) => string) =>
      questions.reduce((sum, { part, question }) => {
        const choice = choose(keyOf(question), part === 2 ? 3 : 4);
        return sum + gradeQuestion({ ...question, response: { choice } }).marks;
      }, 0);
    expect(grade((correct) => correct.toLowerCase())).toBe(100);
    expect(grade((correct, choices) => 'ABCD'[('ABCD'.indexOf(correct) + 1) % choices] ?? 'A')).toBe(0);
  });
});
