'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { failureText } from '@web/modules/flashcards/failure-text';
import { ScoreLine } from './exercise-stepper';
import { useGrammarCourseQuery, useGrammarLessonQuery } from './grammar-api';

export const unitHref = (gradeId: number, unitId: number) => `${paths.page.grammarCourse(gradeId)}?unitId=${unitId}`;

const idIn = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * `/page/grammar`: the grammar course's grades, each with its units and the learner's progress;
 * `?unitId=` (the learning history's link to a unit) goes on to the unit in its grade.
 */
export function GrammarCoursePage() {
  return (
    <Suspense>
      <CourseOrUnit />
    </Suspense>
  );
}

function CourseOrUnit() {
  const unitId = idIn(useSearchParams().get('unitId'));
  return unitId ? <ToUnit unitId={unitId} /> : <GradesView />;
}

function ToUnit({ unitId }: { unitId: number }) {
  const router = useRouter();
  const lesson = useGrammarLessonQuery(unitId);
  const gradeId = lesson.data?.gradeId;
  useEffect(() => {
    if (gradeId) router.replace(unitHref(gradeId, unitId));
  }, [gradeId, unitId, router]);
  if (lesson.error) return <GradesView />;
  return <Skeleton variant="rounded" height={200} sx={{ m: 4 }} />;
}

function GradesView() {
  const { t } = useTranslation('grammar');
  const course = useGrammarCourseQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('course.title')}
          </Typography>
          <Typography color="text.secondary">{t('course.intro')}</Typography>
        </Box>
        {course.error ? <Alert severity="error">{failureText(course.error)}</Alert> : null}
        {course.isLoading ? <Skeleton variant="rounded" height={200} /> : null}
        {course.data && course.data.items.length === 0 ? <Typography color="text.secondary">{t('course.empty')}</Typography> : null}
        {course.data?.items.map((grade) => (
          <Card variant="outlined" component="section" key={grade.id} aria-labelledby={`grammar-grade-${grade.id}`} data-testid="grammar-grade">
            <CardContent>
              <Typography variant="h5" component="h2" id={`grammar-grade-${grade.id}`} dir="auto">
                {grade.title}
              </Typography>
              {grade.description ? (
                <Typography color="text.secondary" dir="auto" sx={{ mb: 1.5 }}>
                  {grade.description}
                </Typography>
              ) : null}
              <ScoreLine score={grade.score} />
              <Box component="ol" sx={{ m: 0, mt: 2, ps: 3, display: 'grid', gap: 0.5 }}>
                {grade.units.map((unit) => (
                  <li key={unit.id}>
                    <Link href={unitHref(grade.id, unit.id)} data-testid="grammar-unit-link">
                      <span dir="auto">{unit.topic}</span>
                    </Link>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('course.unitScore', { answered: unit.score.answered, total: unit.score.total })}
                    </Typography>
                  </li>
                ))}
              </Box>
            </CardContent>
            <CardActions>
              <Button component={Link} href={unitHref(grade.id, (grade.units.find((unit) => unit.score.answered < unit.score.total) ?? grade.units[0])?.id ?? 0)} variant="contained" data-testid="grammar-open-grade">
                {grade.score.answered > 0 ? t('course.continue') : t('course.start')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
