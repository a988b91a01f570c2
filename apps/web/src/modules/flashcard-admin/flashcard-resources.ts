import ListAltIcon from '@mui/icons-material/ListAltRounded';
import { createElement } from 'react';
import { wordListType, wordListWordsType, type ContentRow, type ContentType, type Fields } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { WordTranslationsField } from '@web/modules/course-admin/reading/word-translations-field';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import type { ResourceBreadcrumb, ResourceDefinition, ResourceRow } from '@web/modules/resource/types';

type RowOf<T> = T extends ContentType<infer F> ? ContentRow<F> : never;
export type WordListRow = RowOf<typeof wordListType>;
export type WordListWordRow = RowOf<typeof wordListWordsType>;

const F = paths.dashboard.flashcard;
const NS = 'course-admin';
const asType = (type: unknown) => type as ContentType<Fields>;
export type AnyDefinition = ResourceDefinition<ResourceRow>;
const erase = <Row extends ResourceRow>(definition: ResourceDefinition<Row>) => definition as unknown as AnyDefinition;

/** Dashboard › Flashcards: the shared word lists admins publish (the screen adds its own crumbs). */
function crumbs(): ResourceBreadcrumb[] {
  return [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'crumbs.flashcards', href: F.wordList }];
}

/** The new list's form is `detail/new`, a list's own form `detail/{wordListId}`. */
export const NEW = 'new';

export const wordListResource = erase(
  defineContentResource<WordListRow>(asType(wordListType), {
    key: 'wordList',
    ns: NS,
    labels: { list: 'wordList.title', create: 'wordList.create', edit: 'wordList.edit' },
    breadcrumbs: crumbs(),
    paths: { list: F.wordList, new: F.detail(NEW), edit: (id) => F.detail(id) },
    rowLabel: (row) => row.title,
    formOrder: ['title', 'isPublished', 'description'],
    fields: { description: { fullWidth: true } },
    columns: ['title', { field: 'description', flex: 2 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'updatedAt'],
    list: {
      searchLabel: 'wordList.search',
      rowActions: [{ id: 'words', label: 'wordList.words', icon: createElement(ListAltIcon), href: (row) => F.words(row.id) }],
    },
  }),
);

const wordResources = new Map<number, AnyDefinition>();

/** The words of one shared list: its id is fixed in every list call and every new word. */
export function wordListWordResource(wordListId: number): AnyDefinition {
  const known = wordResources.get(wordListId);
  if (known) return known;
  const definition = erase(
    defineContentResource<WordListWordRow>(asType(wordListWordsType), {
      key: 'flashWord',
      labelKey: 'word',
      ns: NS,
      labels: { list: 'wordList.wordsTitle', create: 'word.create', edit: 'word.edit' },
      breadcrumbs: crumbs(),
      paths: { list: F.words(wordListId), new: F.word(wordListId, NEW), edit: (id) => F.word(wordListId, id) },
      rowLabel: (row) => row.term,
      fixedFilters: { wordListId: String(wordListId) },
      formOrder: ['term', 'partOfSpeech', 'pronunciation', 'meaning', 'translations', 'example', 'audio', 'image'],
      fields: { wordListId: { isHidden: true }, translations: { component: WordTranslationsField } },
      columns: ['term', { field: 'partOfSpeech', width: 140 }, { field: 'meaning', flex: 2 }, 'pronunciation', { field: 'sortOrder', width: 100 }],
      list: { searchLabel: 'word.search' },
    }),
  );
  wordResources.set(wordListId, definition);
  return definition;
}

/** Every content resource of the flashcards, for the tests that hold them to their declarations. */
export const flashcardContentResources = [
  { type: asType(wordListType), definition: wordListResource },
  { type: asType(wordListWordsType), definition: wordListWordResource(1) },
];
