import { choiceQuestion } from '../exam-document-types';
import type { GrammarSection, TestQuestion } from '@lexam/contracts';

/** A one-gap sentence completion: the learner types the form; `accepted` is in the matcher syntax. */
function gapFill(number: number, sentence: string, accepted: string | string[], explanation: string, evidence: string): TestQuestion {
  return {
    number,
    type: 'completion',
    content: { variant: 'sentence', instruction: 'Write the correct form of the word in brackets.', body: sentence },
    key: { answers: { [String(number)]: accepted } },
    explanation,
    evidence,
  };
}

/** Section 1 of the demo grammar test (questions 1–8): multiple choice, one answer. */
export const grammarMultipleChoice: GrammarSection = {
  title: 'Section 1: Multiple choice',
  directionsHtml: '<p>Choose the word or phrase that best completes each sentence.</p>',
  groups: [
    {
      instructions: 'Questions 1–8. Choose the correct answer, A, B, C or D.',
      questions: [
        choiceQuestion(1, 'By the time we arrived at the station, the train ______.', ['left', 'has left', 'had left', 'was leaving'], 'C',
          'An action finished before another past action takes the past perfect: "had left".', 'By the time we arrived'),
        choiceQuestion(2, 'If I ______ more free time, I would take up the piano.', ['have', 'had', 'would have', 'will have'], 'B',
          'A second conditional (an unreal present) takes the past simple in the if-clause and "would" in the other.', 'I would take up the piano'),
        choiceQuestion(3, 'She is used to ______ up early for work.', ['getting', 'get', 'got', 'have got'], 'A',
          '"Be used to" (be accustomed to) is followed by a noun or an -ing form.', 'She is used to'),
        choiceQuestion(4, 'This is the most interesting book I ______.', ['read', 'am reading', 'was reading', 'have ever read'], 'D',
          'After a superlative, the present perfect with "ever" describes all of one\'s experience up to now.', 'the most interesting book'),
        choiceQuestion(5, 'You ______ wear a suit to the party; it is very informal.', ['mustn\'t', 'don\'t have to', 'can\'t', 'shouldn\'t to'], 'B',
          '"Don\'t have to" means it is not necessary; "mustn\'t" would mean it is forbidden.', 'it is very informal'),
        choiceQuestion(6, 'The new bridge ______ by the end of next year.', ['will have been completed', 'will complete', 'has completed', 'is completing'], 'A',
          'The bridge is completed by someone (passive), before a future time (future perfect).', 'by the end of next year'),
        choiceQuestion(7, 'I wish I ______ so much cake at the party last night.', ['didn\'t eat', 'wouldn\'t eat', 'hadn\'t eaten', 'haven\'t eaten'], 'C',
          'A regret about the past takes "wish" + past perfect.', 'at the party last night'),
        choiceQuestion(8, 'Hardly ______ the house when it started to rain.', ['I had left', 'I left', 'did I left', 'had I left'], 'D',
          'After "Hardly" at the start of a sentence the subject and auxiliary change places: "Hardly had I left".', 'when it started to rain'),
      ],
    },
  ],
};

/** Section 2 of the demo grammar test (questions 9–14): gap fill, the verb or adjective form typed. */
export const grammarGapFill: GrammarSection = {
  title: 'Section 2: Gap fill',
  directionsHtml: '<p>Complete each sentence with the correct form of the word in brackets.</p>',
  groups: [
    {
      instructions: 'Questions 9–14. Write the correct form of the word in brackets in each gap.',
      questions: [
        gapFill(9, 'Tom [[9]] (live) in Leeds since 2015.', 'has lived / has been living',
          'A situation that started in the past and continues now, with "since", takes the present perfect (simple or continuous).', 'since 2015'),
        gapFill(10, 'The letters [[10]] (deliver) every morning before nine.', 'are delivered',
          'Letters do not deliver themselves: a present simple passive for a routine.', 'every morning before nine'),
        gapFill(11, 'She suggested [[11]] (take) a taxi because it was late.', 'taking',
          '"Suggest" is followed by an -ing form (or a that-clause), never by "to".', 'She suggested'),
        gapFill(12, 'If it [[12]] (not rain) tomorrow, we will have a picnic.', ['doesn\'t rain', 'does not rain'],
          'A first conditional takes the present simple in the if-clause, even about the future.', 'we will have a picnic'),
        gapFill(13, 'This is the [[13]] (good) meal I have had all year.', 'best',
          'The superlative of "good" is irregular: "the best".', 'I have had all year'),
        gapFill(14, 'When I called him, he [[14]] (watch) a film.', 'was watching',
          'An action in progress when another happened takes the past continuous.', 'When I called him'),
      ],
    },
  ],
};
