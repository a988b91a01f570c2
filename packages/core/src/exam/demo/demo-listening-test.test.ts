import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoExamAudioDir, demoListeningTest } from '@lexam/db';
import { checkQuestion, marksFor } from '../question-types/index';

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

describe('the demo listening test', () => {
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
