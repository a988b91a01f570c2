import { paths } from '@web/lib/routes';
import type { Crumb } from '@web/modules/resource';
import type { TFunction } from 'i18next';
import type { ExamScope } from './exam-scope';

/** Dashboard › TOEIC Reading tests (ETS 2023) › … (translated), for every screen of this module. */
export function testCrumbs(t: TFunction, scope: ExamScope, ...rest: Crumb[]): Crumb[] {
  return [
    { label: t('crumbs.dashboard'), href: paths.dashboard.root },
    { label: scopeTitle(t, scope, 'tests'), href: scope.screens.list },
    ...rest,
  ];
}

/** "TOEIC Reading tests (ETS 2023)", "Grammar lessons"…: the title of a scope's list screens. */
export function scopeTitle(t: TFunction, scope: ExamScope, what: 'tests' | 'lessons'): string {
  return t(`${scope.titleKey}.${what}`);
}
