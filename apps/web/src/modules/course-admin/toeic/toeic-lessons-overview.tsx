'use client';

import AddIcon from '@mui/icons-material/AddRounded';
import OpenInNewIcon from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOEIC_PARTS_OF_SKILL, type ToeicCourseSkill } from '@lexam/contracts';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths, TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes';
import { ErrorState, PageHeader, useResourceListQuery } from '@web/modules/resource';
import { lessonHref } from '@web/modules/toeic-course/lesson-href';
import { Section, practiceOf } from './toeic-admin-bits';
import { toeicContentResource, type ToeicCourseRow } from './toeic-course-resources';

/** One lesson of a part: its title (to its screen), order, state, what it holds, and the learner's view of it. */
function LessonLine({ row, skill, edition }: { row: ToeicCourseRow; skill: ToeicCourseSkill; edition: ToeicEdition }) {
  const { t } = useTranslation('course-admin');
  const has = [row.exampleAudio || row.practiceAudio ? t('toeicCourse.overview.audio') : null, row.examplePicture || row.practicePicture ? t('toeicCourse.overview.picture') : null, row.videoId ? t('toeicCourse.overview.video') : null].filter(Boolean);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 64 }}>
        {t('toeicCourse.overview.order', { order: (row as { sortOrder?: number }).sortOrder ?? '–' })}
      </Typography>
      <Link href={paths.dashboard.toeic.content(skill, edition).detail(row.id)} style={{ color: 'inherit', fontWeight: 600, flex: '1 1 14rem' }}>
        {row.title}
      </Link>
      <Chip size="small" label={t('toeicCourse.overview.questions', { count: practiceOf(row).length })} variant="outlined" />
      {has.map((label) => (
        <Chip key={label} size="small" label={label} variant="outlined" />
      ))}
      <Chip size="small" label={row.isPublished ? t('toeicCourse.detail.published') : t('toeicCourse.detail.draft')} color={row.isPublished ? 'success' : 'default'} variant={row.isPublished ? 'filled' : 'outlined'} />
      {row.isPublished ? (
        <Button component="a" href={lessonHref(skill, row.id)} target="_blank" rel="noopener" size="small" startIcon={<OpenInNewIcon />} aria-label={t('toeicCourse.overview.previewOf', { title: row.title })}>
          {t('toeicCourse.overview.preview')}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * `/dashboard/toeic/{skill}/{edition}/lesson`: the edition's course as a teacher plans it: each part
 * of the skill with its lessons in the order learners get them, their state and what they hold, the
 * parts still without a published lesson, and the learner's view of each published one.
 */
export function ToeicLessonsOverview({ skill, edition }: { skill: ToeicCourseSkill; edition: ToeicEdition }) {
  const { t } = useTranslation(['course-admin', 'exam-admin']);
  const definition = toeicContentResource(skill, edition);
  const { data, error, refetch, isLoading } = useResourceListQuery({ key: definition.key, request: definition.calls.list({ pageIndex: 1, pageSize: 100, sort: 'sortOrder', filters: { skill, edition } }) });
  const rows = (data?.rows ?? []) as ToeicCourseRow[];
  const content = paths.dashboard.toeic.content(skill, edition);
  const parts = TOEIC_PARTS_OF_SKILL[skill];
  const ready = parts.filter((part) => rows.some((row) => row.part === part && row.isPublished)).length;
  const title = `${t('toeicCourse.overview.title')}: ${t(`toeicCourse.skills.${skill}`)} (${t(`exam-admin:editions.${edition}`)})`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('crumbs.dashboard'), href: paths.dashboard.root }, { label: t('toeicCourse.crumb') }, { label: t(`toeicCourse.skills.${skill}`) }, { label: title }]}
        actions={
          <>
            <Button component={Link} href={content.list} variant="outlined">
              {t('toeicCourse.overview.list')}
            </Button>
            <Button component={Link} href={content.new} variant="contained" startIcon={<AddIcon />}>
              {t('toeicCourse.create')}
            </Button>
          </>
        }
      />
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }} component="nav" aria-label={t('toeicCourse.overview.editions')}>
        {TOEIC_EDITIONS.map((other) => (
          <Chip key={other} component={Link} href={paths.dashboard.toeic.lesson(skill, other)} clickable label={t(`exam-admin:editions.${other}`)} color={other === edition ? 'primary' : 'default'} aria-current={other === edition ? 'page' : undefined} />
        ))}
      </Stack>
      {error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : isLoading ? (
        <Typography aria-busy="true">{t('exam-admin:loading')}</Typography>
      ) : (
        <Stack sx={{ gap: 2 }} data-testid="toeic-lessons-overview">
          <Typography sx={{ color: 'text.secondary' }}>{t('toeicCourse.overview.summary', { ready, total: parts.length })}</Typography>
          {parts.map((part) => {
            const lessons = rows.filter((row) => row.part === part);
            return (
              <Section key={part} title={`${t('toeicCourse.detail.part', { part })}: ${t(`exam-admin:parts.${part}`)}`} testId={`toeic-part-${part}`}>
                {lessons.length === 0 ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                    <Typography sx={{ color: 'text.secondary' }}>{t('toeicCourse.overview.none')}</Typography>
                    <Button component={Link} href={content.new} size="small" startIcon={<AddIcon />}>
                      {t('toeicCourse.overview.add')}
                    </Button>
                  </Box>
                ) : (
                  <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                    {lessons.map((row) => (
                      <LessonLine key={row.id} row={row} skill={skill} edition={edition} />
                    ))}
                  </Box>
                )}
              </Section>
            );
          })}
        </Stack>
      )}
    </>
  );
}
