import { createElement } from 'react';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { introductionType, lessonType, LISTENING_SOURCES, LISTENING_SOURCE_PATHS, listeningType, videoType, type ContentRow, type ContentType, type Fields, type ListeningSource } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import type { ResourceBreadcrumb } from '@web/modules/resource/types';
import { erase, introductionResourceOf, videoResourceOf, type AnyDefinition, type LessonRow } from '../reading/reading-resources';

export type RecordingRow = ContentRow<typeof listeningType extends ContentType<infer F> ? F : never>;

const L = paths.dashboard.course.listening;
const NS = 'course-admin';
const SKILL = { skill: 'listening' };
const asType = (type: unknown) => type as ContentType<Fields>;

/** Dashboard › Listening course (› Content types): the course and the source have no screen of their own. */
function crumbs(source?: ListeningSource): ResourceBreadcrumb[] {
  return [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'crumbs.listening' }, ...(source ? [{ label: `crumbs.listeningSource.${source}` }] : [])];
}

/** The screens of a source's recordings: `cambridge` (content types) or `read` (content reads). */
export const recordingPathsOf = (source: ListeningSource) => L[LISTENING_SOURCE_PATHS[source]];

export const listeningIntroductionResource = introductionResourceOf({ skill: 'listening', paths: L.introduction, breadcrumbs: crumbs() });
export const listeningVideoResource = videoResourceOf({ skill: 'listening', paths: L.videoContent, breadcrumbs: crumbs() });

/** The listening lessons of both sources on one screen (ROUTES.md's one `lesson` path), the source a column and a choice. */
export const listeningLessonResource = defineContentResource<LessonRow>(asType(lessonType), {
  key: 'lesson-listening',
  labelKey: 'lesson',
  ns: NS,
  labels: { list: 'lesson.title', create: 'lesson.create', edit: 'lesson.edit' },
  breadcrumbs: crumbs(),
  paths: L.lesson,
  rowLabel: (row) => row.name,
  fixedFilters: SKILL,
  fields: {
    skill: { isHidden: true },
    source: { options: LISTENING_SOURCES.map((value) => ({ value, label: value })), optionLabel: (option, t) => t(`crumbs.listeningSource.${option.value}`) },
  },
  columns: ['name', { field: 'source', width: 150, render: ({ row, t }) => t(`crumbs.listeningSource.${row.source}`) }, { field: 'description', flex: 2 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }],
  list: { searchLabel: 'lesson.search' },
});

const lessonsOf = (source: ListeningSource) => ({ labelField: 'name', params: { ...SKILL, source } });

function recordingResource(source: ListeningSource) {
  const screens = recordingPathsOf(source);
  return defineContentResource<RecordingRow>(asType(listeningType), {
    key: `listening-${source}`,
    labelKey: 'recording',
    ns: NS,
    labels: { list: `recording.title.${source}`, create: 'recording.create', edit: 'recording.edit' },
    breadcrumbs: crumbs(source),
    paths: screens,
    rowLabel: (row) => row.title,
    fixedFilters: { source },
    parentFilter: lessonsOf(source),
    formOrder: ['lessonId', 'title', 'audio', 'durationMs', 'isPublished', 'description', 'transcript'],
    fields: {
      lessonId: { reference: lessonsOf(source) },
      description: { fullWidth: true },
      transcript: { fullWidth: true, helper: 'recording.help.transcript' },
      durationMs: { helper: 'recording.help.durationMs' },
    },
    columns: ['title', { field: 'description', flex: 2 }, { field: 'durationMs', width: 130 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'updatedAt'],
    list: {
      searchLabel: 'recording.search',
      rowActions: [{ id: 'segments', label: 'segments.open', icon: createElement(GraphicEqIcon), permission: 'listening.read', href: (row) => screens.segments(row.id) }],
    },
  });
}

export const recordingResources = Object.fromEntries(LISTENING_SOURCES.map((source) => [source, erase(recordingResource(source))])) as Record<ListeningSource, AnyDefinition>;

/** Every content resource of the listening course, for the tests that hold them to their declarations. */
export const listeningContentResources = [
  { type: asType(lessonType), definition: erase(listeningLessonResource) },
  { type: asType(introductionType), definition: erase(listeningIntroductionResource) },
  { type: asType(videoType), definition: erase(listeningVideoResource) },
  ...LISTENING_SOURCES.map((source) => ({ type: asType(listeningType), definition: recordingResources[source] })),
];
