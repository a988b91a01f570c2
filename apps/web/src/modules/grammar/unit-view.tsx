'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { failureText } from '@web/modules/flashcards/failure-text';
import { AddWordsButton } from './add-words-button';
import { ExerciseStepper } from './exercise-stepper';
import { useGrammarLessonQuery } from './grammar-api';

const richText = { '& h2, & h3': { typography: 'subtitle1', fontWeight: 700, mt: 0, mb: 1 }, '& p': { mt: 0, mb: 1.5 }, '& ul': { mt: 0, mb: 1.5 } } as const;

/** One unit: its grammar points, its new words (into the learner's flashcards in one click) and its exercises. */
export function UnitView({ unitId }: { unitId: number }) {
  const { t } = useTranslation('grammar');
  const lesson = useGrammarLessonQuery(unitId);
  if (lesson.isLoading) return <Skeleton variant="rounded" height={320} />;
  if (lesson.error || !lesson.data) return <Alert severity="error">{failureText(lesson.error)}</Alert>;
  const { topic, description, points, words } = lesson.data;
  return (
    <Stack spacing={2} data-testid="grammar-unit">
      <Box>
        <Typography variant="h5" component="h2" dir="auto">
          {topic}
        </Typography>
        {description ? (
          <Typography color="text.secondary" dir="auto">
            {description}
          </Typography>
        ) : null}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="grammar-points-title" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="grammar-points">
        <Typography id="grammar-points-title" variant="h6" component="h2" gutterBottom>
          {t('unit.grammar')}
        </Typography>
        {points.length === 0 ? <Typography color="text.secondary">{t('unit.noGrammar')}</Typography> : null}
        {points.map((point) => (
          <Box key={point.id} component="article" sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} dir="auto">
              {point.title}
            </Typography>
            <Box lang="en" dir="ltr" sx={richText} dangerouslySetInnerHTML={{ __html: point.bodyHtml }} />
          </Box>
        ))}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="grammar-words-title" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="grammar-words">
        <Typography id="grammar-words-title" variant="h6" component="h2" gutterBottom>
          {t('unit.words')}
        </Typography>
        {words.length === 0 ? <Typography color="text.secondary">{t('unit.noWords')}</Typography> : null}
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {words.map((word) => (
            <Box key={word.id} sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }} lang="en" dir="ltr">
                {word.term}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {word.pronunciation ?? ''}
                </Typography>
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }} lang={word.language} dir="auto">
                {word.meaning}
              </Typography>
              {word.example ? (
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, fontStyle: 'italic' }} lang="en" dir="ltr">
                  {word.example}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
        <AddWordsButton words={words} listTitle={topic} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="grammar-exercises-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="grammar-exercises-title" variant="h6" component="h2" gutterBottom>
          {t('unit.exercises')}
        </Typography>
        <ExerciseStepper unitId={unitId} />
      </Paper>
    </Stack>
  );
}
