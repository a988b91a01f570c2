import type { AnswersResponse, SentenceTransformationContent, SentenceTransformationItem, SentenceTransformationKey } from '../shared/content-types';
import { answeredByPosition, recordOf } from '../shared/review';
import type { QuestionDraft } from '../types';

/** A new transformation question with one sentence per number. */
export function blankSentenceTransformation(numbers: number[]): QuestionDraft<SentenceTransformationContent, SentenceTransformationKey> {
  const ids = (numbers.length ? numbers : [1]).map(String);
  return {
    content: { items: ids.map((id) => ({ id, original: '' })) },
    answerKey: { answers: Object.fromEntries(ids.map((id) => [id, ''])) },
  };
}

/** The sentences with something typed, numbered by position. */
export function answeredSentenceTransformation({ numbers, content, response }: { numbers: number[]; content: SentenceTransformationContent; response: AnswersResponse | null }): number[] {
  return answeredByPosition({ ids: content.items.map((item) => item.id), numbers, answers: recordOf(response?.answers) });
}

/**
 * One optional field of an item set from the editor: an empty box removes the field, so the server
 * never receives an empty `prompt`, `start` or `end` (its schema refuses them).
 */
export function withItemField({ item, field, value }: { item: SentenceTransformationItem; field: 'prompt' | 'start' | 'end'; value: string }): SentenceTransformationItem {
  const next = { ...item };
  if (value) next[field] = value;
  else delete next[field];
  return next;
}

/** A loose reading for "does the answer already hold the start": case, spaces and punctuation aside. */
function loose(text: string): string {
  return text.toLowerCase().replace(/[.,;:!?"“”]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The key's accepted answer as the learner will read it in review, with the given start and end
 * around it: "I have | been working here for | five years." reads as one sentence. A key written as
 * the whole sentence already holds them and is shown as written.
 */
export function framedAnswer({ item, answer }: { item: SentenceTransformationItem; answer: string }): string {
  const words = loose(answer);
  const start = item.start && !words.startsWith(loose(item.start)) ? item.start : undefined;
  const end = item.end && !words.endsWith(loose(item.end)) ? item.end : undefined;
  return [start, answer, end].filter((part): part is string => Boolean(part && part.trim())).join(' ');
}
