/**
 * The shapes of each core type's content, key and response (`packages/core/src/exam/question-types`),
 * written out for the web: the core package cannot be imported here because it pulls server code.
 * The server parses every content and key; these types only describe what it sends.
 */

export interface Option {
  id: string;
  text: string;
}

export interface Item {
  id: string;
  text: string;
}

/** An accepted answer in the matcher syntax, or a list of them. */
export type Accepted = string | string[];

export interface MultipleChoiceOneContent {
  instruction?: string;
  /** Empty (or absent in an old document) for a TOEIC Part 6 gap: the gap is in the group's text. */
  prompt?: string;
  options: Option[];
}
export interface MultipleChoiceOneKey {
  correct: string;
}
export interface MultipleChoiceOneResponse {
  choice: string;
}

export interface MultipleChoiceManyContent {
  instruction?: string;
  prompt: string;
  choose: number;
  options: Option[];
}
export interface MultipleChoiceManyKey {
  correct: string[];
}
export interface MultipleChoiceManyResponse {
  choices: string[];
}

export interface JudgementContent {
  instruction?: string;
  statements: Item[];
}
export interface JudgementKey {
  answers: Record<string, string>;
}
export interface AnswersResponse {
  answers: Record<string, string>;
}

export const MATCHING_VARIANTS = ['headings', 'information', 'features', 'sentence-endings'] as const;
export type MatchingVariant = (typeof MATCHING_VARIANTS)[number];
export interface MatchingContent {
  variant: MatchingVariant;
  instruction?: string;
  items: Item[];
  options: Option[];
  optionsReusable?: boolean;
}
export interface MatchingKey {
  answers: Record<string, string>;
}

export const COMPLETION_VARIANTS = ['sentence', 'summary', 'note', 'table', 'flow-chart', 'form'] as const;
export type CompletionVariant = (typeof COMPLETION_VARIANTS)[number];
export interface CompletionContent {
  variant: CompletionVariant;
  instruction?: string;
  title?: string;
  body: string;
  wordBox?: Option[];
}
export interface TypedKey {
  answers: Record<string, Accepted>;
  wordLimit?: string;
}
export interface BlanksResponse {
  blanks: Record<string, string>;
}

export interface ShortAnswerContent {
  instruction?: string;
  questions: Item[];
}

export const LABELLING_VARIANTS = ['diagram', 'map', 'plan'] as const;
export type LabellingVariant = (typeof LABELLING_VARIANTS)[number];
export interface LabellingBlank {
  id: string;
  text?: string;
  at?: { x: number; y: number };
}
export interface LabellingContent {
  variant: LabellingVariant;
  instruction?: string;
  imageKey?: string;
  blanks: LabellingBlank[];
  options?: { id: string; text?: string }[];
}

/** TOEIC Parts 1–2: only the letters are shown; the statements are heard (their text is in the transcript). */
export interface AudioChoiceContent {
  instruction?: string;
  choices: 3 | 4;
}
export interface AudioChoiceKey {
  correct: string;
}
export interface AudioChoiceResponse {
  choice: string;
}

/** A sentence with 2–5 segments marked `[A:text]`; the learner picks the one with the error. */
export interface ErrorIdentificationContent {
  instruction?: string;
  sentence: string;
}
export interface ErrorIdentificationKey {
  correct: string;
  correction?: string;
}
export interface ErrorIdentificationResponse {
  choice: string;
}

export interface SentenceTransformationItem {
  id: string;
  original: string;
  prompt?: string;
  start?: string;
  end?: string;
}
export interface SentenceTransformationContent {
  instruction?: string;
  items: SentenceTransformationItem[];
}
export interface SentenceTransformationKey {
  answers: Record<string, Accepted>;
}
