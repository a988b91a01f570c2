'use client';

import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideoRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { LessonSummary } from '@lexam/contracts';
import { paths } from '@web/lib/routes/paths';
import { useReadingPassagesQuery } from './reading-api';

/** A lesson of a source: its progress (done n of m) and its passages, each with a done mark and the best score. */
export function LessonCard({ lesson, number }: { lesson: LessonSummary; number: number }) {
  const { t } = useTranslation('reading');
  const passages = useReadingPassagesQuery(lesson.id);
  const headingId = `reading-lesson-${lesson.id}`;
  const percent = lesson.passageCount === 0 ? 0 : Math.round((lesson.doneCount / lesson.passageCount) * 100);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="reading-lesson">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('course.lessonNumber', { number })}
        </Typography>
        <Typography id={headingId} variant="h6" component="h3" dir="auto">
          {lesson.name}
        </Typography>
        {lesson.description ? (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 0.5 }}>
            {lesson.description}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1.5 }}>
          <LinearProgress variant="determinate" value={percent} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={t('progress.doneOf', { done: lesson.doneCount, count: lesson.passageCount })} />
          <Typography variant="body2" color="text.secondary" data-testid="lesson-progress">
            {t('progress.doneOf', { done: lesson.doneCount, count: lesson.passageCount })}
          </Typography>
        </Stack>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {passages.isLoading
            ? Array.from({ length: Math.max(1, lesson.passageCount) }, (_, index) => <Skeleton key={index} component="li" height={40} />)
            : (passages.data ?? []).map((passage) => (
                <Stack
                  key={passage.id}
                  component="li"
                  direction="row"
                  spacing={1.5}
                  data-testid="reading-passage-row"
                  data-done={passage.progress.isDone ? 'true' : 'false'}
                  sx={{ alignItems: 'flex-start', py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  {passage.progress.isDone ? (
                    <CheckCircleIcon color="success" titleAccess={t('progress.done')} sx={{ mt: 0.25 }} />
                  ) : (
                    <RadioButtonUncheckedIcon color="disabled" titleAccess={t('progress.notDone')} sx={{ mt: 0.25 }} />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Link component={NextLink} href={paths.page.readingPassage(passage.id)} underline="hover" variant="subtitle1" sx={{ fontWeight: 600 }} dir="auto">
                      {passage.title}
                    </Link>
                    {passage.summary ? (
                      <Typography variant="body2" color="text.secondary" dir="auto">
                        {passage.summary}
                      </Typography>
                    ) : null}
                  </Box>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
                    {passage.hasVideo ? <OndemandVideoIcon fontSize="small" color="action" titleAccess={t('course.hasVideo')} /> : null}
                    {passage.progress.practiceMarks !== null ? (
                      <Chip size="small" variant="outlined" color={passage.progress.practiceMarks === passage.progress.practiceMaxMarks ? 'success' : 'default'} label={t('progress.score', { marks: passage.progress.practiceMarks, max: passage.progress.practiceMaxMarks })} data-testid="passage-score" />
                    ) : null}
                  </Stack>
                </Stack>
              ))}
        </Box>
      </CardContent>
    </Card>
  );
}
