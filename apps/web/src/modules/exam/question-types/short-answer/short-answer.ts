import type { QuestionDraft } from '../types';
import type { AnswersResponse, ShortAnswerContent, TypedKey } from '../shared/content-types';
import { answeredByPosition, recordOf } from '../shared/review';

/** A new short-answer item with one question per number. */
export function blankShortAnswer(numbers: number[]): QuestionDraft<ShortAnswerContent, TypedKey> {
  const ids = (numbers.length ? numbers : [1]).map(String);
  return {
    content: { questions: ids.map((id) => ({ id, text: '' })) },
    answerKey: { answers: Object.fromEntries(ids.map((id) => [id, ''])) },
  };
}

/** The questions with an answer typed, numbered by position. */
export function answeredShortAnswer({ numbers, content, response }: { numbers: number[]; content: ShortAnswerContent; response: AnswersResponse | null }): number[] {
  return answeredByPosition({ ids: content.questions.map((question) => question.id), numbers, answers: recordOf(response?.answers) });
}
