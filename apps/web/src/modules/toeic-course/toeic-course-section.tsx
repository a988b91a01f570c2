'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToeicCourseLessonSummary, ToeicCourseSkill } from '@lexam/contracts';
import { lessonHref } from './lesson-href';
import { useToeicCourseIndexQuery } from './toeic-course-api';

/** The address of a lesson on the skill's TOEIC page. */

function LessonCard({ lesson }: { lesson: ToeicCourseLessonSummary }) {
  const { t } = useTranslation('toeic-course');
  const { questions, answered, right } = lesson.progress;
  return (
    <Card component="li" variant="outlined" data-testid={`course-part-${lesson.part}`}>
      <CardActionArea component={Link} href={lessonHref(lesson.skill, lesson.id)} scroll={false} sx={{ p: 2, height: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('part', { number: lesson.part })}
          </Typography>
          {lesson.hasVideo ? <Chip size="small" label={t('video')} /> : null}
        </Stack>
        <Typography variant="body2" lang="en" dir="auto">
          {lesson.title}
        </Typography>
        <LinearProgress variant="determinate" value={questions ? (answered / questions) * 100 : 0} sx={{ mt: 1.5 }} aria-label={t('progressLabel', { part: lesson.part })} />
        <Typography variant="caption" color="text.secondary" data-testid="course-part-progress">
          {answered === 0 ? t('notStarted', { count: questions }) : t('progress', { answered, questions, right })}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The TOEIC course of one skill on its landing page: by edition, one card per part with the learner's progress. */
export function ToeicCourseSection({ skill }: { skill: ToeicCourseSkill }) {
  const { t } = useTranslation('toeic-course');
  const course = useToeicCourseIndexQuery(skill);
  const lessons = course.data?.lessons ?? [];
  const editions = [...new Set(lessons.map((lesson) => lesson.edition))];
  const [picked, setPicked] = useState<string | null>(null);
  const edition = picked && editions.includes(picked as never) ? picked : editions[0];
  return (
    <Box component="section" aria-labelledby="toeic-course" data-testid="toeic-course">
      <Typography id="toeic-course" variant="h5" component="h2">
        {t(`title.${skill}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lead')}
      </Typography>
      {course.isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : lessons.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <>
          {editions.length > 1 ? (
            <Tabs value={edition} onChange={(_, value: string) => setPicked(value)} aria-label={t('editions')} sx={{ mb: 2 }} variant="scrollable">
              {editions.map((item) => (
                <Tab key={item} value={item} label={t(`edition.${item}`)} />
              ))}
            </Tabs>
          ) : null}
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {lessons.filter((lesson) => lesson.edition === edition).map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
