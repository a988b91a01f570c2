import { z } from 'zod';
import { defineContentType } from '../define-content-type';
import { boolean, choice, json, reference, richText, text } from '../fields';
import { wordFields } from '../words';

/** `part1` (questions on familiar topics) or `part2` (a cue card: one minute to prepare, up to two to speak). */
export const SPEAKING_PARTS = ['part1', 'part2'] as const;
export type SpeakingPart = (typeof SPEAKING_PARTS)[number];
/** `idea`: something to say; `phrase`: a useful phrase; `tip`: advice on the task. */
export const SUGGESTION_KINDS = ['idea', 'phrase', 'tip'] as const;

/** The questions of a Part 1 topic: each answered by its own recording. */
export const SpeakingQuestionsSchema = z.array(z.string().trim().min(1, 'A question cannot be empty.').max(300)).max(12, 'At most 12 questions.');

/**
 * A speaking prompt (API.md's `Speaking`, `/dashboard/course/speaking/{part}/suggestion`): a Part 1
 * topic with its questions, or a Part 2 cue card; a model answer; ordered within its part.
 */
export const speakingType = defineContentType({
  entity: 'Speaking',
  permission: 'speaking',
  parent: 'part',
  fields: {
    part: choice(SPEAKING_PARTS, { filter: true, default: 'part1' }),
    topic: text({ max: 200, search: true, sort: true }),
    questions: json(SpeakingQuestionsSchema, { default: [] }),
    cueCardHtml: richText(),
    modelAnswerHtml: richText(),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  statistics: { kind: 'learners' },
  report: ['id', 'part', 'topic', 'isPublished', 'sortOrder', 'createdAt', 'updatedAt'],
});

/** A suggestion of a speaking prompt (an idea, a useful phrase, a tip), ordered within its prompt. */
export const speakingSuggestionType = defineContentType({
  entity: 'SpeakingSuggestion',
  permission: 'speaking',
  parent: 'speakingId',
  fields: {
    speakingId: reference('Speaking', { filter: true }),
    kind: choice(SUGGESTION_KINDS, { filter: true, sort: true, default: 'idea' }),
    bodyHtml: richText(),
  },
  ordered: true,
  report: ['id', 'speakingId', 'kind', 'bodyHtml', 'sortOrder', 'createdAt'],
});

/** The vocabulary of a speaking prompt: words of the one word shape whose parent is a prompt. */
export const speakingWordsType = defineContentType({
  entity: 'SpeakingWords',
  permission: 'speaking',
  parent: 'speakingId',
  fields: {
    speakingId: reference('Speaking', { filter: true }),
    ...wordFields,
  },
  ordered: true,
  report: ['id', 'term', 'partOfSpeech', 'meaning', 'pronunciation', 'example', 'sortOrder', 'createdAt'],
});

/** The layout of a speaking part (how to build an answer): one row per part, created on first save. */
export const speakingLayoutType = defineContentType({
  entity: 'SpeakingLayout',
  permission: 'speaking',
  fields: {
    section: choice(SPEAKING_PARTS, { filter: true, createOnly: true }),
    title: text({ max: 200, search: true, sort: true }),
    bodyHtml: richText(),
  },
  report: ['id', 'section', 'title', 'createdAt', 'updatedAt'],
});
