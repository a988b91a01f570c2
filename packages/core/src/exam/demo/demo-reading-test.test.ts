import { demoReadingTest } from '@lexam/db';
import { describe, expect, it } from 'vitest';
import { marksFor, questionTypes } from '../question-types';
import { validateTestDocument } from '../test-document';

/** The passage as a reader sees it: tags dropped, entities a plain passage needs read, spaces collapsed. */
function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

const sections = demoReadingTest.test.sections;
const items = sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => ({ section, question }))));

describe('the demo reading test', () => {
  it('is a valid test document', () => {
    const result = validateTestDocument(demoReadingTest);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('has three passages worth 40 marks in all, numbered 1 to 40 in order', () => {
    expect(sections).toHaveLength(3);
    expect(items.reduce((total, { question }) => total + marksFor(question), 0)).toBe(40);
    expect(items.flatMap(({ question }) => question.numbers ?? [question.number])).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('uses every IELTS question type, both matching variants asked for and completion with and without a word box', () => {
    // The TOEIC and grammar types of #5 are not IELTS Reading types.
    const notIelts = new Set(['audio-choice', 'error-identification', 'sentence-transformation']);
    expect(new Set(items.map(({ question }) => question.type))).toEqual(new Set(questionTypes.map((type) => type.id).filter((id) => !notIelts.has(id))));
    const contents = items.map(({ question }) => ({ type: question.type, content: question.content as { variant?: string; wordBox?: unknown } }));
    const matchingVariants = contents.filter(({ type }) => type === 'matching').map(({ content }) => content.variant);
    expect(matchingVariants).toContain('headings');
    expect(new Set(matchingVariants).size).toBeGreaterThan(1);
    const completions = contents.filter(({ type }) => type === 'completion');
    expect(completions.some(({ content }) => content.wordBox)).toBe(true);
    expect(completions.some(({ content }) => !content.wordBox)).toBe(true);
  });

  it('has passages of about 700 to 900 words', () => {
    for (const section of sections) {
      const words = plainText(section.passageHtml ?? '').split(' ').length;
      expect(words, section.title).toBeGreaterThanOrEqual(650);
      expect(words, section.title).toBeLessThanOrEqual(950);
    }
  });

  it('quotes every evidence phrase, and every phrase quoted in an explanation, exactly from its passage', () => {
    for (const { section, question } of items) {
      const passage = plainText(section.passageHtml ?? '');
      expect(passage, `evidence of question ${question.number}`).toContain(question.evidence);
      for (const [, quoted] of question.explanation.matchAll(/"([^"]+)"/g)) {
        expect(passage, `explanation of question ${question.number}`).toContain(quoted);
      }
    }
  });
});
