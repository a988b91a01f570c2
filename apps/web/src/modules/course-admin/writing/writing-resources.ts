import VisibilityIcon from '@mui/icons-material/VisibilityRounded';
import { createElement } from 'react';
import { WRITING_TASK_VALUES, writingSuggestionType, writingType, writingWordsType, type ContentRow, type ContentType, type Fields, type WritingTaskValue } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import type { ResourceBreadcrumb, ResourceDefinition, ResourceRow } from '@web/modules/resource/types';
import { WordTranslationsField } from '../reading/word-translations-field';

type RowOf<T> = T extends ContentType<infer F> ? ContentRow<F> : never;
export type WritingRow = RowOf<typeof writingType>;
export type WritingSuggestionRow = RowOf<typeof writingSuggestionType>;
export type WritingWordRow = RowOf<typeof writingWordsType>;
export type AnyDefinition = ResourceDefinition<ResourceRow>;

const NS = 'writing-admin';
const W = paths.dashboard.course.writing;
const asType = (type: unknown) => type as ContentType<Fields>;
const erase = <Row extends ResourceRow>(definition: ResourceDefinition<Row>) => definition as unknown as AnyDefinition;

export const isWritingTask = (value: unknown): value is WritingTaskValue => (WRITING_TASK_VALUES as readonly unknown[]).includes(value);

/** Dashboard › Writing course › Task 1 (the course and the task have no screen of their own). */
export function writingCrumbs(task: WritingTaskValue, prompt?: { id: number }): ResourceBreadcrumb[] {
  return [
    { label: 'crumbs.dashboard', href: paths.dashboard.root },
    { label: 'crumbs.writing' },
    { label: `crumbs.task.${task}`, href: W(task).suggestion.list },
    ...(prompt ? [{ label: 'crumbs.prompt', href: W(task).suggestion.edit(prompt.id) }] : []),
  ];
}

function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const known = new Map<string, V>();
  return (key) => {
    const id = JSON.stringify(key);
    if (!known.has(id)) known.set(id, make(key));
    return known.get(id)!;
  };
}

/** `/dashboard/course/writing/{task}/suggestion`: a task's prompts, with their instructions, picture and publication. */
export const promptResource = memo((task: WritingTaskValue) =>
  erase(
    defineContentResource<WritingRow>(asType(writingType), {
      key: `writing-${task}`,
      labelKey: 'prompt',
      ns: NS,
      labels: { list: `prompt.title.${task}`, create: 'prompt.create', edit: 'prompt.edit' },
      breadcrumbs: writingCrumbs(task).slice(0, 2),
      paths: W(task).suggestion,
      rowLabel: (row) => row.title,
      fixedFilters: { task },
      formOrder: ['title', 'isPublished', 'image', 'instructionsHtml'],
      fields: { task: { isHidden: true }, image: { helper: task === 'task1' ? 'prompt.help.imageTask1' : 'prompt.help.image' }, layoutHtml: { isOmitted: true }, modelAnswerHtml: { isOmitted: true } },
      columns: [{ field: 'title', flex: 2 }, ...(task === 'task1' ? ['image'] : []), { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'updatedAt'],
      list: {
        searchLabel: 'prompt.search',
        rowActions: [{ id: 'view', label: 'layout.view', icon: createElement(VisibilityIcon), href: (row) => W(task).layout.detail(row.id) }],
      },
    }),
  ),
);

/** `/dashboard/course/writing/{task}/layout`: the same prompts, whose form edits only the layout and the model answer. */
export const layoutResource = memo((task: WritingTaskValue) =>
  erase(
    defineContentResource<WritingRow>(asType(writingType), {
      key: `writing-layout-${task}`,
      labelKey: 'prompt',
      ns: NS,
      labels: { list: `layout.title.${task}`, create: 'prompt.create', edit: 'layout.edit' },
      breadcrumbs: writingCrumbs(task).slice(0, 2),
      paths: { list: W(task).layout.list, new: W(task).suggestion.new, edit: (id) => W(task).layout.edit(id) },
      rowLabel: (row) => row.title,
      fixedFilters: { task },
      formOrder: ['layoutHtml', 'modelAnswerHtml'],
      fields: { task: { isOmitted: true }, title: { isOmitted: true }, instructionsHtml: { isOmitted: true }, image: { isOmitted: true }, isPublished: { isOmitted: true } },
      columns: [
        { field: 'title', flex: 2 },
        { field: 'layoutHtml', sortable: false, render: ({ row, t }) => t(row.layoutHtml.trim() ? 'layout.written' : 'layout.missing') },
        { field: 'modelAnswerHtml', sortable: false, render: ({ row, t }) => t(row.modelAnswerHtml.trim() ? 'layout.written' : 'layout.missing') },
        { field: 'isPublished', width: 120 },
        'updatedAt',
      ],
      list: {
        searchLabel: 'prompt.search',
        rowActions: [{ id: 'view', label: 'layout.view', icon: createElement(VisibilityIcon), href: (row) => W(task).layout.detail(row.id) }],
      },
    }),
  ),
);

/** A prompt's suggestions (ideas, phrases, tips), in order. */
export const suggestionResource = memo(({ task, writingId }: { task: WritingTaskValue; writingId: number }) =>
  erase(
    defineContentResource<WritingSuggestionRow>(asType(writingSuggestionType), {
      key: `writing-suggestion-${writingId}`,
      labelKey: 'suggestion',
      ns: NS,
      labels: { list: 'suggestion.title', create: 'suggestion.create', edit: 'suggestion.edit' },
      breadcrumbs: writingCrumbs(task, { id: writingId }),
      paths: W(task).ideas(writingId),
      rowLabel: (row) => row.bodyHtml.replace(/<[^>]*>/g, ' ').trim().slice(0, 60),
      fixedFilters: { writingId: String(writingId) },
      formOrder: ['kind', 'bodyHtml'],
      fields: { writingId: { isHidden: true } },
      columns: [{ field: 'kind', width: 140 }, { field: 'bodyHtml', flex: 3, sortable: false, render: ({ row }) => row.bodyHtml.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() }, { field: 'sortOrder', width: 100 }],
    }),
  ),
);

/** A prompt's vocabulary: words of the one word shape. */
export const wordResource = memo(({ task, writingId }: { task: WritingTaskValue; writingId: number }) =>
  erase(
    defineContentResource<WritingWordRow>(asType(writingWordsType), {
      key: `writing-word-${writingId}`,
      labelKey: 'word',
      ns: NS,
      labels: { list: 'word.title', create: 'word.create', edit: 'word.edit' },
      breadcrumbs: writingCrumbs(task, { id: writingId }),
      paths: W(task).words(writingId),
      rowLabel: (row) => row.term,
      fixedFilters: { writingId: String(writingId) },
      formOrder: ['term', 'partOfSpeech', 'pronunciation', 'meaning', 'translations', 'example', 'audio', 'image'],
      fields: { writingId: { isHidden: true }, translations: { component: WordTranslationsField } },
      columns: ['term', { field: 'partOfSpeech', width: 140 }, { field: 'meaning', flex: 2 }, 'pronunciation', { field: 'sortOrder', width: 100 }],
      list: { searchLabel: 'word.search' },
    }),
  ),
);

/** Every content resource of the writing course, for the tests that hold them to their declarations. */
export const writingContentResources = [
  ...WRITING_TASK_VALUES.flatMap((task) => [
    { type: asType(writingType), definition: promptResource(task) },
    { type: asType(writingType), definition: layoutResource(task) },
  ]),
  { type: asType(writingSuggestionType), definition: suggestionResource({ task: 'task2', writingId: 1 }) },
  { type: asType(writingWordsType), definition: wordResource({ task: 'task2', writingId: 1 }) },
];
