import type { DemoWordList } from './types';

export type * from './types';

/**
 * A small sample of the demo word lists, written for Lexam; the full lists (IELTS academic words,
 * TOEIC business words, everyday phrasal verbs) replace it.
 */
export const DEMO_WORD_LISTS: DemoWordList[] = [
  {
    key: 'sample-everyday-phrasal-verbs',
    title: 'Everyday phrasal verbs (sample)',
    description: 'A few phrasal verbs met every day, to try the flashcards with.',
    words: [
      {
        term: 'give up',
        partOfSpeech: 'phrase',
        meaning: 'to stop trying to do something',
        translations: { fr: 'abandonner', vn: 'từ bỏ', cn: '放弃', ar: 'يستسلم' },
        pronunciation: '/ɡɪv ˈʌp/',
        example: 'Marta nearly gave up on the crossword, but she found the last word at midnight.',
        audio: 'give-up.mp3',
      },
      {
        term: 'look after',
        partOfSpeech: 'phrase',
        meaning: 'to take care of someone or something',
        translations: { fr: "s'occuper de", vn: 'chăm sóc', cn: '照顾', ar: 'يعتني بـ' },
        pronunciation: '/lʊk ˈɑːftə/',
        example: 'Could you look after my plants while I am away next week?',
        audio: 'look-after.mp3',
      },
      {
        term: 'run out of',
        partOfSpeech: 'phrase',
        meaning: 'to use all of something so that none is left',
        translations: { fr: 'être à court de', vn: 'hết, cạn', cn: '用完', ar: 'ينفد منه' },
        pronunciation: '/rʌn ˈaʊt əv/',
        example: 'We ran out of milk, so Theo had his coffee black.',
        audio: 'run-out-of.mp3',
      },
    ],
  },
];
