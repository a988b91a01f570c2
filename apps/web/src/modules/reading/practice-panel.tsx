'use client';

import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import CancelIcon from '@mui/icons-material/CancelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckedPracticeItem, PracticeCheck, PracticeItemToAnswer } from '@lexam/contracts';
import { problemTitle } from '@web/modules/resource/problem';
import { webQuestionTypeFor } from '@web/modules/exam/question-types';
import { useCheckPracticeMutation, usePassagePracticeQuery } from './reading-api';


/** One practice item: the exam's player for its type; after a check, its review, verdict and explanation. */
function PracticeItem({ item, checked, response, onChange }: { item: PracticeItemToAnswer; checked: CheckedPracticeItem | null; response: unknown; onChange: (next: unknown) => void }) {
  const { t } = useTranslation('reading');
  const type = webQuestionTypeFor(item.type);
  return (
    <Stack component="article" spacing={1.5} data-testid="practice-item" data-checked={checked ? (checked.isCorrect ? 'right' : 'wrong') : undefined} sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {item.numbers.length > 1 ? t('practice.questionRange', { from: item.numbers[0], to: item.numbers.at(-1) }) : t('practice.question', { number: item.numbers[0] })}
        </Typography>
        {checked ? (
          <Chip
            size="small"
            color={checked.isCorrect ? 'success' : checked.marks > 0 ? 'warning' : 'error'}
            icon={checked.isCorrect ? <CheckCircleIcon /> : <CancelIcon />}
            label={`${t(checked.isCorrect ? 'practice.right' : 'practice.wrong')} · ${t('practice.marks', { marks: checked.marks, max: checked.maxMarks })}`}
          />
        ) : null}
      </Stack>
      {type ? (
        <type.Player
          questionId={item.index + 1}
          numbers={item.numbers}
          content={item.content}
          response={(checked ? checked.response : response) ?? null}
          onChange={checked ? undefined : onChange}
          readOnly={Boolean(checked)}
          review={checked ? { answerKey: checked.answerKey, parts: checked.parts } : undefined}
        />
      ) : (
        <Alert severity="warning">{t('practice.unknownType', { type: item.type })}</Alert>
      )}
      {checked?.explanation ? (
        <Box data-testid="practice-explanation" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderInlineStart: 3, borderColor: 'info.main' }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('practice.explanation')}
          </Typography>
          <Typography variant="body2" dir="auto">
            {checked.explanation}
          </Typography>
          {checked.evidence ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('practice.evidence')} <q lang="en">{checked.evidence}</q>
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The passage's practice: the questions with the exam's players, "Check answers" (graded on the
 * server by the exam engine), then right or wrong per question with the answer and the explanation,
 * the score, and "Try again".
 */
export function PracticePanel({ passageId }: { passageId: number }) {
  const { t } = useTranslation('reading');
  const practice = usePassagePracticeQuery(passageId);
  const [check, checking] = useCheckPracticeMutation();
  const [responses, setResponses] = useState<Record<string, unknown>>({});
  const [result, setResult] = useState<PracticeCheck | null>(null);
  const scoreRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (practice.isLoading) return <Skeleton variant="rounded" height={240} />;
  if (practice.error) return <Alert severity="error">{problemTitle(practice.error)}</Alert>;
  const items = practice.data?.items ?? [];
  if (items.length === 0) return null;

  const submit = async () => {
    const answered = await check({ passageId, responses: Object.fromEntries(Object.entries(responses).filter(([, value]) => value !== null)) });
    if ('data' in answered && answered.data) {
      setResult(answered.data);
      requestAnimationFrame(() => scoreRef.current?.focus());
    }
  };
  const again = () => {
    setResult(null);
    setResponses({});
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const checkedOf = (index: number) => result?.items.find((item) => item.index === index) ?? null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="reading-practice-title" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="practice-panel">
      <Typography id="reading-practice-title" ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 0.5, outline: 'none' }}>
        {t('practice.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('practice.lead', { count: practice.data?.maxMarks ?? 0 })}
      </Typography>
      {result ? (
        <Alert
          ref={scoreRef}
          tabIndex={-1}
          severity={result.marks === result.maxMarks ? 'success' : result.marks > 0 ? 'info' : 'warning'}
          sx={{ mb: 2 }}
          data-testid="practice-score"
          role="status"
        >
          {t('practice.score', { marks: result.marks, max: result.maxMarks })}
          {result.progress.practiceMarks !== null && result.progress.practiceMarks > result.marks ? ` ${t('practice.best', { marks: result.progress.practiceMarks, max: result.progress.practiceMaxMarks })}` : ''}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {items.map((item) => (
          <PracticeItem
            key={item.index}
            item={item}
            checked={checkedOf(item.index)}
            response={responses[String(item.index)] ?? null}
            onChange={(next) => setResponses((current) => ({ ...current, [String(item.index)]: next }))}
          />
        ))}
      </Stack>
      {checking.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problemTitle(checking.error)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {result ? (
          <Button variant="outlined" onClick={again} data-testid="practice-again">
            {t('practice.tryAgain')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void submit()} loading={checking.isLoading} data-testid="practice-check">
            {t('practice.check')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
