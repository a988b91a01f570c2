'use client';

import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import CancelIcon from '@mui/icons-material/CancelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@web/lib/store';
import type { ToeicCheck, ToeicPracticeQuestion } from '@lexam/contracts';
import { webQuestionTypeFor } from '@web/modules/exam/question-types';
import { problemTitle } from '@web/modules/resource/problem';
import { invalidateToeicCourse, useCheckToeicAnswerMutation } from './toeic-course-api';

/** One practice question: the exam's player for its type, checked at once; then right or wrong, the answer and the explanation. */
export function PracticeQuestion({ lessonId, question, number, onChecked }: { lessonId: number; question: ToeicPracticeQuestion; number: number; onChecked: (check: ToeicCheck) => void }) {
  const { t } = useTranslation('toeic-course');
  const dispatch = useAppDispatch();
  const type = webQuestionTypeFor(question.type);
  const [response, setResponse] = useState<unknown>(null);
  const [checked, setChecked] = useState<ToeicCheck | null>(null);
  const [check, checking] = useCheckToeicAnswerMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const answer = await check({ lessonId, index: question.index, response }).unwrap();
      setChecked(answer);
      onChecked(answer);
      dispatch(invalidateToeicCourse());
    } catch (failure) {
      setError(problemTitle(failure) || t('checkFailed'));
    }
  };
  const retry = () => {
    setChecked(null);
    setResponse(null);
  };

  return (
    <Stack component="article" spacing={1.5} data-testid="course-question" data-checked={checked ? (checked.isCorrect ? 'right' : 'wrong') : undefined} sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="overline" color="text.secondary" component="h4">
          {t('question', { number })}
        </Typography>
        {checked ? (
          <Chip size="small" color={checked.isCorrect ? 'success' : 'error'} icon={checked.isCorrect ? <CheckCircleIcon /> : <CancelIcon />} label={t(checked.isCorrect ? 'right' : 'wrong')} data-testid="course-verdict" />
        ) : question.lastCorrect !== null ? (
          <Chip size="small" variant="outlined" label={t(question.lastCorrect ? 'lastRight' : 'lastWrong')} />
        ) : null}
      </Stack>
      {type ? (
        <Box lang="en" dir="ltr">
          <type.Player
            questionId={question.index + 1}
            numbers={[number]}
            content={question.content}
            response={(checked ? checked.response : response) ?? null}
            onChange={checked ? undefined : setResponse}
            readOnly={Boolean(checked)}
            review={checked ? { answerKey: checked.answerKey, parts: checked.parts } : undefined}
          />
        </Box>
      ) : (
        <Alert severity="warning">{t('unknownType', { type: question.type })}</Alert>
      )}
      {checked ? (
        <Box data-testid="course-explanation" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderInlineStart: 3, borderColor: 'info.main' }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('answerIs', { answer: String((checked.answerKey as { correct?: unknown } | null)?.correct ?? '') })}
          </Typography>
          {checked.explanation ? (
            <Typography variant="body2" dir="auto">
              {checked.explanation}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        {checked ? (
          <Button variant="outlined" onClick={retry}>
            {t('tryAgain')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void submit()} disabled={response === null || checking.isLoading} data-testid="course-check">
            {t('check')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
