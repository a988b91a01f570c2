import type { QuestionDraft } from '../types';
import type { BlanksResponse, LabellingContent, TypedKey } from '../shared/content-types';
import { answeredByPosition, recordOf } from '../shared/review';
import { formatAcceptedAnswers } from '../shared/accepted-answers';

/** A new typed diagram label per number. */
export function blankLabelling(numbers: number[]): QuestionDraft<LabellingContent, TypedKey> {
  const ids = (numbers.length ? numbers : [1]).map(String);
  return {
    content: { variant: 'diagram', blanks: ids.map((id) => ({ id, text: '' })) },
    answerKey: { answers: Object.fromEntries(ids.map((id) => [id, ''])) },
  };
}

/** The blanks with a label or letter given, numbered by position. */
export function answeredLabelling({ numbers, content, response }: { numbers: number[]; content: LabellingContent; response: BlanksResponse | null }): number[] {
  return answeredByPosition({ ids: content.blanks.map((blank) => blank.id), numbers, answers: recordOf(response?.blanks) });
}

/** The URL of an uploaded picture (`imageKey` → `/api/files/{key}`), each path segment encoded. */
export function imageUrlOf(imageKey: string): string {
  return `/api/files/${imageKey.split('/').map(encodeURIComponent).join('/')}`;
}

/** The right answer of a blank as a learner reads it: letters with their text, or the typed spellings. */
export function readableLabelOf({ accepted, options }: { accepted: string | string[] | undefined; options?: LabellingContent['options'] }): string {
  if (accepted === undefined) return '';
  if (!options) return formatAcceptedAnswers(accepted);
  return [accepted]
    .flat()
    .map((letter) => {
      const option = options.find((item) => item.id.trim().toLowerCase() === letter.trim().toLowerCase());
      return option?.text ? `${option.id} (${option.text})` : letter;
    })
    .join(' / ');
}
