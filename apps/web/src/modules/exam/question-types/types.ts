import type { ComponentType } from 'react';
import type { FieldError, PartVerdict } from '@lexam/contracts';

/**
 * The web half of a question type (ARCHITECTURE.md, "The exam engine"): its player and its admin
 * form live in `apps/web/src/modules/exam/question-types/<type>/` under the id of the core type in
 * `packages/core/src/exam/question-types/<type>/`. The registry (`./index.ts`) is a list, not a switch.
 *
 * DOM convention every player keeps, so the exam screen's navigator can find a question: the first
 * focusable control of each question number carries `id="question-{n}"` and every element of that
 * number carries `data-question-number="{n}"`; focusing one tells the screen which number is current.
 */
export interface QuestionPlayerProps<Content = unknown, Response = unknown, Key = unknown> {
  questionId: number;
  /** Every question number this item covers, in order: part `i` is numbered `numbers[i]`. */
  numbers: number[];
  content: Content;
  /** The saved or typed response; null when nothing is answered yet. */
  response: Response | null;
  /** Called on every change; null clears the answer. Absent when read-only or in review. */
  onChange?: (response: Response | null) => void;
  /** True in review and in an attempt that can no longer change (submitted, time up). */
  readOnly?: boolean;
  /** After submission: the key and the verdict per part, to show right, wrong and the right answer. */
  review?: { answerKey: Key; parts: PartVerdict[] };
}

/** An author's edit of one question: the content the learner sees and the key kept apart. */
export interface QuestionDraft<Content = unknown, Key = unknown> {
  content: Content;
  answerKey: Key;
}

export interface QuestionEditorProps<Content = unknown, Key = unknown> {
  value: QuestionDraft<Content, Key>;
  onChange: (next: QuestionDraft<Content, Key>) => void;
  /** The question numbers the item covers, for labelling parts the way the learner will see them. */
  numbers: number[];
  /** Problems the server named (`content.items.0.text`, `key.answers.3`), shown beside their field. */
  errors?: FieldError[];
}

/*
 * The defaults are `any` on purpose: the registry holds types of different content shapes in one list,
 * and a player taking `Content` is not assignable to one taking `unknown` (props are contravariant).
 * Each type declares its own shapes; the screens hand a type only the content the server tagged with its id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface WebQuestionType<Content = any, Response = any, Key = any> {
  /** The core type's id. */
  id: string;
  Player: ComponentType<QuestionPlayerProps<Content, Response, Key>>;
  Editor: ComponentType<QuestionEditorProps<Content, Key>>;
  /** A new question of this type for the editor: valid content and key with one part. */
  blank: (numbers: number[]) => QuestionDraft<Content, Key>;
  /** The question numbers the response answers (for the navigator's answered / unanswered). */
  answeredNumbers: (input: { numbers: number[]; content: Content; response: Response | null }) => number[];
}
