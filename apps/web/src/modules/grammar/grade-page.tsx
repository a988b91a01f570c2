'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { failureText } from '@web/modules/flashcards/failure-text';
import { unitHref } from './course-page';
import { useGrammarUnitsQuery } from './grammar-api';
import { UnitView } from './unit-view';

const idIn = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** `/page/grammar/{gradeId}`: a grade's units with progress; the chosen unit (`?unitId=`, else the first not finished). */
export function GrammarGradePage({ gradeId }: { gradeId: number }) {
  return (
    <Suspense>
      <GradeView gradeId={gradeId} />
    </Suspense>
  );
}

function GradeView({ gradeId }: { gradeId: number }) {
  const { t } = useTranslation('grammar');
  const chosen = idIn(useSearchParams().get('unitId'));
  const units = useGrammarUnitsQuery(gradeId, { refetchOnMountOrArgChange: true });
  const data = units.data;
  const unitId = chosen ?? data?.units.find((unit) => unit.resumeExerciseId !== null)?.id ?? data?.units[0]?.id ?? null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography component={Link} href={paths.page.grammar} variant="body2">
          {t('grade.back')}
        </Typography>
        {units.error ? <Alert severity="error">{failureText(units.error)}</Alert> : null}
        {units.isLoading ? <Skeleton variant="rounded" height={200} /> : null}
        {data ? (
          <>
            <Typography variant="h4" component="h1" dir="auto">
              {data.grade.title}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
              <Paper variant="outlined" component="nav" aria-label={t('grade.units')}>
                <List dense disablePadding>
                  {data.units.map((unit, position) => (
                    <ListItem key={unit.id} disablePadding>
                      <ListItemButton component={Link} href={unitHref(gradeId, unit.id)} selected={unit.id === unitId} aria-current={unit.id === unitId ? 'page' : undefined} data-testid="grammar-unit-nav">
                        <ListItemText
                          primary={<span dir="auto">{t('grade.unit', { number: position + 1, topic: unit.topic })}</span>}
                          secondary={t('course.unitScore', { answered: unit.score.answered, total: unit.score.total })}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Paper>
              {unitId ? <UnitView key={unitId} unitId={unitId} /> : <Typography color="text.secondary">{t('grade.empty')}</Typography>}
            </Box>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
