'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READING_SOURCES, type ReadingSource } from '@lexam/contracts';
import { problemTitle } from '@web/modules/resource/problem';
import { LessonCard } from './lesson-card';
import { useReadingCourseIndexQuery, useReadingLessonsQuery } from './reading-api';
import { ReadingIntroduction } from './reading-introduction';

const isSource = (value: string | null): value is ReadingSource => (READING_SOURCES as readonly string[]).includes(value ?? '');

function SourceLessons({ source }: { source: ReadingSource }) {
  const { t } = useTranslation('reading');
  const lessons = useReadingLessonsQuery(source);
  if (lessons.isLoading) return <Skeleton variant="rounded" height={220} />;
  if (lessons.error) return <Alert severity="error">{problemTitle(lessons.error)}</Alert>;
  if ((lessons.data ?? []).length === 0) return <Alert severity="info">{t('course.noLessons')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {(lessons.data ?? []).map((lesson, index) => (
        <LessonCard key={lesson.id} lesson={lesson} number={index + 1} />
      ))}
    </Box>
  );
}

function CourseContent() {
  const { t } = useTranslation('reading');
  const params = useSearchParams();
  const [source, setSource] = useState<ReadingSource>(isSource(params.get('source')) ? (params.get('source') as ReadingSource) : 'cambridge');
  const index = useReadingCourseIndexQuery();
  const summaryOf = (value: ReadingSource) => index.data?.sources.find((row) => row.source === value);

  const choose = (next: ReadingSource) => {
    setSource(next);
    // The address keeps the tab, so the reader's breadcrumb and the back button come back to it.
    window.history.replaceState(null, '', `${window.location.pathname}?source=${next}`);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">
        {t('course.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t('course.lead')}</Typography>
      <ReadingIntroduction />
      <Tabs value={source} onChange={(_, next: ReadingSource) => choose(next)} variant="scrollable" allowScrollButtonsMobile aria-label={t('course.sources')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {READING_SOURCES.map((value) => {
          const summary = summaryOf(value);
          return (
            <Tab
              key={value}
              value={value}
              id={`reading-tab-${value}`}
              aria-controls={`reading-panel-${value}`}
              data-testid={`reading-tab-${value}`}
              label={
                <Stack sx={{ alignItems: 'center' }}>
                  <span>{t(`sources.${value}`)}</span>
                  {summary ? (
                    <Typography variant="caption" color="text.secondary" component="span">
                      {t('progress.doneOf', { done: summary.doneCount, count: summary.passageCount })}
                    </Typography>
                  ) : null}
                </Stack>
              }
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`reading-panel-${source}`} aria-labelledby={`reading-tab-${source}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`sourceLeads.${source}`)}
        </Typography>
        <SourceLessons source={source} />
      </Box>
    </Container>
  );
}

/** `/page/reading`: the reading course by source, its lessons and passages, with what the learner has done. */
export function ReadingCourseView() {
  return (
    <Suspense fallback={null}>
      <CourseContent />
    </Suspense>
  );
}
