import type { DemoPracticeItem } from './types';

/**
 * Short builders of one-mark practice items in the engine's shapes, so the passage files read as
 * questions rather than as JSON. Each returns a plain `DemoPracticeItem`.
 */
interface Explained {
  explanation: string;
  evidence: string;
}

const TFNG = 'Do the following statements agree with the information given in the passage? Write TRUE, FALSE or NOT GIVEN.';
const YNNG = 'Do the following statements agree with the claims of the writer? Write YES, NO or NOT GIVEN.';

/** A True / False / Not Given statement. */
export function trueFalse({ statement, answer, ...rest }: Explained & { statement: string; answer: 'true' | 'false' | 'not-given' }): DemoPracticeItem {
  return { type: 'true-false-not-given', content: { instruction: TFNG, statements: [{ id: '1', text: statement }] }, key: { answers: { '1': answer } }, ...rest };
}

/** A Yes / No / Not Given statement about the writer's views. */
export function yesNo({ statement, answer, ...rest }: Explained & { statement: string; answer: 'yes' | 'no' | 'not-given' }): DemoPracticeItem {
  return { type: 'yes-no-not-given', content: { instruction: YNNG, statements: [{ id: '1', text: statement }] }, key: { answers: { '1': answer } }, ...rest };
}

/** A multiple-choice question with options A, B, C, D in the order given. */
export function choice({ prompt, options, correct, ...rest }: Explained & { prompt: string; options: [string, string, string, string]; correct: 'A' | 'B' | 'C' | 'D' }): DemoPracticeItem {
  return {
    type: 'multiple-choice-one',
    content: { instruction: 'Choose the correct letter, A, B, C or D.', prompt, options: options.map((text, index) => ({ id: 'ABCD'[index], text })) },
    key: { correct },
    ...rest,
  };
}

/** A sentence with one gap `[[1]]`, answered with words from the passage. */
export function gap({ sentence, answer, limit = 'NO MORE THAN TWO WORDS', ...rest }: Explained & { sentence: string; answer: string | string[]; limit?: string }): DemoPracticeItem {
  return {
    type: 'completion',
    content: { variant: 'sentence', instruction: `Complete the sentence below. Choose ${limit} from the passage for the answer.`, body: sentence },
    key: { answers: { '1': answer } },
    ...rest,
  };
}

/** A question answered with words from the passage. */
export function shortAnswer({ question, answer, limit = 'NO MORE THAN THREE WORDS', ...rest }: Explained & { question: string; answer: string | string[]; limit?: string }): DemoPracticeItem {
  return {
    type: 'short-answer',
    content: { instruction: `Answer the question below. Choose ${limit} from the passage for the answer.`, questions: [{ id: '1', text: question }] },
    key: { answers: { '1': answer } },
    ...rest,
  };
}
