import { defineContentType } from '../define-content-type';
import { boolean, longText, reference, text } from '../fields';
import { wordFields } from '../words';

/**
 * A shared word list, published by admins (`/dashboard/flashcard/wordList`). Learners' own lists
 * live in the same table with their owner set; the admin API sees only the shared ones (owner null).
 */
export const wordListType = defineContentType({
  entity: 'WordList',
  permission: 'word-list',
  fields: {
    title: text({ max: 200, search: true, sort: true }),
    description: longText({ max: 2000 }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  statistics: { kind: 'learners' },
  report: ['id', 'title', 'description', 'isPublished', 'sortOrder', 'createdAt', 'updatedAt'],
});

/**
 * The words of a shared word list (`/dashboard/flashcard/detail/{wordListId}/word`): words of the one
 * word shape, whose parent is a list. Served on the admin mount as `Words`.
 */
export const wordListWordsType = defineContentType({
  entity: 'Words',
  permission: 'word-list',
  parent: 'wordListId',
  fields: {
    wordListId: reference('WordList', { filter: true }),
    ...wordFields,
  },
  ordered: true,
  report: ['id', 'term', 'partOfSpeech', 'meaning', 'pronunciation', 'example', 'sortOrder', 'createdAt'],
});
