'use client';

import type { ToeicCourseSkill } from '@lexam/contracts';
import type { ToeicEdition } from '@web/lib/routes';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { toeicContentResource, toeicIntroductionResource, toeicVideoResource } from './toeic-course-resources';

export { ToeicLessonDetail } from './toeic-lesson-detail';
export { ToeicLessonsOverview } from './toeic-lessons-overview';
export { ToeicQuestionEdit } from './toeic-question-edit';

/** The TOEIC course's lesson screens of one skill and edition: route files pass the names. */
export function ToeicContentListScreen({ skill, edition }: { skill: ToeicCourseSkill; edition: ToeicEdition }) {
  return <ResourceListView definition={toeicContentResource(skill, edition)} />;
}

export function ToeicContentFormScreen({ skill, edition, id }: { skill: ToeicCourseSkill; edition: ToeicEdition; id?: string }) {
  return <ResourceFormView definition={toeicContentResource(skill, edition)} id={id} />;
}

/** The course's introduction and video lessons (`/dashboard/toeic/introduction`, `/dashboard/toeic/video`). */
export type ToeicCourseScreen = 'introduction' | 'video';
const COURSE_DEFINITIONS = { introduction: toeicIntroductionResource, video: toeicVideoResource };

export function ToeicCourseListScreen({ screen }: { screen: ToeicCourseScreen }) {
  return <ResourceListView definition={COURSE_DEFINITIONS[screen]} />;
}

export function ToeicCourseFormScreen({ screen, id }: { screen: ToeicCourseScreen; id?: string }) {
  return <ResourceFormView definition={COURSE_DEFINITIONS[screen]} id={id} />;
}
