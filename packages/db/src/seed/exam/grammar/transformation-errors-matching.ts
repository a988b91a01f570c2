import type { GrammarSection, TestQuestion } from '@lexam/contracts';

/** An error-identification sentence: segments `[LETTER:text]`, the wrong one keyed with its correction. */
function errorQuestion(number: number, sentence: string, correct: string, correction: string, explanation: string, evidence: string): TestQuestion {
  return {
    number,
    type: 'error-identification',
    content: { sentence },
    key: { correct, correction },
    explanation,
    evidence,
  };
}

interface TransformationItem {
  original: string;
  prompt?: string;
  start?: string;
  end?: string;
}

/** One sentence transformation; `accepted` (matcher syntax) is what goes between `start` and `end`. */
function transformation(number: number, item: TransformationItem, accepted: string | string[], explanation: string, evidence: string): TestQuestion {
  const id = String(number);
  return {
    number,
    type: 'sentence-transformation',
    content: { items: [{ id, ...item }] },
    key: { answers: { [id]: accepted } },
    explanation,
    evidence,
  };
}

/** Section 3 of the demo grammar test (questions 15–20): find the mistake. */
export const grammarErrorIdentification: GrammarSection = {
  title: 'Section 3: Error identification',
  directionsHtml: '<p>Each sentence has one mistake. Choose the lettered part that is wrong.</p>',
  groups: [
    {
      instructions: 'Questions 15–20. Choose the part of the sentence, A, B, C or D, that contains a mistake.',
      questions: [
        errorQuestion(15, 'Each of the managers [A:have] [B:received] a copy [C:of] the [D:report].', 'A', 'has',
          '"Each of" takes a singular verb: "Each of the managers has received".', 'Each of the managers'),
        errorQuestion(16, 'We are all looking forward [A:to] [B:meet] the new director, [C:who] starts [D:on] Monday.', 'B', 'meeting',
          'In "look forward to", "to" is a preposition, so an -ing form follows: "looking forward to meeting".', 'We are all looking forward'),
        errorQuestion(17, 'The information you gave me [A:were] very [B:useful] [C:for] my [D:project].', 'A', 'was',
          '"Information" is uncountable and takes a singular verb.', 'The information you gave me'),
        errorQuestion(18, 'If he [A:had] [B:studied] harder, he [C:would pass] the exam last [D:year].', 'C', 'would have passed',
          'An unreal past condition (third conditional) takes "would have" + past participle.', 'the exam last'),
        errorQuestion(19, 'My brother [A:doesn\'t] [B:like] [C:swimming], and I don\'t [D:too].', 'D', 'either',
          'After a negative, agreement uses "either", not "too".', 'and I don\'t'),
        errorQuestion(20, 'She [A:speaks] English [B:very good] because she [C:lived] in Canada [D:for] ten years.', 'B', 'very well',
          'An adverb describes how she speaks: "very well".', 'because she'),
      ],
    },
  ],
};

/** Section 4 of the demo grammar test (questions 21–25): sentence transformation, alternatives accepted. */
export const grammarTransformation: GrammarSection = {
  title: 'Section 4: Sentence transformation',
  directionsHtml: '<p>Complete the second sentence so that it means the same as the first. Use the word given, if there is one, and do not change it.</p>',
  groups: [
    {
      instructions: 'Questions 21–25. Complete each second sentence so that it means the same as the first.',
      questions: [
        transformation(21, { original: 'I haven\'t seen Maria for three years.', start: 'The last time I' }, ['saw Maria was three years ago', 'saw her was three years ago'],
          'The present perfect with "for" becomes a past simple with "ago": "The last time I saw Maria was three years ago".', 'for three years'),
        transformation(22, { original: 'It\'s a pity I can\'t drive.', prompt: 'WISH', start: 'I' }, ['wish (that) I could drive', 'wish (that) I was/were able to drive'],
          'A regret about the present takes "wish" + past: "I wish I could drive".', 'It\'s a pity'),
        transformation(23, { original: 'Someone stole my bicycle yesterday.', prompt: 'WAS', start: 'My bicycle' }, 'was stolen (by someone) yesterday',
          'The object of the active sentence becomes the subject of a past simple passive.', 'Someone stole my bicycle'),
        transformation(24, { original: '"I will call you tomorrow," Paul said to me.', prompt: 'WOULD', start: 'Paul said' }, ['(that) he would call me the next/following day', '(that) he would call me the day after'],
          'In reported speech "will" becomes "would", "you" becomes "me" and "tomorrow" becomes "the next day".', 'I will call you tomorrow'),
        transformation(25, { original: 'It was such a difficult exam that nobody finished it.', prompt: 'SO', start: 'The exam' }, ['was so difficult (that) nobody finished it', 'was so difficult (that) no one finished it', 'was so difficult (that) nobody could finish it'],
          '"Such a + adjective + noun" becomes "so + adjective" after the noun as subject.', 'such a difficult exam'),
      ],
    },
  ],
};

/** Section 5 of the demo grammar test (questions 26–30): sentence halves matched, one ending spare. */
export const grammarMatching: GrammarSection = {
  title: 'Section 5: Matching',
  directionsHtml: '<p>Match each sentence beginning with the ending that completes it correctly.</p>',
  groups: [
    {
      instructions: 'Questions 26–30. Choose the correct ending, A–F, for each beginning. There is one ending you do not need.',
      questions: [
        {
          number: 26,
          numbers: [26, 27, 28, 29, 30],
          type: 'matching',
          content: {
            variant: 'sentence-endings',
            items: [
              { id: '26', text: 'If you heat ice,' },
              { id: '27', text: 'Unless we leave now,' },
              { id: '28', text: 'I would buy a bigger flat' },
              { id: '29', text: 'Had she known about the traffic,' },
              { id: '30', text: 'As soon as the guests arrive,' },
            ],
            options: [
              { id: 'A', text: 'we will serve dinner.' },
              { id: 'B', text: 'it melts.' },
              { id: 'C', text: 'she would have left earlier.' },
              { id: 'D', text: 'we will miss the train.' },
              { id: 'E', text: 'if I earned more money.' },
              { id: 'F', text: 'has been cancelled yesterday.' },
            ],
          },
          key: { answers: { '26': 'B', '27': 'D', '28': 'E', '29': 'C', '30': 'A' } },
          explanation: '26: a general truth takes the zero conditional (present + present). 27: "unless" means "if not", with a future result. 28: an unreal present takes "would" + the past. 29: "Had she known" is an inverted third conditional, so "would have left". 30: after "as soon as" the present refers to the future; the result uses "will". F is never right: the present perfect cannot go with "yesterday".',
          evidence: 'Had she known about the traffic',
        },
      ],
    },
  ],
};
