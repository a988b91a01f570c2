/** The shape of the demo reading course's data (written for this project; seeded by core's reading seed). */
export interface DemoWord {
  term: string;
  partOfSpeech: 'noun' | 'verb' | 'adjective' | 'adverb' | 'phrase' | 'preposition' | 'conjunction';
  /** English, learner-level. */
  meaning: string;
  /** The meaning in each other interface language, short. */
  translations: { fr: string; vn: string; cn: string; ar: string };
  /** IPA between slashes, British. */
  pronunciation: string;
  /** An original sentence using the term. */
  example: string;
}

export interface DemoPracticeItem {
  /** A question type id of packages/core/src/exam/question-types. */
  type: string;
  content: unknown;
  key: unknown;
  explanation: string;
  evidence?: string;
}

export interface DemoPassage {
  title: string;
  /** One sentence. */
  summary: string;
  /** Only <h2>, <p>, <em>, <strong>; lettered paragraphs <p data-paragraph="A">. */
  bodyHtml: string;
  /** At least 10; each term appears verbatim (case-insensitive) in the passage text. */
  vocabulary: DemoWord[];
  /** At least 5 items, each one mark. */
  practice: DemoPracticeItem[];
}

export interface DemoLesson {
  name: string;
  description: string;
  /** Exactly 2. */
  passages: DemoPassage[];
}

export interface DemoReadingCourse {
  /** The course introduction: <h2>, <h3>, <p>, <ul>, <li>, <strong>, <em>. */
  introductionHtml: string;
  /** 2 lessons each. */
  sources: { cambridge: DemoLesson[]; realTest: DemoLesson[] };
}
