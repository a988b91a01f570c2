import { defineContentType } from '../define-content-type';
import { boolean, choice, media, reference, richText, text } from '../fields';
import { wordFields } from '../words';

/** `task1`: describe a chart, diagram or map (150 words, 20 minutes); `task2`: an essay (250 words, 40 minutes). */
export const WRITING_TASK_VALUES = ['task1', 'task2'] as const;
export type WritingTaskValue = (typeof WRITING_TASK_VALUES)[number];
/** `idea`: something to say; `phrase`: a useful phrase; `tip`: advice on the task. */
export const SUGGESTION_KIND_VALUES = ['idea', 'phrase', 'tip'] as const;

/**
 * A writing prompt (API.md's `Writing`): its task, title, instructions, the picture a Task 1 prompt
 * describes (required once published), the layout to follow and a model answer.
 */
export const writingType = defineContentType({
  entity: 'Writing',
  permission: 'writing',
  // Ordered within its task: Task 1 and Task 2 prompts each have their own order.
  parent: 'task',
  fields: {
    task: choice(WRITING_TASK_VALUES, { filter: true, sort: true, default: 'task2' }),
    title: text({ max: 200, search: true, sort: true }),
    instructionsHtml: richText(),
    image: media('image', { optional: true }),
    layoutHtml: richText(),
    modelAnswerHtml: richText(),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  statistics: { kind: 'learners' },
  report: ['id', 'task', 'title', 'isPublished', 'sortOrder', 'createdAt', 'updatedAt'],
});

/** A suggestion of a writing prompt: an idea, a useful phrase or a tip, in order. */
export const writingSuggestionType = defineContentType({
  entity: 'WritingSuggestion',
  permission: 'writing',
  parent: 'writingId',
  fields: {
    writingId: reference('Writing', { filter: true }),
    kind: choice(SUGGESTION_KIND_VALUES, { filter: true, sort: true, default: 'idea' }),
    bodyHtml: richText(),
  },
  ordered: true,
  report: ['id', 'kind', 'sortOrder', 'createdAt'],
});

/** The vocabulary of a writing prompt: words of the one word shape whose parent is a prompt. */
export const writingWordsType = defineContentType({
  entity: 'WritingWords',
  permission: 'writing',
  parent: 'writingId',
  fields: {
    writingId: reference('Writing', { filter: true }),
    ...wordFields,
  },
  ordered: true,
  report: ['id', 'term', 'partOfSpeech', 'meaning', 'pronunciation', 'example', 'sortOrder', 'createdAt'],
});
