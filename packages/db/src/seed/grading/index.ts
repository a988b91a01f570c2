import { fileURLToPath } from 'node:url';

/**
 * The demo of grading (wave 2 · 4), written for this project: the class the demo teacher teaches,
 * with the demo learner in it, and the learner's answers, one graded and one waiting of each kind.
 * Prompts are found by the seedKeys of the demo writing and speaking prompts; comments name the words
 * they are on (`quote`, found in the text when seeded) or a moment of a recording.
 */
export interface DemoGradedComment {
  quote?: string;
  recording?: number;
  atMs?: number;
  criterion?: string;
  body: string;
}

export interface DemoGradingSubmission {
  kind: 'writing' | 'speaking';
  promptKey: string;
  /** Writing: the answer; paragraphs split by blank lines. */
  answer?: string;
  /** Speaking: one file of `demoGradingAudioDir` per question answered, with its length. */
  recordings?: { file: string; questionIndex: number; durationMs: number }[];
  /** Days before the seeding that the answer was sent. */
  submittedDaysAgo: number;
  grade?: { criteria: Record<string, number>; overallComment: string; comments: DemoGradedComment[] };
}

export const DEMO_GRADING_CLASS = { name: 'IELTS Evening Group', description: 'Writing and speaking practice, Tuesday and Thursday evenings.' };

export const demoGradingAudioDir = fileURLToPath(new URL('./audio/', import.meta.url));

const workingFromHome = [
  'Nowadays, many companies lets their workers stay at home for some days of the week. In my opinion, the advantages of this trend are more than the disadvantages.',
  'Firstly, working from home save a lot of time. People do not need to travel in crowded buses, so they can sleep more and spend time with family. Also, they can organise their day in a flexible way, which is very helpful for parents who have small children. Moreover, companies can hire good workers from other cities and they do not have to pay for a big office.',
  'However, there are some problems. Some employees feel lonely because they cannot talk with colleagues face to face. It is also more difficult for new staff to learn the job, because nobody is sitting next to them. In addition, meetings on video calls is sometimes not effective.',
  'In my view, these problems can be solved easily. For example, a company can ask workers to come to the office one day a week for meetings and training. In this way, people keep the social side of work and still have flexibility.',
  'In conclusion, although working from home have some drawbacks like loneliness and weaker teamwork, I believe the benefits, especially saving time and money, are much more important.',
].join('\n\n');

const leisureGraph = [
  'The line graph shows how many hours per week adults in Northland spent on television, the internet and reading between 2000 and 2020.',
  'Overall, television became less popular while the internet grew a lot, and reading stayed low during the whole period.',
  'In 2000, people watched television for about 15 hours a week, but this fell gradually over the next twenty years. By contrast, internet use started at only a few hours and rose steadily, overtaking television in about 2013 and becoming the most popular activity at the end of the period.',
  'Reading was the least popular activity. It changed very little and decreased only slightly by 2020.',
].join('\n\n');

export const DEMO_GRADING_SUBMISSIONS: DemoGradingSubmission[] = [
  {
    kind: 'writing',
    promptKey: 'writing-task2-1',
    answer: workingFromHome,
    submittedDaysAgo: 6,
    grade: {
      criteria: { tr: 6, cc: 7, lr: 6, gra: 5 },
      overallComment: 'A clear position, kept to the end, and a well-organised essay. To move up, check subject–verb agreement in every sentence and develop each advantage with a concrete example.',
      comments: [
        { quote: 'companies lets', criterion: 'gra', body: 'Subject–verb agreement: “companies let”.' },
        { quote: 'are more than the disadvantages', criterion: 'lr', body: 'More natural and precise: “outweigh the disadvantages”.' },
        { quote: 'working from home save', criterion: 'gra', body: 'The subject (“working from home”) is singular: “saves”.' },
        { quote: 'meetings on video calls is', criterion: 'gra', body: 'Plural subject: “meetings … are”.' },
        { quote: 'these problems can be solved easily', criterion: 'tr', body: 'Good that you answer the drawbacks directly, but “easily” is a strong claim: support it or soften it (“largely”).' },
      ],
    },
  },
  { kind: 'writing', promptKey: 'writing-task1-1', answer: leisureGraph, submittedDaysAgo: 1 },
  {
    kind: 'speaking',
    promptKey: 'speaking-part2-1',
    recordings: [{ file: 'part2-useful-person.ogg', questionIndex: 0, durationMs: 25_524 }],
    submittedDaysAgo: 5,
    grade: {
      criteria: { fc: 6, lr: 6, gra: 6, p: 7 },
      overallComment: 'You covered every point of the card and kept talking with little hesitation. Link your ideas with a wider range of phrases and give one more detail about how your uncle taught you.',
      comments: [
        { recording: 0, atMs: 3_000, criterion: 'fc', body: 'A good start: you name the person straight away.' },
        { recording: 0, atMs: 11_000, criterion: 'lr', body: 'Nice personal detail. Try “I kept burning the rice” to show it happened again and again.' },
        { recording: 0, atMs: 19_000, criterion: 'gra', body: 'Good use of “why each step mattered”; vary your linking (“what made it worthwhile was…”).' },
      ],
    },
  },
  {
    kind: 'speaking',
    promptKey: 'speaking-part1-1',
    recordings: [
      { file: 'part1-home-town-q1.ogg', questionIndex: 0, durationMs: 9_565 },
      { file: 'part1-home-town-q2.ogg', questionIndex: 1, durationMs: 9_352 },
    ],
    submittedDaysAgo: 0,
  },
];
