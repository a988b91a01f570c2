import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { gradeQuestion, learnerView, marksFor, questionTypeFor, questionTypes } from './index';
import { createQuestionTypeRegistry } from './registry';

/** Every key field name a type uses; none may appear in what a learner sees. */
const KEY_FIELDS = ['answers', 'correct', 'wordLimit'];

/** Every string anywhere in a value, for "nothing of the key leaks" checks. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('the question-type registry', () => {
  it('holds every type once, under a kebab-case id', () => {
    const ids = questionTypes.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ids).toEqual(expect.arrayContaining([
      'multiple-choice-one', 'multiple-choice-many', 'true-false-not-given', 'yes-no-not-given',
      'matching', 'completion', 'short-answer', 'labelling',
    ]));
  });

  it('refuses two types with the same id', () => {
    const [first] = questionTypes;
    if (!first) throw new Error('no question types');
    expect(() => createQuestionTypeRegistry([first, first])).toThrow(`Two question types share the id "${first.id}".`);
  });

  it('answers an unknown type with a 400 naming it', () => {
    expect(() => questionTypeFor('essay')).toThrow(DomainError);
    expect(() => questionTypeFor('essay')).toThrow('Unknown question type "essay".');
    expect(() => gradeQuestion({ type: 'essay', content: {}, key: {}, response: null })).toThrow(DomainError);
  });

  it.each(questionTypes.map((type) => [type.id, type] as const))('%s: its schemas accept its own example, which earns full marks', (_id, type) => {
    const { content, key, response } = type.example;
    expect(type.contentSchema.safeParse(content).success).toBe(true);
    expect(type.keySchema.safeParse(key).success).toBe(true);
    expect(type.responseSchema.safeParse(response).success).toBe(true);
    const result = gradeQuestion({ type: type.id, content, key, response });
    expect(result.marks).toBe(result.maxMarks);
    expect(result.maxMarks).toBe(marksFor({ type: type.id, content, key }));
    expect(result.maxMarks).toBeGreaterThan(0);
    expect(result.parts.every((part) => part.isCorrect)).toBe(true);
  });

  it.each(questionTypes.map((type) => [type.id, type] as const))('%s: an unanswered example earns nothing and never throws', (_id, type) => {
    const { content, key } = type.example;
    for (const response of [null, undefined, {}, [], 'x', 42]) {
      const result = gradeQuestion({ type: type.id, content, key, response });
      expect(result.marks).toBe(0);
      expect(result.parts.every((part) => !part.isCorrect && part.reason !== undefined)).toBe(true);
    }
  });
});

describe('learnerView', () => {
  it.each(questionTypes.map((type) => [type.id, type] as const))('%s: shows the content and nothing of the key', (_id, type) => {
    const { content, key } = type.example;
    // An answer pasted into the content by mistake must be dropped, not shown.
    const view = learnerView({ type: type.id, content: { ...(content as object), ...(key as object), secret: 'SECRET-ANSWER' } });
    expect(view).toEqual(type.contentSchema.parse(content));
    for (const field of KEY_FIELDS) expect(view).not.toHaveProperty(field);
    const shown = JSON.stringify(view);
    expect(shown).not.toContain('SECRET-ANSWER');
    // Typed answers are words no learner should see; letters of a choice are printed in the options anyway.
    const letters = new Set(stringsIn(content).map((text) => text.toLowerCase()));
    for (const answer of stringsIn(key)) {
      if (!letters.has(answer.toLowerCase())) expect(shown.toLowerCase()).not.toContain(`"${answer.toLowerCase()}"`);
    }
  });

  it('refuses bad content with the field named', () => {
    try {
      learnerView({ type: 'multiple-choice-one', content: { prompt: 'Which?', options: [] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).errors?.[0]?.field).toBe('content.options');
    }
  });
});
