import type { ErrorIdentificationContent, ErrorIdentificationKey, ErrorIdentificationResponse } from '../shared/content-types';
import type { QuestionDraft } from '../types';

/** The one part of an error-identification question (the core type's part id). */
export const ANSWER_PART = 'answer';

/** One piece of the sentence: plain text, or a lettered segment the learner may pick. */
export type SentencePiece = { kind: 'text'; text: string } | { kind: 'segment'; letter: string; text: string };

const SEGMENT = /\[([A-Z]):([^[\]]*)\]/g;

/**
 * `The results [A:was] [B:announced] by the [C:committee].` as text and lettered segments, in
 * reading order: the same reading as the core's `parseErrorSentence` (which the web cannot import).
 * A malformed bracket stays text; the server refuses such a sentence before a learner sees it.
 */
export function parseErrorSentence(sentence: string): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  let last = 0;
  for (const match of sentence.matchAll(SEGMENT)) {
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: sentence.slice(last, start) });
    pieces.push({ kind: 'segment', letter: match[1] ?? '', text: (match[2] ?? '').trim() });
    last = start + match[0].length;
  }
  if (last < sentence.length) pieces.push({ kind: 'text', text: sentence.slice(last) });
  return pieces;
}

/** The segments' letters in reading order. */
export function segmentLetters(sentence: string): string[] {
  return parseErrorSentence(sentence).flatMap((piece) => (piece.kind === 'segment' ? [piece.letter] : []));
}

/** The text of the segment with this letter (any case), or undefined. */
export function segmentText({ sentence, letter }: { sentence: string; letter: string | undefined }): string | undefined {
  const wanted = (letter ?? '').trim().toUpperCase();
  return parseErrorSentence(sentence).find((piece): piece is Extract<SentencePiece, { kind: 'segment' }> => piece.kind === 'segment' && piece.letter === wanted)?.text;
}

/** A new question: a template sentence with four segments, A wrong. */
export function blankErrorIdentification(): QuestionDraft<ErrorIdentificationContent, ErrorIdentificationKey> {
  return { content: { sentence: '[A:] [B:] [C:] [D:]' }, answerKey: { correct: 'A' } };
}

/** The number is answered once a segment is chosen. */
export function answeredErrorIdentification({ numbers, response }: { numbers: number[]; response: ErrorIdentificationResponse | null }): number[] {
  const first = numbers[0];
  return first !== undefined && response?.choice?.trim() ? [first] : [];
}

/** A new sentence for the editor; a key letter that is no longer a segment moves to the first one. */
export function withSentence({ draft, sentence }: { draft: QuestionDraft<ErrorIdentificationContent, ErrorIdentificationKey>; sentence: string }): QuestionDraft<ErrorIdentificationContent, ErrorIdentificationKey> {
  const letters = segmentLetters(sentence);
  const kept = letters.includes(draft.answerKey.correct.trim().toUpperCase());
  const correct = kept || letters.length === 0 ? draft.answerKey.correct : (letters[0] ?? 'A');
  return { content: { ...draft.content, sentence }, answerKey: { ...draft.answerKey, correct } };
}
