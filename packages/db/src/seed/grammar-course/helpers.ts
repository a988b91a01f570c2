/** The demo grammar course's shapes and the builders of its exercises (questions of the exam engine's types). */
export interface DemoGrammarQuestion {
  type: string;
  content: unknown;
  key: unknown;
  explanation: string;
}
export interface DemoGrammarExercise {
  title: string;
  question: DemoGrammarQuestion;
}
/** A word: term, part of speech, meaning, example. */
export type DemoGrammarWord = [string, string, string, string];
export interface DemoGrammarUnit {
  key: string;
  topic: string;
  description: string;
  point: { title: string; bodyHtml: string };
  words: DemoGrammarWord[];
  exercises: DemoGrammarExercise[];
}
export interface DemoGrammarGrade {
  key: string;
  title: string;
  description: string;
  units: DemoGrammarUnit[];
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** Multiple choice, one answer: the options in order, the right one by its index. */
export const choose = (title: string, prompt: string, options: string[], correct: number, explanation: string): DemoGrammarExercise => ({
  title,
  question: {
    type: 'multiple-choice-one',
    content: { instruction: 'Choose the correct answer.', prompt, options: options.map((text, index) => ({ id: LETTERS[index]!, text })) },
    key: { correct: LETTERS[correct]! },
    explanation,
  },
});

/** A gap fill: the sentence with `[[1]]` where the answer goes. */
export const gap = (title: string, body: string, answer: string, explanation: string): DemoGrammarExercise => ({
  title,
  question: { type: 'completion', content: { variant: 'sentence', instruction: 'Write the missing word or words.', body }, key: { answers: { '1': answer } }, explanation },
});

/** Error identification: the sentence with `[A:…]` segments, the wrong one and its correction. */
export const spot = (title: string, sentence: string, correct: string, correction: string, explanation: string): DemoGrammarExercise => ({
  title,
  question: { type: 'error-identification', content: { instruction: 'Choose the underlined part that contains an error.', sentence }, key: { correct, correction }, explanation },
});

/** Sentence transformation: one sentence rewritten with the key word. */
export const rewrite = (title: string, item: { original: string; prompt: string; start: string; end: string }, answer: string, explanation: string): DemoGrammarExercise => ({
  title,
  question: {
    type: 'sentence-transformation',
    content: { instruction: 'Complete the second sentence so that it means the same as the first. Use the word given.', items: [{ id: '1', ...item }] },
    key: { answers: { '1': answer } },
    explanation,
  },
});

/** Matching sentence beginnings to endings: pairs in order; the endings are offered as A, B, C… */
export const match = (title: string, pairs: Array<[string, string]>, explanation: string): DemoGrammarExercise => {
  const order = pairs.map((_, index) => index).reverse();
  return {
    title,
    question: {
      type: 'matching',
      content: {
        variant: 'sentence-endings',
        instruction: 'Match each beginning with its ending.',
        items: pairs.map(([start], index) => ({ id: String(index + 1), text: start })),
        options: order.map((pair, position) => ({ id: LETTERS[position]!, text: pairs[pair]![1] })),
      },
      key: { answers: Object.fromEntries(pairs.map((_, index) => [String(index + 1), LETTERS[order.indexOf(index)]!])) },
      explanation,
    },
  };
};
