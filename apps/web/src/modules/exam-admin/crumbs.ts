import { paths } from '@web/lib/routes';
import type { Crumb } from '@web/modules/resource';
import type { TFunction } from 'i18next';
import type { IeltsSkill } from './exam-admin-keys';

/** Dashboard › IELTS Reading tests › … (translated), for every screen of this module. */
export function testCrumbs(t: TFunction, skill: IeltsSkill, ...rest: Crumb[]): Crumb[] {
  return [
    { label: t('crumbs.dashboard'), href: paths.dashboard.root },
    { label: t(`skill.${skill}Tests`), href: paths.dashboard.onlineTest.ielts(skill).list },
    ...rest,
  ];
}
