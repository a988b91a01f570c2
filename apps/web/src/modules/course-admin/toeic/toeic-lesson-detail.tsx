'use client';

import EditIcon from '@mui/icons-material/EditRounded';
import OpenInNewIcon from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToeicCourseSkill } from '@lexam/contracts';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths, type ToeicEdition } from '@web/lib/routes';
import { ErrorState, PageHeader, useResourceOneQuery } from '@web/modules/resource';
import { lessonHref } from '@web/modules/toeic-course/lesson-href';
import { Html, Media, Section, practiceOf, useLessonCrumbs } from './toeic-admin-bits';
import { toeicContentResource, type ToeicCourseRow } from './toeic-course-resources';
import { ToeicQuestionCard } from './toeic-question-card';

/**
 * `/dashboard/toeic/{skill}/{edition}/content/{id}`: a lesson as the teacher checks it: its part,
 * strategy, example with its recording and picture, the practice recording and transcript, and each
 * practice question with its answer key and explanation, each with the way to edit it.
 */
export function ToeicLessonDetail({ skill, edition, id }: { skill: ToeicCourseSkill; edition: ToeicEdition; id: number }) {
  const { t } = useTranslation(['course-admin', 'exam-admin']);
  const definition = toeicContentResource(skill, edition);
  const { data, error, refetch, isLoading } = useResourceOneQuery({ key: definition.key, request: definition.calls.get(id) });
  const row = data as ToeicCourseRow | undefined;
  const crumbs = useLessonCrumbs(skill, edition);
  const content = paths.dashboard.toeic.content(skill, edition);
  const title = row?.title ?? t('toeicCourse.detail.title');
  const practice = practiceOf(row);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...crumbs, { label: title }]}
        actions={
          <>
            {row?.isPublished ? (
              <Button component="a" href={lessonHref(skill, id)} target="_blank" rel="noopener" variant="outlined" startIcon={<OpenInNewIcon />}>
                {t('toeicCourse.detail.asLearner')}
              </Button>
            ) : null}
            <Button component={Link} href={content.edit(id)} variant="contained" startIcon={<EditIcon />}>
              {t('toeicCourse.detail.editLesson')}
            </Button>
          </>
        }
      />
      {error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : isLoading || !row ? (
        <Typography aria-busy="true">{t('exam-admin:loading')}</Typography>
      ) : (
        <Stack sx={{ gap: 3 }} data-testid="toeic-lesson-detail">
          <Section title={t('toeicCourse.fields.strategyHtml')}>
            <Stack direction="row" sx={{ gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Chip label={`${t('toeicCourse.detail.part', { part: row.part })}: ${t(`exam-admin:parts.${row.part}`)}`} color="primary" />
              <Chip label={t(`exam-admin:editions.${edition}`)} />
              <Chip label={row.isPublished ? t('toeicCourse.detail.published') : t('toeicCourse.detail.draft')} color={row.isPublished ? 'success' : 'default'} variant={row.isPublished ? 'filled' : 'outlined'} />
              <Chip label={row.videoId ? t('toeicCourse.detail.video') : t('toeicCourse.detail.noVideo')} variant="outlined" />
            </Stack>
            <Html value={row.strategyHtml} empty={t('toeicCourse.detail.empty')} />
          </Section>
          <Section title={t('toeicCourse.fields.exampleHtml')}>
            <Html value={row.exampleHtml} empty={t('toeicCourse.detail.empty')} />
            <Media audio={row.exampleAudio} picture={row.examplePicture} label={t('toeicCourse.fields.exampleAudio')} />
          </Section>
          <Section title={t('toeicCourse.detail.questions', { count: practice.length })} testId="toeic-lesson-practice">
            <Media audio={row.practiceAudio} picture={row.practicePicture} label={t('toeicCourse.fields.practiceAudio')} />
            {row.practiceTranscript ? (
              <Box component="details" sx={{ mt: 1.5 }}>
                <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', fontWeight: 700 }}>
                  {t('toeicCourse.fields.practiceTranscript')}
                </Box>
                <Typography lang="en" dir="ltr" variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
                  {row.practiceTranscript}
                </Typography>
              </Box>
            ) : null}
            <Stack sx={{ gap: 2, mt: 2 }}>
              {practice.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('toeicCourse.detail.noQuestions')}</Typography> : null}
              {practice.map((item, index) => (
                <ToeicQuestionCard key={index} item={item} number={index + 1} editHref={content.questionEdit(id, index + 1)} />
              ))}
            </Stack>
          </Section>
        </Stack>
      )}
    </>
  );
}
