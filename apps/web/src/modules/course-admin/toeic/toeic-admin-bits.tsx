'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MediaRef, ToeicCourseSkill } from '@lexam/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type ToeicEdition } from '@web/lib/routes';
import type { Crumb } from '@web/modules/resource';
import type { ToeicCourseRow } from './toeic-course-resources';

const html = { '& p': { mt: 0, mb: 1.25 }, '& ol, & ul': { mt: 0, mb: 1.25, pl: 3 } };

/** A titled card of a TOEIC course admin screen. */
export function Section({ title, children, testId, actions }: { title: string; children: ReactNode; testId?: string; actions?: ReactNode }) {
  return (
    <Card data-testid={testId} component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Rich text the server cleaned, in English (the course's language), or a muted "nothing yet". */
export function Html({ value, empty }: { value: string | null | undefined; empty: string }) {
  if (!value?.trim()) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return <Box lang="en" dir="ltr" sx={html} dangerouslySetInnerHTML={{ __html: value }} />;
}

/** A lesson's recording and picture, as the learner gets them. */
export function Media({ audio, picture, label }: { audio: MediaRef | null | undefined; picture: MediaRef | null | undefined; label: string }) {
  if (!audio && !picture) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      {audio ? <Box component="audio" controls preload="none" src={audio.url} aria-label={label} sx={{ width: '100%', maxWidth: 480 }} /> : null}
      {picture ? <Box component="img" src={picture.url} alt={label} sx={{ display: 'block', maxWidth: '100%', width: 420, height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }} /> : null}
    </Box>
  );
}

/** Dashboard › TOEIC course › Listening › Lessons (ETS): the crumbs to a lesson's own screens. */
export function useLessonCrumbs(skill: ToeicCourseSkill, edition: ToeicEdition): Crumb[] {
  const { t } = useTranslation(['course-admin', 'exam-admin']);
  return [
    { label: t('crumbs.dashboard'), href: paths.dashboard.root },
    { label: t('toeicCourse.crumb'), href: paths.dashboard.toeic.lesson(skill, edition) },
    { label: t(`toeicCourse.skills.${skill}`) },
    { label: `${t('toeicCourse.title')} (${t(`exam-admin:editions.${edition}`)})`, href: paths.dashboard.toeic.content(skill, edition).list },
  ];
}

export const practiceOf = (row: ToeicCourseRow | undefined) => (Array.isArray(row?.practice) ? row.practice : []);
