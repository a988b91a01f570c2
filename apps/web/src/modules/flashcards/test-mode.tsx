'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FLASH_TEST_KINDS, type FlashTest, type FlashTestAnswer, type FlashTestKind, type FlashTestResult } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure-text';
import { useSendTestMutation, useTestQuestionsQuery } from './flashcards-api';
import { TestQuestion, type TestAnswerValue } from './test-question';
import { TestReview } from './test-review';
import { useContentLang } from './use-content-lang';

interface Setup {
  count: number;
  kinds: FlashTestKind[];
  round: number;
}

/** Test: the learner chooses how many questions and which kinds, answers them all, then reviews the wrong ones. */
export function TestMode({ wordListId, wordCount }: { wordListId: number; wordCount: number }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [round, setRound] = useState(0);
  if (!setup) return <TestSetup wordCount={wordCount} onStart={(count, kinds) => { setRound((value) => value + 1); setSetup({ count, kinds, round: round + 1 }); }} />;
  return <TestRun key={setup.round} wordListId={wordListId} setup={setup} onAgain={() => setSetup(null)} />;
}

function TestSetup({ wordCount, onStart }: { wordCount: number; onStart: (count: number, kinds: FlashTestKind[]) => void }) {
  const { t } = useTranslation('flashcards');
  const [count, setCount] = useState(String(Math.min(10, Math.max(1, wordCount))));
  const [kinds, setKinds] = useState<FlashTestKind[]>([...FLASH_TEST_KINDS]);
  const number = Number(count);
  const countValid = /^\d+$/.test(count) && number >= 1 && number <= 100;
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }} data-testid="test-setup">
      <TextField label={t('test.count')} value={count} onChange={(event) => setCount(event.target.value)} error={!countValid} helperText={countValid ? t('test.countHelp', { count: wordCount }) : t('test.countError')} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'test-count' } }} />
      <FormGroup>
        <FormLabel component="legend">{t('test.kindsLabel')}</FormLabel>
        {FLASH_TEST_KINDS.map((kind) => (
          <FormControlLabel key={kind} label={t(`test.kinds.${kind}`)} control={<Checkbox checked={kinds.includes(kind)} onChange={(event) => setKinds((current) => (event.target.checked ? [...current, kind] : current.filter((other) => other !== kind)))} />} />
        ))}
      </FormGroup>
      {kinds.length === 0 ? <Alert severity="warning">{t('test.kindsError')}</Alert> : null}
      <Button variant="contained" disabled={!countValid || kinds.length === 0} onClick={() => onStart(number, kinds)} sx={{ alignSelf: 'flex-start' }} data-testid="test-start">
        {t('test.start')}
      </Button>
    </Stack>
  );
}

function TestRun({ wordListId, setup, onAgain }: { wordListId: number; setup: Setup; onAgain: () => void }) {
  const { t } = useTranslation('flashcards');
  const lang = useContentLang();
  const { data, error } = useTestQuestionsQuery({ wordListId, count: setup.count, kinds: setup.kinds.join(','), lang, round: setup.round }, { refetchOnMountOrArgChange: true });
  const [answers, setAnswers] = useState<Record<number, TestAnswerValue>>({});
  const [send, sending] = useSendTestMutation();
  const [result, setResult] = useState<FlashTestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (error) return <Alert severity="error">{failureText(error)}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={320} />;
  if (result) return <TestReview result={result} onAgain={onAgain} />;
  const unanswered = data.questions.filter((question) => answers[question.index] === undefined || answers[question.index] === '').length;

  const submit = async () => {
    setFailure(null);
    const answer = await send({ wordListId, lang, answers: toAnswers(data, answers) });
    if ('error' in answer) return setFailure(failureText(answer.error));
    setResult(answer.data);
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(event) => { event.preventDefault(); void submit(); }} data-testid="test-run">
      {data.questions.map((question, position) => (
        <TestQuestion key={question.index} question={question} number={position + 1} value={answers[question.index]} onChange={(value) => setAnswers((current) => ({ ...current, [question.index]: value }))} />
      ))}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {unanswered > 0 ? <Alert severity="info">{t('test.unanswered', { count: unanswered })}</Alert> : null}
      <Button type="submit" variant="contained" loading={sending.isLoading} sx={{ alignSelf: 'flex-start' }} data-testid="test-submit">
        {t('test.submit')}
      </Button>
    </Stack>
  );
}

/** The answers as the server takes them; an unanswered question is sent empty or null (wrong). */
function toAnswers(test: FlashTest, answers: Record<number, TestAnswerValue>): FlashTestAnswer[] {
  return test.questions.map((question) => {
    const value = answers[question.index];
    if (question.kind === 'trueFalse') return { index: question.index, kind: 'trueFalse', wordId: question.wordId, shownMeaning: question.shownMeaning, answer: typeof value === 'boolean' ? value : null };
    return { index: question.index, kind: question.kind, wordId: question.wordId, answer: typeof value === 'string' ? value : '' };
  });
}
