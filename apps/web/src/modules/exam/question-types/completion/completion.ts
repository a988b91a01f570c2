import type { QuestionDraft } from '../types';
import type { BlanksResponse, CompletionContent, Option, TypedKey } from '../shared/content-types';
import { answeredByPosition, recordOf } from '../shared/review';
import { formatAcceptedAnswers } from '../shared/accepted-answers';
import { gapIdsOf } from './completion-body';

/** A new sentence completion with one gap per number. */
export function blankCompletion(numbers: number[]): QuestionDraft<CompletionContent, TypedKey> {
  const ids = (numbers.length ? numbers : [1]).map(String);
  return {
    content: { variant: 'sentence', body: ids.map((id) => `[[${id}]]`).join('\n') },
    answerKey: { answers: Object.fromEntries(ids.map((id) => [id, ''])) },
  };
}

/** The gaps with something typed, numbered by position. */
export function answeredCompletion({ numbers, content, response }: { numbers: number[]; content: CompletionContent; response: BlanksResponse | null }): number[] {
  return answeredByPosition({ ids: gapIdsOf(content.body), numbers, answers: recordOf(response?.blanks) });
}

/**
 * The right answer of one gap as a learner reads it: the accepted spellings written out, or, with a
 * word box, the letter and its words (`A (twice)`).
 */
export function readableAnswerOf({ accepted, wordBox }: { accepted: string | string[] | undefined; wordBox?: readonly Option[] }): string {
  if (accepted === undefined) return '';
  if (!wordBox) return formatAcceptedAnswers(accepted);
  return [accepted]
    .flat()
    .map((letter) => {
      const item = wordBox.find((option) => option.id.trim().toLowerCase() === letter.trim().toLowerCase());
      return item ? `${item.id} (${item.text})` : letter;
    })
    .join(' / ');
}
