'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { checkTypedAnswer, type AnswerVerdict } from '@lexam/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toCardWord, type CardWord } from './card-word';
import { usePracticeQuery } from './flashcards-api';
import { PlayButton } from './play-button';
import { advance, startQueue, type PracticeItem } from './practice-queue';
import { useContentLang } from './use-content-lang';

type Feedback = { verdict: AnswerVerdict; given: string } | null;

/**
 * Quizlet's Learn, free: the meaning is shown and the learner picks the term, then, when it comes
 * back, types it. A one-letter slip counts as "almost" (right, with the spelling shown). Nothing here
 * touches the study schedule.
 */
export function PracticeMode({ wordListId }: { wordListId: number }) {
  const { t } = useTranslation('flashcards');
  const lang = useContentLang();
  const [round, setRound] = useState(0);
  const { data, error, isFetching } = usePracticeQuery({ wordListId, lang, round }, { refetchOnMountOrArgChange: true });
  const initial = useMemo(() => startQueue((data?.items ?? []).map((item) => ({ word: toCardWord(item.word), choices: item.choices }))), [data]);
  if (error) return <Alert severity="error">{t('loadError')}</Alert>;
  if (!data || isFetching) return <Skeleton variant="rounded" height={260} />;
  if (initial.length < 2) return <Alert severity="info">{t('practice.tooFew')}</Alert>;
  return <PracticeRound key={`${round}-${data.items.length}`} initial={initial} onAgain={() => setRound((value) => value + 1)} />;
}

function PracticeRound({ initial, onAgain }: { initial: PracticeItem[]; onAgain: () => void }) {
  const { t } = useTranslation('flashcards');
  const [queue, setQueue] = useState(initial);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [typed, setTyped] = useState('');
  const total = initial.length * 2;
  const left = queue.reduce((sum, item) => sum + (item.stage === 'choice' ? 2 : 1), 0);
  const current = queue[0];

  if (!current) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} data-testid="practice-done">
        <Typography variant="h5" component="p">{t('practice.done')}</Typography>
        <Button variant="contained" onClick={onAgain}>{t('practice.again')}</Button>
      </Stack>
    );
  }

  const answer = (given: string) => {
    if (feedback) return;
    const verdict = current.stage === 'choice' ? (given === current.word.meaning ? 'correct' : 'wrong') : checkTypedAnswer(given, current.word.term);
    setFeedback({ verdict, given });
  };
  const next = () => {
    setQueue((items) => advance(items, feedback?.verdict !== 'wrong'));
    setFeedback(null);
    setTyped('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (feedback) next();
    else answer(typed);
  };

  return (
    <Stack spacing={2} data-testid="practice-mode">
      <LinearProgress variant="determinate" value={((total - left) / total) * 100} aria-label={t('practice.progress')} sx={{ height: 8, borderRadius: 4 }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="overline" color="text.secondary">
          {current.stage === 'choice' ? t('practice.choose') : t('practice.type')}
        </Typography>
        {current.stage === 'choice' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="p" lang="en" dir="ltr" sx={{ fontWeight: 700 }} data-testid="practice-prompt">
              {current.word.term}
            </Typography>
            <PlayButton term={current.word.term} audioUrl={current.word.audioUrl} size="small" />
          </Stack>
        ) : (
          <Typography variant="h5" component="p" dir="auto" sx={{ mb: 2 }} data-testid="practice-prompt">
            {current.word.meaning}
          </Typography>
        )}
        {current.stage === 'choice' ? (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {current.choices.map((choice) => {
              const isAnswer = feedback && choice === current.word.meaning;
              const isWrongPick = feedback && choice === feedback.given && feedback.verdict === 'wrong';
              return (
                <Button key={choice} variant={isAnswer ? 'contained' : 'outlined'} color={isAnswer ? 'success' : isWrongPick ? 'error' : 'inherit'} onClick={() => answer(choice)} dir="auto" sx={{ justifyContent: 'flex-start', textTransform: 'none' }} data-testid="practice-choice">
                  {choice}
                </Button>
              );
            })}
          </Box>
        ) : (
          <Box component="form" onSubmit={onSubmit} noValidate>
            <TextField fullWidth autoFocus autoComplete="off" label={t('practice.typeLabel')} value={typed} onChange={(event) => setTyped(event.target.value)} slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', autoCapitalize: 'none', spellCheck: false, readOnly: Boolean(feedback), 'data-testid': 'practice-input' } }} />
            {!feedback ? (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button type="submit" variant="contained">{t('practice.check')}</Button>
                <Button onClick={() => answer('')}>{t('practice.dontKnow')}</Button>
              </Stack>
            ) : null}
          </Box>
        )}
        {feedback ? <PracticeFeedback feedback={feedback} word={current.word} onNext={next} /> : null}
      </Paper>
    </Stack>
  );
}

function PracticeFeedback({ feedback, word, onNext }: { feedback: NonNullable<Feedback>; word: CardWord; onNext: () => void }) {
  const { t } = useTranslation('flashcards');
  const severity = feedback.verdict === 'correct' ? 'success' : feedback.verdict === 'almost' ? 'warning' : 'error';
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Alert severity={severity} data-testid="practice-verdict" data-verdict={feedback.verdict} action={<PlayButton term={word.term} audioUrl={word.audioUrl} size="small" />}>
        {t(`practice.${feedback.verdict}`)}{' '}
        <Box component="bdi" lang="en" sx={{ fontWeight: 700 }}>
          {word.term}
        </Box>
      </Alert>
      <Button variant="contained" onClick={onNext} autoFocus data-testid="practice-next" sx={{ alignSelf: 'flex-start' }}>
        {t('practice.next')}
      </Button>
    </Stack>
  );
}
