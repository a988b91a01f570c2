import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { demoReadingCourse, demoVideoDir, demoVideoLessons } from '@lexam/db';
import type { DemoPassage, DemoPracticeItem } from '@lexam/db';
import { describe, expect, it } from 'vitest';
import { parseAcceptedAnswer } from '../matching';
import { checkQuestion, gradeQuestion } from '../question-types';

/** The passage as a reader sees it: inline tags dropped in place, block tags as spaces, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<\/?(em|strong)>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The response a learner who wrote the key would send: the letter, the judgement, or the first written-out answer. */
function keyResponseOf(item: DemoPracticeItem): unknown {
  const key = item.key as { correct?: string; answers?: Record<string, string | string[]> };
  const written = Object.fromEntries(Object.entries(key.answers ?? {}).map(([id, accepted]) => [id, parseAcceptedAnswer(accepted).variants[0] ?? '']));
  switch (item.type) {
    case 'multiple-choice-one':
      return { choice: key.correct };
    case 'true-false-not-given':
    case 'yes-no-not-given':
      return { answers: key.answers };
    case 'completion':
      return { blanks: written };
    case 'short-answer':
      return { answers: written };
    default:
      throw new Error(`No key response for the question type ${item.type}.`);
  }
}

/** One response per written-out variant of a typed answer: each must be within the word limit and right. */
function variantResponsesOf(item: DemoPracticeItem): unknown[] {
  const field = item.type === 'completion' ? 'blanks' : item.type === 'short-answer' ? 'answers' : undefined;
  const key = item.key as { answers?: Record<string, string | string[]> };
  if (!field) return [];
  return Object.entries(key.answers ?? {}).flatMap(([id, accepted]) => parseAcceptedAnswer(accepted).variants.map((variant) => ({ [field]: { [id]: variant } })));
}

const { cambridge, realTest } = demoReadingCourse.sources;
const passages: { lesson: string; passage: DemoPassage }[] = [...cambridge, ...realTest].flatMap((lesson) =>
  lesson.passages.map((passage) => ({ lesson: lesson.name, passage })));

describe('the demo reading course', () => {
  it('has two lessons per source and two passages per lesson, each with 10 words and 5 items or more', () => {
    expect(cambridge).toHaveLength(2);
    expect(realTest).toHaveLength(2);
    for (const lesson of [...cambridge, ...realTest]) expect(lesson.passages, lesson.name).toHaveLength(2);
    for (const { passage } of passages) {
      expect(passage.vocabulary.length, passage.title).toBeGreaterThanOrEqual(10);
      expect(passage.practice.length, passage.title).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(passages.map(({ passage }) => passage.title)).size).toBe(8);
  });

  it('has passages of 350 to 550 words, in the allowed tags only', () => {
    for (const { passage } of passages) {
      const words = plainText(passage.bodyHtml).split(' ').filter((word) => /\w/.test(word)).length;
      expect(words, passage.title).toBeGreaterThanOrEqual(350);
      expect(words, passage.title).toBeLessThanOrEqual(550);
      const tags = [...passage.bodyHtml.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[0]);
      for (const tag of tags) expect(tag, passage.title).toMatch(/^<\/?(h2|p|em|strong)>$|^<p data-paragraph="[A-Z]">$/);
    }
  });

  it('introduces itself in the allowed tags only', () => {
    const tags = [...demoReadingCourse.introductionHtml.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[1]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em']).toContain(tag);
  });

  it('lists only words that occur in their passage, each with its translations, IPA and an example using it', () => {
    for (const { passage } of passages) {
      const text = plainText(passage.bodyHtml).toLowerCase();
      expect(new Set(passage.vocabulary.map((word) => word.term.toLowerCase())).size, passage.title).toBe(passage.vocabulary.length);
      for (const word of passage.vocabulary) {
        expect(text, `${passage.title}: ${word.term}`).toContain(word.term.toLowerCase());
        expect(word.pronunciation, word.term).toMatch(/^\/[^/]+\/$/);
        expect(word.example.toLowerCase(), word.term).toContain(word.term.toLowerCase().split(' ')[0]?.slice(0, 4));
        for (const translation of Object.values(word.translations)) expect(translation.trim(), word.term).not.toBe('');
      }
    }
  });

  it('has practice items that the engine accepts, worth one mark each, and full marks for the key', () => {
    for (const { passage } of passages) {
      for (const [index, item] of passage.practice.entries()) {
        const label = `${passage.title}, item ${index + 1}`;
        expect(() => checkQuestion(item), label).not.toThrow();
        const result = gradeQuestion({ ...item, response: keyResponseOf(item) });
        expect(result, label).toMatchObject({ marks: 1, maxMarks: 1 });
        for (const response of variantResponsesOf(item)) {
          expect(gradeQuestion({ ...item, response }), `${label}: ${JSON.stringify(response)}`).toMatchObject({ marks: 1 });
        }
      }
      expect(new Set(passage.practice.map((item) => item.type)).size, passage.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('quotes every evidence phrase, and every phrase quoted in an explanation, exactly from its passage', () => {
    for (const { passage } of passages) {
      const text = plainText(passage.bodyHtml);
      for (const [index, item] of passage.practice.entries()) {
        const label = `${passage.title}, item ${index + 1}`;
        expect(item.evidence, label).toBeTruthy();
        expect(text, `evidence of ${label}`).toContain(item.evidence);
        const quotes = [...item.explanation.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
        expect(quotes.length, `explanation of ${label}`).toBeGreaterThan(0);
        for (const quoted of quotes) expect(text, `explanation of ${label}`).toContain(quoted);
      }
    }
  });
});

/** WebVTT cues as `{ start, end, text }` in seconds. */
function cuesOf(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)/g)].map((match) => ({
    start: seconds(match[1] ?? ''),
    end: seconds(match[2] ?? ''),
    text: match[3] ?? '',
  }));
}

describe('the demo video lessons', () => {
  it.each(demoVideoLessons.map((lesson) => [lesson.title, lesson] as const))('%s: small files, one caption cue per narrated sentence, in order', (_title, lesson) => {
    expect(statSync(path.join(demoVideoDir, lesson.file)).size).toBeLessThan(1.5 * 1024 * 1024);
    expect(statSync(path.join(demoVideoDir, lesson.poster)).size).toBeLessThan(100 * 1024);
    const vtt = readFileSync(path.join(demoVideoDir, lesson.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const cues = cuesOf(vtt);
    const sentences = lesson.slides.flatMap((slide) => slide.narration);
    expect(cues.map((cue) => cue.text)).toEqual(sentences);
    expect(lesson.transcript).toBe(sentences.join(' '));
    for (const [index, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]?.end ?? 0);
    }
    expect(cues.at(-1)?.end).toBeLessThanOrEqual(lesson.durationSeconds);
  });
});
