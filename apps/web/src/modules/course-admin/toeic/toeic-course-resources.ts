import { createElement } from 'react';
import VisibilityIcon from '@mui/icons-material/VisibilityRounded';
import { introductionType, toeicCourseType, videoType, type ContentRow, type ContentType, type Fields, type ToeicCourseSkill } from '@lexam/contracts';
import { paths, TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import { erase, introductionResourceOf, videoResourceOf, type AnyDefinition } from '../reading/reading-resources';
import { PracticeField } from '../reading/practice-field';
import { practiceCheck } from '../reading/practice-json';

export type ToeicCourseRow = ContentRow<(typeof toeicCourseType)['fields']>;

const T = paths.dashboard.toeic;
/** Dashboard › TOEIC course (› Reading): the course and the skill have no screen of their own. */
export const toeicCrumbs = (skill?: ToeicCourseSkill) => [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'toeicCourse.crumb' }, ...(skill ? [{ label: `toeicCourse.skills.${skill}` }] : [])];

/** The TOEIC course's introduction and its video lessons: the reading course's screens, skill `toeic`. */
export const toeicIntroductionResource = erase(introductionResourceOf({ skill: 'toeic', paths: T.introduction, breadcrumbs: toeicCrumbs() }));
export const toeicVideoResource = erase(videoResourceOf({ skill: 'toeic', paths: T.video, breadcrumbs: toeicCrumbs() }));

/** The TOEIC course's lessons of one skill and edition (`/dashboard/toeic/{skill}/{edition}/content`). */
function makeResource(skill: ToeicCourseSkill, edition: ToeicEdition): AnyDefinition {
  return erase(
    defineContentResource<ToeicCourseRow>(toeicCourseType as unknown as ContentType<Fields>, {
      key: `toeic-course-${skill}-${edition}`,
      labelKey: 'toeicCourse',
      ns: 'course-admin',
      labels: { list: 'toeicCourse.title', create: 'toeicCourse.create', edit: 'toeicCourse.edit' },
      breadcrumbs: toeicCrumbs(skill),
      paths: paths.dashboard.toeic.content(skill, edition),
      rowLabel: (row) => row.title,
      fixedFilters: { skill, edition },
      formOrder: ['part', 'title', 'videoId', 'isPublished', 'strategyHtml', 'exampleHtml', 'exampleAudio', 'examplePicture', 'practiceAudio', 'practicePicture', 'practiceTranscript', 'practice'],
      fields: {
        skill: { isHidden: true },
        edition: { isHidden: true },
        practiceTranscript: { fullWidth: true },
        practice: { component: PracticeField, check: practiceCheck },
        videoId: { reference: { labelField: 'title', params: { skill: 'toeic' } } },
      },
      columns: [{ field: 'part', width: 90 }, { field: 'title', flex: 2 }, { field: 'isPublished', width: 120 }, { field: 'sortOrder', width: 100 }, 'updatedAt'],
      list: {
        searchLabel: 'toeicCourse.search',
        rowActions: [{ id: 'detail', label: 'toeicCourse.detail.open', icon: createElement(VisibilityIcon), href: (row) => paths.dashboard.toeic.content(skill, edition).detail(row.id) }],
      },
    }),
  );
}

/** Every skill and edition's definition, made once (a definition owns its list and form state). */
const DEFINITIONS = new Map<string, AnyDefinition>(
  (['listening', 'reading'] as const).flatMap((skill) => TOEIC_EDITIONS.map((edition) => [`${skill}/${edition}`, makeResource(skill, edition)] as const)),
);

export function toeicContentResource(skill: ToeicCourseSkill, edition: ToeicEdition): AnyDefinition {
  return DEFINITIONS.get(`${skill}/${edition}`)!;
}

/** Every content resource of the TOEIC course, for the tests that hold them to their declarations. */
export const toeicCourseContentResources = [
  ...[...DEFINITIONS.values()].map((definition) => ({ type: toeicCourseType as unknown as ContentType<Fields>, definition })),
  { type: introductionType as unknown as ContentType<Fields>, definition: toeicIntroductionResource },
  { type: videoType as unknown as ContentType<Fields>, definition: toeicVideoResource },
];
