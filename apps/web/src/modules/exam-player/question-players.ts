import { webQuestionTypeFor, type WebQuestionType } from '@web/modules/exam/question-types';
import type { AnsweredNumbersOf } from './question-index';

/** The web question type of a core type id (its player and how it counts answered numbers). */
export function findQuestionType(type: string): WebQuestionType | undefined {
  return webQuestionTypeFor(type);
}

/** Asks the question type; an unknown type counts every number answered once it has any response. */
export const answeredOf: AnsweredNumbersOf = ({ type, numbers, content, response }) => {
  const found = findQuestionType(type);
  if (!found) return response === null || response === undefined ? [] : numbers;
  try {
    return found.answeredNumbers({ numbers, content, response });
  } catch {
    return [];
  }
};
