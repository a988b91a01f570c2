import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TestDocumentSchema } from './test-document';

const publishedPath = new URL('../../../../docs/test-format.schema.json', import.meta.url);

/** A minimal document of the right shape; the questions' content and key are not this schema's business. */
const minimal = {
  format: 'lexam-ielts-test',
  version: 1,
  lesson: { name: 'Lesson' },
  test: {
    name: 'Test',
    skill: 'reading',
    durationSeconds: 3600,
    sections: [{
      title: 'Passage 1',
      passageHtml: '<p>Text.</p>',
      groups: [{ instructions: 'Questions 1–40.', questions: [{ number: 1, numbers: [1, 2], type: 'completion', content: {}, key: {}, explanation: 'Why.', evidence: 'Text' }] }],
    }],
  },
};

describe('TestDocumentSchema', () => {
  it('reads a document of the right shape', () => {
    expect(TestDocumentSchema.safeParse(minimal).success).toBe(true);
  });

  it('refuses unknown fields and a wrong format or version, naming each', () => {
    const result = TestDocumentSchema.safeParse({ ...minimal, format: 'other', version: 2, author: 'me' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toEqual(expect.arrayContaining(['format: format is "lexam-ielts-test".', 'version: version is 1.']));
    expect(messages.some((message) => message.includes('author'))).toBe(true);
  });

  it('refuses a question number below 1 and an empty evidence', () => {
    const section = minimal.test.sections[0];
    const question = section?.groups[0]?.questions[0];
    const bad = { ...minimal, test: { ...minimal.test, sections: [{ ...section, groups: [{ instructions: 'x', questions: [{ ...question, number: 0, evidence: ' ' }] }] }] } };
    const result = TestDocumentSchema.safeParse(bad);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining(['Question numbers start at 1.', 'The evidence cannot be empty.']));
  });

  it('is published unchanged as docs/test-format.schema.json', () => {
    // Regenerate after a schema change with:
    // npx tsx -e "import { z } from 'zod'; import { TestDocumentSchema } from './packages/contracts/src/exam/test-document'; require('fs').writeFileSync('docs/test-format.schema.json', JSON.stringify(z.toJSONSchema(TestDocumentSchema), null, 2) + '\n')"
    const published: unknown = JSON.parse(readFileSync(publishedPath, 'utf8'));
    expect(published).toEqual(z.toJSONSchema(TestDocumentSchema));
  });
});
