import type { z } from 'zod';
import type { FieldError } from '@lexam/contracts';
import { badRequest } from '../../errors';
import type { GradeResult, QuestionType } from './define-question-type';

/** A stored question as the engine reads it: content and key as saved, not yet trusted. */
export interface StoredQuestion {
  type: string;
  content: unknown;
  key: unknown;
}

function fieldErrors(prefix: string, error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: [prefix, ...issue.path.map(String)].join('.'), message: issue.message }));
}

/**
 * The question types by id, with the few operations the rest of the engine needs. Built from a list
 * so adding a type is adding it to the list (ARCHITECTURE.md: "Adding a type touches no switch").
 * Throws at start-up when two types share an id, because the second would be unreachable.
 */
export function createQuestionTypeRegistry(types: readonly QuestionType[]) {
  const byId = new Map<string, QuestionType>();
  for (const type of types) {
    if (byId.has(type.id)) throw new Error(`Two question types share the id "${type.id}".`);
    byId.set(type.id, type);
  }

  /** The type with this id; a 400 `DomainError` naming the known ids when there is none. */
  function questionTypeFor(id: string): QuestionType {
    const type = byId.get(id);
    if (!type) {
      throw badRequest(`Unknown question type "${id}".`, [{ field: 'type', message: `must be one of ${[...byId.keys()].join(', ')}` }]);
    }
    return type;
  }

  /**
   * Parses a question's content and key and checks that they fit each other. Throws a 400
   * `DomainError` naming each problem: a bad content or key is an authoring error to fix, never
   * something to mark around. Use it when an author saves a question, too.
   */
  function checkQuestion({ type, content, key }: StoredQuestion): { questionType: QuestionType; content: unknown; key: unknown } {
    const questionType = questionTypeFor(type);
    const parsedContent = questionType.contentSchema.safeParse(content);
    const parsedKey = questionType.keySchema.safeParse(key);
    const errors = [
      ...(parsedContent.success ? [] : fieldErrors('content', parsedContent.error)),
      ...(parsedKey.success ? [] : fieldErrors('key', parsedKey.error)),
    ];
    if (parsedContent.success && parsedKey.success) {
      errors.push(...questionType.checkKey(parsedContent.data, parsedKey.data).map((message) => ({ field: 'key', message })));
    }
    if (errors.length > 0) throw badRequest(`The ${type} question is not valid.`, errors);
    return { questionType, content: parsedContent.data, key: parsedKey.data };
  }

  /**
   * `checkQuestion` of a stored question, remembered per content object: grading reads the same
   * cached question rows for every attempt, and parsing a content and key is pure, so a check is
   * made once per row rather than once per response. A hit needs the same type and the same key
   * object too; a failed check is not kept (it throws every time).
   */
  const checkedByContent = new WeakMap<object, { type: string; key: unknown; checked: ReturnType<typeof checkQuestion> }>();
  function checkQuestionOnce(question: StoredQuestion): ReturnType<typeof checkQuestion> {
    const { type, content, key } = question;
    if (typeof content !== 'object' || content === null) return checkQuestion(question);
    const hit = checkedByContent.get(content);
    if (hit && hit.type === type && hit.key === key) return hit.checked;
    const checked = checkQuestion(question);
    checkedByContent.set(content, { type, key, checked });
    return checked;
  }

  /**
   * Marks a learner's response. A missing response is unanswered; a response of the wrong shape is
   * marked as unanswered with the reason `invalid-response` and never throws, so one bad save cannot
   * stop an attempt being graded. A bad content or key throws (see `checkQuestion`). The question is
   * read, not changed: its content and key must not be changed in place after a grade.
   */
  function gradeQuestion({ response, ...question }: StoredQuestion & { response: unknown }): GradeResult {
    const { questionType, content, key } = checkQuestionOnce(question);
    if (response === undefined || response === null) return questionType.grade({ content, key, response: null });
    const parsed = questionType.responseSchema.safeParse(response);
    if (parsed.success) return questionType.grade({ content, key, response: parsed.data });
    const unanswered = questionType.grade({ content, key, response: null });
    return { marks: 0, maxMarks: unanswered.maxMarks, parts: unanswered.parts.map(({ id }) => ({ id, isCorrect: false, reason: 'invalid-response' })) };
  }

  /** How many marks a question is worth, for totals before anyone answers. */
  function marksFor(question: StoredQuestion): number {
    const { questionType, content, key } = checkQuestion(question);
    return questionType.marks(content, key);
  }

  /**
   * What a learner may see of a question: its content as its schema reads it. The key is not an
   * input, and parsing drops any field the schema does not name, so an answer smuggled into the
   * content by mistake is dropped too. Throws a 400 `DomainError` on a bad content.
   */
  function learnerView({ type, content }: { type: string; content: unknown }): unknown {
    const questionType = questionTypeFor(type);
    const parsed = questionType.contentSchema.safeParse(content);
    if (!parsed.success) throw badRequest(`The ${type} question is not valid.`, fieldErrors('content', parsed.error));
    return parsed.data;
  }

  return { types: [...byId.values()], questionTypeFor, checkQuestion, gradeQuestion, marksFor, learnerView };
}

/** The operations of a question-type registry. */
export type QuestionTypeRegistry = ReturnType<typeof createQuestionTypeRegistry>;
