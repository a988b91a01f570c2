import { createElement } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QuizIcon from '@mui/icons-material/Quiz';
import TranslateIcon from '@mui/icons-material/Translate';
import { grammarExerciseType, grammarNewWordsType, grammarPointType, grammarUnitType, type ContentRow, type ContentType, type Fields } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { WordTranslationsField } from '@web/modules/course-admin/reading/word-translations-field';
import { erase } from '@web/modules/course-admin/reading/reading-resources';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import type { ResourceBreadcrumb } from '@web/modules/resource/types';
import { QuestionField, questionCheck } from './question-field';

type RowOf<T> = T extends ContentType<infer F> ? ContentRow<F> : never;

const G = paths.dashboard.grammar;
const NS = 'course-admin';
const asType = (type: unknown) => type as ContentType<Fields>;
const unitsOf = { labelField: 'topic' };

/** Dashboard › Grammar course. */
const crumbs: ResourceBreadcrumb[] = [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'crumbs.grammar' }];

/** `/dashboard/grammar/topics`: the units of the grades, each its topic. */
export const grammarUnitResource = erase(
  defineContentResource<RowOf<typeof grammarUnitType>>(asType(grammarUnitType), {
    key: 'grammarUnit',
    ns: NS,
    labels: { list: 'grammarUnit.title', create: 'grammarUnit.create', edit: 'grammarUnit.edit' },
    breadcrumbs: crumbs,
    paths: G.topics,
    rowLabel: (row) => row.topic,
    parentFilter: { labelField: 'title' },
    formOrder: ['gradeId', 'topic', 'isPublished', 'description'],
    fields: { gradeId: { reference: { labelField: 'title' } }, description: { fullWidth: true } },
    // Room for the row's links to its grammar points, new words and exercises: the order is the Move column's.
    columns: ['topic', { field: 'description', flex: 2 }, { field: 'isPublished', width: 120 }],
    list: {
      searchLabel: 'grammarUnit.search',
      // From a unit to what it holds: each list narrowed to the unit, whose "New" starts in it.
      rowActions: [
        { id: 'points', label: 'grammarUnit.open.points', icon: createElement(MenuBookIcon), permission: 'grammar.read', href: (row) => `${G.grammar.list}?unitId=${row.id}` },
        { id: 'words', label: 'grammarUnit.open.words', icon: createElement(TranslateIcon), permission: 'new-words.read', href: (row) => `${G.newWord.list}?grammarUnitId=${row.id}` },
        { id: 'exercises', label: 'grammarUnit.open.exercises', icon: createElement(QuizIcon), permission: 'grammar-exercise.read', href: (row) => `${G.exercise.list}?unitId=${row.id}` },
      ],
    },
  }),
);

/** `/dashboard/grammar/wordgrammar/grammar`: the grammar points of the units. */
export const grammarPointResource = erase(
  defineContentResource<RowOf<typeof grammarPointType>>(asType(grammarPointType), {
    key: 'grammarPoint',
    ns: NS,
    labels: { list: 'grammarPoint.title', create: 'grammarPoint.create', edit: 'grammarPoint.edit' },
    breadcrumbs: crumbs,
    paths: G.grammar,
    rowLabel: (row) => row.title,
    parentFilter: unitsOf,
    formOrder: ['unitId', 'title', 'bodyHtml'],
    fields: { unitId: { reference: unitsOf } },
    columns: ['title', { field: 'sortOrder', width: 100 }, 'updatedAt'],
    list: { searchLabel: 'grammarPoint.search' },
  }),
);

/**
 * `/dashboard/grammar/wordgrammar/newword`: the units' new words. A word's form is
 * `newword/detail/{id}` (and `newword/detail/{unitId}/editword/{wordId}` reaches the same form).
 */
export const grammarWordResource = erase(
  defineContentResource<RowOf<typeof grammarNewWordsType>>(asType(grammarNewWordsType), {
    key: 'grammarWord',
    ns: NS,
    labels: { list: 'grammarWord.title', create: 'grammarWord.create', edit: 'grammarWord.edit' },
    breadcrumbs: crumbs,
    paths: { list: G.newWord.list, new: G.newWord.new, edit: (id) => G.newWord.detail(id) },
    rowLabel: (row) => row.term,
    parentFilter: unitsOf,
    formOrder: ['grammarUnitId', 'term', 'partOfSpeech', 'pronunciation', 'meaning', 'translations', 'example', 'audio', 'image'],
    fields: { grammarUnitId: { reference: unitsOf }, translations: { component: WordTranslationsField } },
    columns: ['term', { field: 'partOfSpeech', width: 140 }, { field: 'meaning', flex: 2 }, 'pronunciation', { field: 'sortOrder', width: 100 }],
    list: { searchLabel: 'grammarWord.search' },
  }),
);

/** `/dashboard/grammar/exercise`: the units' exercises, each one question of the exam engine. */
export const grammarExerciseResource = erase(
  defineContentResource<RowOf<typeof grammarExerciseType>>(asType(grammarExerciseType), {
    key: 'grammarExercise',
    ns: NS,
    labels: { list: 'grammarExercise.title', create: 'grammarExercise.create', edit: 'grammarExercise.edit' },
    breadcrumbs: crumbs,
    paths: G.exercise,
    rowLabel: (row) => row.title,
    parentFilter: unitsOf,
    formOrder: ['unitId', 'title', 'question'],
    fields: { unitId: { reference: unitsOf }, question: { component: QuestionField, check: questionCheck } },
    columns: ['title', { field: 'sortOrder', width: 100 }, 'updatedAt'],
    list: { searchLabel: 'grammarExercise.search' },
  }),
);

/** Every content resource of the grammar course, for the tests that hold them to their declarations. */
export const grammarContentResources = [
  { type: asType(grammarUnitType), definition: grammarUnitResource },
  { type: asType(grammarPointType), definition: grammarPointResource },
  { type: asType(grammarNewWordsType), definition: grammarWordResource },
  { type: asType(grammarExerciseType), definition: grammarExerciseResource },
];
