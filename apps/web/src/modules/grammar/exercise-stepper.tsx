'use client';

import CancelIcon from '@mui/icons-material/CancelRounded';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GrammarExerciseResult, GrammarExerciseToAnswer, GrammarScore } from '@lexam/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webQuestionTypeFor } from '@web/modules/exam/question-types';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useCheckGrammarExerciseMutation, useGrammarExercisesQuery } from './grammar-api';

/** The unit's score line: answered and right of all its exercises. */
export function ScoreLine({ score }: { score: GrammarScore }) {
  const { t } = useTranslation('grammar');
  const percent = score.total ? Math.round((score.answered / score.total) * 100) : 0;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" data-testid="grammar-score">
        {t('score.line', { answered: score.answered, total: score.total, correct: score.correct })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={t('score.progress')} sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
    </Box>
  );
}

/**
 * A unit's exercises one at a time, opening at the first one not answered: the exam player of its
 * type, "Check" (graded on the server by the exam engine), then right or wrong with the answer and
 * the explanation, and the next one.
 */
export function ExerciseStepper({ unitId }: { unitId: number }) {
  const { t } = useTranslation('grammar');
  const query = useGrammarExercisesQuery(unitId, { refetchOnMountOrArgChange: true });
  const [check, checking] = useCheckGrammarExerciseMutation();
  const [current, setCurrent] = useState<number | null>(null);
  const [responses, setResponses] = useState<Record<number, unknown>>({});
  const [results, setResults] = useState<Record<number, GrammarExerciseResult | null>>({});
  const [score, setScore] = useState<GrammarScore | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = query.data;

  if (query.isLoading) return <Skeleton variant="rounded" height={240} />;
  if (query.error) return <Alert severity="error">{failureText(query.error)}</Alert>;
  if (!data || data.exercises.length === 0) return <Typography color="text.secondary">{t('exercises.empty')}</Typography>;

  // Until the learner moves, the unit opens at the first exercise not answered.
  const resumeAt = Math.max(0, data.exercises.findIndex((exercise) => exercise.id === data.resumeExerciseId));
  const index = Math.min(current ?? resumeAt, data.exercises.length - 1);
  const exercise = data.exercises[index]!;
  const resultOf = (item: GrammarExerciseToAnswer) => (item.id in results ? results[item.id] : item.result) ?? null;
  const result = resultOf(exercise);
  const firstNumber = data.exercises.slice(0, index).reduce((sum, item) => sum + item.marks, 1);
  const numbers = Array.from({ length: exercise.marks }, (_, offset) => firstNumber + offset);
  const type = webQuestionTypeFor(exercise.type);
  const go = (next: number) => {
    setCurrent(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const submit = async () => {
    const answered = await check({ exerciseId: exercise.id, response: responses[exercise.id] ?? null });
    if ('data' in answered && answered.data) {
      setResults((all) => ({ ...all, [exercise.id]: answered.data.result }));
      setScore(answered.data.score);
    }
  };
  const retry = () => {
    setResults((all) => ({ ...all, [exercise.id]: null }));
    setResponses((all) => ({ ...all, [exercise.id]: null }));
  };

  return (
    <Stack spacing={2}>
      <ScoreLine score={score ?? data.score} />
      <Stack component="ol" direction="row" aria-label={t('exercises.list')} sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
        {data.exercises.map((item, position) => {
          const verdict = resultOf(item);
          return (
            <li key={item.id}>
              <Chip
                label={position + 1}
                clickable
                onClick={() => go(position)}
                color={verdict ? (verdict.isCorrect ? 'success' : 'error') : 'default'}
                variant={position === index ? 'filled' : 'outlined'}
                aria-current={position === index ? 'step' : undefined}
                aria-label={t('exercises.goTo', { number: position + 1, state: t(verdict ? (verdict.isCorrect ? 'exercises.right' : 'exercises.wrong') : 'exercises.notAnswered') })}
              />
            </li>
          );
        })}
      </Stack>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="grammar-exercise" data-exercise-index={index} data-checked={result ? (result.isCorrect ? 'right' : 'wrong') : undefined}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3" sx={{ fontWeight: 600, outline: 'none' }}>
            {t('exercises.heading', { number: index + 1, total: data.exercises.length })}
            {exercise.title ? (
              <>
                {' · '}
                <bdi>{exercise.title}</bdi>
              </>
            ) : null}
          </Typography>
          {result ? (
            <Chip size="small" color={result.isCorrect ? 'success' : 'error'} icon={result.isCorrect ? <CheckCircleIcon /> : <CancelIcon />} label={t(result.isCorrect ? 'exercises.right' : 'exercises.wrong')} data-testid="grammar-verdict" />
          ) : null}
        </Stack>
        {type ? (
          <type.Player
            key={`${exercise.id}-${result ? 'checked' : 'open'}`}
            questionId={exercise.id}
            numbers={numbers}
            content={exercise.content}
            response={(result ? result.response : responses[exercise.id]) ?? null}
            onChange={result ? undefined : (next: unknown) => setResponses((all) => ({ ...all, [exercise.id]: next }))}
            readOnly={Boolean(result)}
            review={result ? { answerKey: result.answerKey, parts: result.parts } : undefined}
          />
        ) : (
          <Alert severity="warning">{t('exercises.unknownType', { type: exercise.type })}</Alert>
        )}
        {result?.explanation ? (
          <Box data-testid="grammar-explanation" role="status" sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderInlineStart: 3, borderColor: result.isCorrect ? 'success.main' : 'error.main' }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {t('exercises.why')}
            </Typography>
            <Typography variant="body2" dir="auto" lang="en">
              {result.explanation}
            </Typography>
          </Box>
        ) : null}
        {checking.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(checking.error)}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="text" disabled={index === 0} onClick={() => go(index - 1)} data-testid="grammar-previous">
            {t('exercises.previous')}
          </Button>
          {result ? (
            <Button variant="outlined" onClick={retry} data-testid="grammar-retry">
              {t('exercises.retry')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void submit()} loading={checking.isLoading} data-testid="grammar-check">
              {t('exercises.check')}
            </Button>
          )}
          <Button variant={result ? 'contained' : 'text'} disabled={index === data.exercises.length - 1} onClick={() => go(index + 1)} data-testid="grammar-next">
            {t('exercises.next')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
