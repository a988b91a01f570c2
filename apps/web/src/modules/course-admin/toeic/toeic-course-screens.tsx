'use client';

import type { ToeicCourseSkill } from '@lexam/contracts';
import type { ToeicEdition } from '@web/lib/routes';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { toeicContentResource } from './toeic-course-resources';

/** The TOEIC course's lesson screens of one skill and edition: route files pass the names. */
export function ToeicContentListScreen({ skill, edition }: { skill: ToeicCourseSkill; edition: ToeicEdition }) {
  return <ResourceListView definition={toeicContentResource(skill, edition)} />;
}

export function ToeicContentFormScreen({ skill, edition, id }: { skill: ToeicCourseSkill; edition: ToeicEdition; id?: string }) {
  return <ResourceFormView definition={toeicContentResource(skill, edition)} id={id} />;
}
