'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlashTestAnswerResult, FlashTestResult } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';

/** A test's score, then each wrong answer beside the right one ("almost" marked kindly). */
export function TestReview({ result, onAgain }: { result: FlashTestResult; onAgain: () => void }) {
  const { t } = useTranslation('flashcards');
  const wrong = result.results.filter((answer) => !answer.isCorrect);
  return (
    <Stack spacing={2} data-testid="test-result">
      <Alert severity={wrong.length === 0 ? 'success' : 'info'} data-testid="test-score">
        {t('test.score', { correct: result.correct, total: result.total })}
      </Alert>
      {wrong.length > 0 ? (
        <>
          <Typography variant="h6" component="h3">
            {t('test.reviewWrong', { count: wrong.length })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {wrong.map((answer) => (
              <li key={answer.index}>
                <WrongAnswer answer={answer} />
              </li>
            ))}
          </Box>
        </>
      ) : null}
      <Button variant="contained" onClick={onAgain} sx={{ alignSelf: 'flex-start' }} data-testid="test-again">
        {t('test.again')}
      </Button>
    </Stack>
  );
}

function WrongAnswer({ answer }: { answer: FlashTestAnswerResult }) {
  const { t } = useTranslation('flashcards');
  const show = (value: string | boolean | null) => (typeof value === 'boolean' ? t(value ? 'test.true' : 'test.false') : value || t('test.noAnswer'));
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderInlineStart: 4, borderInlineStartColor: answer.verdict === 'almost' ? 'warning.main' : 'error.main' }} data-testid="test-wrong">
      <Typography sx={{ fontWeight: 700 }} lang="en" dir="ltr" component="p">
        {answer.term} <Typography component="span" color="text.secondary" dir="auto">— {answer.meaning}</Typography>
      </Typography>
      <Typography variant="body2">
        {t('test.yourAnswer')} <bdi>{show(answer.given)}</bdi>
        {answer.verdict === 'almost' ? ` (${t('test.almost')})` : ''}
      </Typography>
      <Typography variant="body2" color="success.main">
        {t('test.rightAnswer')} <bdi>{show(answer.rightAnswer)}</bdi>
      </Typography>
    </Paper>
  );
}
