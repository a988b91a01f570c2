import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnyTestDocumentSchema, GrammarTestDocumentSchema, ToeicTestDocumentSchema } from './exam-documents';

const question = { number: 101, type: 'multiple-choice-one', content: {}, key: {}, explanation: 'Why.', evidence: 'Text' };
const toeic = {
  format: 'lexam-toeic-test',
  version: 1,
  lesson: { name: 'Lesson' },
  test: {
    name: 'Test',
    skill: 'reading',
    edition: 'ets2022',
    durationSeconds: 4500,
    sections: [{ title: 'Part 6', part: 6, directionsHtml: '<p>Read.</p>', groups: [{ instructions: 'Questions 131–134.', stimulusHtml: '<p>[[131]]</p>', imageFile: 'form.png', questions: [question] }] }],
  },
};
const grammar = {
  format: 'lexam-grammar-test',
  version: 1,
  lesson: { name: 'Lesson' },
  test: { name: 'Test', skill: 'grammar', durationSeconds: 600, sections: [{ title: 'Verbs', groups: [{ instructions: 'Choose.', questions: [{ ...question, number: 1 }] }] }] },
};

describe('TOEIC and grammar document schemas', () => {
  it('read documents of the right shape, told apart by format', () => {
    expect(ToeicTestDocumentSchema.safeParse(toeic).success).toBe(true);
    expect(GrammarTestDocumentSchema.safeParse(grammar).success).toBe(true);
    expect(AnyTestDocumentSchema.parse(grammar).format).toBe('lexam-grammar-test');
  });

  it('refuse a TOEIC section without its part, a grammar skill other than grammar, and unknown fields', () => {
    const noPart = structuredClone(toeic) as { test: { sections: Array<Record<string, unknown>> } };
    delete noPart.test.sections[0]!.part;
    expect(ToeicTestDocumentSchema.safeParse(noPart).success).toBe(false);
    expect(GrammarTestDocumentSchema.safeParse({ ...grammar, test: { ...grammar.test, skill: 'reading' } }).error?.issues[0]?.message).toBe('The skill of a grammar test is "grammar".');
    const extra = structuredClone(grammar) as { test: { sections: Array<{ groups: Array<Record<string, unknown>> }> } };
    extra.test.sections[0]!.groups[0]!.colour = 'red';
    expect(GrammarTestDocumentSchema.safeParse(extra).success).toBe(false);
  });

  it.each([
    ['toeic-test-format.schema.json', ToeicTestDocumentSchema],
    ['grammar-test-format.schema.json', GrammarTestDocumentSchema],
  ] as const)('is published unchanged as docs/%s', (file, schema) => {
    // Regenerate after a schema change with:
    // npx tsx -e "import { z } from 'zod'; import { ToeicTestDocumentSchema, GrammarTestDocumentSchema } from './packages/contracts/src/exam/exam-documents'; const fs = require('fs'); fs.writeFileSync('docs/toeic-test-format.schema.json', JSON.stringify(z.toJSONSchema(ToeicTestDocumentSchema), null, 2) + '\n'); fs.writeFileSync('docs/grammar-test-format.schema.json', JSON.stringify(z.toJSONSchema(GrammarTestDocumentSchema), null, 2) + '\n')"
    const published: unknown = JSON.parse(readFileSync(new URL(`../../../../docs/${file}`, import.meta.url), 'utf8'));
    expect(published).toEqual(z.toJSONSchema(schema));
  });
});
