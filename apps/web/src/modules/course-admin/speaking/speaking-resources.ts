import { speakingLayoutType, speakingType, speakingWordsType, type ContentRow, type ContentType, type Fields, type SpeakingPart } from '@lexam/contracts';
import { paths, SPEAKING_PARTS } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import type { ResourceBreadcrumb, ResourceDefinition, ResourceRow } from '@web/modules/resource/types';
import { WordTranslationsField } from '../reading/word-translations-field';
import { QuestionsField } from './questions-field';
import { speakingNav } from './speaking-nav';

type RowOf<T> = T extends ContentType<infer F> ? ContentRow<F> : never;
export type SpeakingRow = RowOf<typeof speakingType>;
export type SpeakingWordRow = RowOf<typeof speakingWordsType>;
export type SpeakingLayoutRow = RowOf<typeof speakingLayoutType>;

const S = paths.dashboard.course.speaking;
const NS = 'course-admin';
const asType = (type: unknown) => type as ContentType<Fields>;

/** Dashboard › Speaking course › Part 1: the course and the part have no screen of their own. */
const crumbs = (part: SpeakingPart): ResourceBreadcrumb[] => [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'crumbs.speaking' }, { label: `crumbs.part.${part}` }];

function promptResource(part: SpeakingPart) {
  return defineContentResource<SpeakingRow>(asType(speakingType), {
    key: 'speaking',
    ns: NS,
    labels: { list: 'speaking.title', create: 'speaking.create', edit: 'speaking.edit' },
    breadcrumbs: crumbs(part),
    paths: S(part).suggestion,
    rowLabel: (row) => row.topic,
    fixedFilters: { part },
    formOrder: ['topic', 'isPublished', 'questions', 'cueCardHtml', 'modelAnswerHtml'],
    fields: {
      part: { isHidden: true },
      questions: { component: QuestionsField, isHidden: part === 'part2' },
      cueCardHtml: { isHidden: part === 'part1', helper: 'speaking.help.cueCard' },
    },
    createDefaults: () => ({ part }),
    columns: ['topic', { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'updatedAt'],
    list: { searchLabel: 'speaking.search', headerActions: speakingNav(part) },
  });
}

function wordsResource(part: SpeakingPart) {
  const promptsOf = { labelField: 'topic', params: { part } };
  return defineContentResource<SpeakingWordRow>(asType(speakingWordsType), {
    key: 'speakingWord',
    labelKey: 'word',
    ns: NS,
    labels: { list: 'speakingWord.title', create: 'word.create', edit: 'word.edit' },
    breadcrumbs: crumbs(part),
    paths: S(part).vocabulary,
    rowLabel: (row) => row.term,
    parentFilter: { ...promptsOf, isRequired: true },
    formOrder: ['speakingId', 'term', 'partOfSpeech', 'pronunciation', 'meaning', 'translations', 'example', 'audio', 'image'],
    fields: { speakingId: { reference: promptsOf }, translations: { component: WordTranslationsField } },
    columns: ['term', { field: 'partOfSpeech', width: 140 }, { field: 'meaning', flex: 2 }, 'pronunciation', { field: 'sortOrder', width: 100 }],
    list: { searchLabel: 'word.search', headerActions: speakingNav(part) },
  });
}

function layoutResource(part: SpeakingPart) {
  const address = S(part).layoutEdit;
  return defineContentResource<SpeakingLayoutRow>(asType(speakingLayoutType), {
    key: 'speakingLayout',
    ns: NS,
    labels: { list: 'speakingLayout.heading', create: `speakingLayout.title.${part}`, edit: `speakingLayout.title.${part}` },
    breadcrumbs: crumbs(part),
    paths: { list: address, new: address, edit: () => address },
    rowLabel: (row) => row.title,
    fixedFilters: { section: part },
    fields: { section: { isHidden: true } },
    createDefaults: () => ({ section: part }),
    columns: ['title', 'updatedAt'],
  });
}

export type AnyDefinition = ResourceDefinition<ResourceRow>;
const erase = <Row extends ResourceRow>(definition: ResourceDefinition<Row>) => definition as unknown as AnyDefinition;
const byPart = <Row extends ResourceRow>(make: (part: SpeakingPart) => ResourceDefinition<Row>) => Object.fromEntries(SPEAKING_PARTS.map((part) => [part, erase(make(part))])) as Record<SpeakingPart, AnyDefinition>;

export const speakingResources = byPart(promptResource);
export const speakingWordsResources = byPart(wordsResource);
export const speakingLayoutResources = byPart(layoutResource);

/** Every content resource of the speaking course, for the tests that hold them to their declarations. */
export const speakingContentResources = SPEAKING_PARTS.flatMap((part) => [
  { type: asType(speakingType), definition: speakingResources[part] },
  { type: asType(speakingWordsType), definition: speakingWordsResources[part] },
  { type: asType(speakingLayoutType), definition: speakingLayoutResources[part] },
]);
