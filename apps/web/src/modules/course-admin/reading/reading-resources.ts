import { introductionType, lessonType, newWordsType, passageType, videoType, type ContentRow, type ContentType, type Fields, type ReadingSource } from '@lexam/contracts';
import { paths, READING_SOURCES } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import type { ResourceBreadcrumb, ResourceDefinition, ResourceRow } from '@web/modules/resource/types';
import { PracticeField } from './practice-field';
import { practiceCheck } from './practice-json';
import { WordTranslationsField } from './word-translations-field';

type RowOf<T> = T extends ContentType<infer F> ? ContentRow<F> : never;
export type IntroductionRow = RowOf<typeof introductionType>;
export type LessonRow = RowOf<typeof lessonType>;
export type VideoRow = RowOf<typeof videoType>;
export type PassageRow = RowOf<typeof passageType>;
export type WordRow = RowOf<typeof newWordsType>;

const R = paths.dashboard.course.reading;
const NS = 'course-admin';
const SKILL = { skill: 'reading' };

/** Dashboard › Reading course (› Cambridge): the course and the source have no screen of their own. */
export function crumbs(source?: ReadingSource): ResourceBreadcrumb[] {
  return [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'crumbs.reading' }, ...(source ? [{ label: `crumbs.source.${source}` }] : [])];
}

const asType = (type: unknown) => type as ContentType<Fields>;

/** Where a course's introduction or video screens live and what comes before their crumbs. */
interface CoursePlace {
  skill: 'reading' | 'listening' | 'toeic';
  paths: { list: string; new: string; edit: (id: number) => string };
  breadcrumbs: ResourceBreadcrumb[];
}

/** A course's introductions (reading, listening, TOEIC): the same screens, the course's skill fixed. */
export function introductionResourceOf({ skill, paths: screenPaths, breadcrumbs }: CoursePlace) {
  return defineContentResource<IntroductionRow>(asType(introductionType), {
    key: skill === 'reading' ? 'introduction' : `introduction-${skill}`,
    labelKey: 'introduction',
    ns: NS,
    labels: { list: 'introduction.title', create: 'introduction.create', edit: 'introduction.edit' },
    breadcrumbs,
    paths: screenPaths,
    rowLabel: (row) => row.title,
    fixedFilters: { skill },
    fields: { skill: { isHidden: true } },
    columns: ['title', 'isPublished', 'sortOrder', 'updatedAt'],
    list: { searchLabel: 'introduction.search' },
  });
}

/** A course's video lessons (reading, listening, TOEIC): the same screens, the course's skill fixed. */
export function videoResourceOf({ skill, paths: screenPaths, breadcrumbs }: CoursePlace) {
  return defineContentResource<VideoRow>(asType(videoType), {
    key: skill === 'reading' ? 'video' : `video-${skill}`,
    labelKey: 'video',
    ns: NS,
    labels: { list: 'video.title', create: 'video.create', edit: 'video.edit' },
    breadcrumbs,
    paths: screenPaths,
    rowLabel: (row) => row.title,
    fixedFilters: { skill },
    fields: { skill: { isHidden: true }, durationSeconds: { helper: 'video.help.duration' } },
    columns: ['title', 'video', { field: 'durationSeconds', width: 130 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }],
    list: { searchLabel: 'video.search' },
  });
}

export const introductionResource = introductionResourceOf({ skill: 'reading', paths: R.introduction, breadcrumbs: crumbs() });
export const videoResource = videoResourceOf({ skill: 'reading', paths: R.videoContent, breadcrumbs: crumbs() });

function lessonResource(source: ReadingSource) {
  return defineContentResource<LessonRow>(asType(lessonType), {
    key: 'lesson',
    ns: NS,
    labels: { list: 'lesson.title', create: 'lesson.create', edit: 'lesson.edit' },
    breadcrumbs: crumbs(source),
    paths: R.lession(source),
    rowLabel: (row) => row.name,
    fixedFilters: { ...SKILL, source },
    fields: { skill: { isHidden: true }, source: { isHidden: true } },
    columns: ['name', { field: 'description', flex: 2 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'createdAt'],
    list: { searchLabel: 'lesson.search' },
  });
}

const lessonsOf = (source: ReadingSource) => ({ labelField: 'name', params: { ...SKILL, source } });

function passageResource(source: ReadingSource) {
  return defineContentResource<PassageRow>(asType(passageType), {
    key: 'passage',
    ns: NS,
    labels: { list: 'passage.title', create: 'passage.create', edit: 'passage.edit' },
    breadcrumbs: crumbs(source),
    paths: R.passage(source),
    rowLabel: (row) => row.title,
    fixedFilters: { source },
    parentFilter: lessonsOf(source),
    formOrder: ['lessonId', 'title', 'videoId', 'isPublished', 'summary', 'bodyHtml', 'practice'],
    fields: {
      lessonId: { reference: lessonsOf(source) },
      summary: { fullWidth: true },
      practice: { component: PracticeField, check: practiceCheck },
      videoId: { reference: { labelField: 'title', params: SKILL } },
    },
    columns: ['title', { field: 'summary', flex: 2 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'updatedAt'],
    list: { searchLabel: 'passage.search' },
  });
}

function vocabularyResource(source: ReadingSource) {
  const passagesOf = { labelField: 'title', params: { source } };
  return defineContentResource<WordRow>(asType(newWordsType), {
    key: 'word',
    ns: NS,
    labels: { list: 'word.title', create: 'word.create', edit: 'word.edit' },
    breadcrumbs: crumbs(source),
    paths: R.vocabulary(source),
    rowLabel: (row) => row.term,
    parentFilter: { ...passagesOf, isRequired: true },
    formOrder: ['passageId', 'term', 'partOfSpeech', 'pronunciation', 'meaning', 'translations', 'example', 'audio', 'image'],
    fields: { passageId: { reference: passagesOf }, translations: { component: WordTranslationsField } },
    columns: ['term', { field: 'partOfSpeech', width: 140 }, { field: 'meaning', flex: 2 }, 'pronunciation', { field: 'sortOrder', width: 100 }],
    list: { searchLabel: 'word.search' },
  });
}

/** A definition as the generic screens take any of them (the row type only matters inside it). */
export type AnyDefinition = ResourceDefinition<ResourceRow>;
export const erase = <Row extends ResourceRow>(definition: ResourceDefinition<Row>) => definition as unknown as AnyDefinition;

const bySource = <Row extends ResourceRow>(make: (source: ReadingSource) => ResourceDefinition<Row>) => Object.fromEntries(READING_SOURCES.map((source) => [source, erase(make(source))])) as Record<ReadingSource, AnyDefinition>;

export const lessonResources = bySource(lessonResource);
export const passageResources = bySource(passageResource);
export const vocabularyResources = bySource(vocabularyResource);

/** Every content resource of the reading course, for the tests that hold them to their declarations. */
export const readingContentResources = [
  { type: asType(introductionType), definition: erase(introductionResource) },
  { type: asType(videoType), definition: erase(videoResource) },
  ...READING_SOURCES.flatMap((source) => [
    { type: asType(lessonType), definition: lessonResources[source] },
    { type: asType(passageType), definition: passageResources[source] },
    { type: asType(newWordsType), definition: vocabularyResources[source] },
  ]),
];
