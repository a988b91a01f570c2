/**
 * The demo content of the IELTS-style reading course, as plain data: the seed (written elsewhere)
 * turns it into rows. Practice items use the exam engine's question types (packages/core/src/exam/
 * question-types), each worth one mark; `packages/core/src/exam/demo/reading-course-content.test.ts`
 * checks every item against the engine and every quotation against its passage.
 */

/** A word of a passage's vocabulary list. */
export interface DemoWord {
  /** Written as it appears in the passage (case aside). */
  term: string;
  partOfSpeech: 'noun' | 'verb' | 'adjective' | 'adverb' | 'phrase' | 'preposition' | 'conjunction';
  /** English, learner-level. */
  meaning: string;
  /** The meaning in each language, short. */
  translations: { fr: string; vn: string; cn: string; ar: string };
  /** IPA between slashes, British. */
  pronunciation: string;
  /** An original sentence using the term. */
  example: string;
}

/** One practice question of a passage, worth one mark (one statement, one question, one gap). */
export interface DemoPracticeItem {
  /** A question type id of the exam engine. */
  type: string;
  content: unknown;
  key: unknown;
  /** Why the key is right, quoting the passage in straight double quotes. */
  explanation: string;
  /** An exact phrase of the passage text that answers the question. */
  evidence?: string;
}

export interface DemoPassage {
  title: string;
  /** One sentence. */
  summary: string;
  /** Only <h2>, <p>, <em>, <strong>; lettered paragraphs as `<p data-paragraph="A">`. */
  bodyHtml: string;
  /** At least 10 words, each found verbatim (case aside) in the passage. */
  vocabulary: DemoWord[];
  /** At least 5 one-mark items. */
  practice: DemoPracticeItem[];
}

export interface DemoLesson {
  name: string;
  description: string;
  /** Exactly two. */
  passages: DemoPassage[];
}

export interface DemoReadingCourse {
  /** The course introduction: <h2>, <h3>, <p>, <ul>, <li>, <strong>, <em>. */
  introductionHtml: string;
  /** `cambridge`: "Cambridge-style practice" sets; `realTest`: "real-test-style" sets. Two lessons each. */
  sources: { cambridge: DemoLesson[]; realTest: DemoLesson[] };
}
