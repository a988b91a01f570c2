'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Rating, StudyCard as StudyCardData, StudyCounts } from '@lexam/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/i18n/intl-locale';
import { toCardWord } from './card-word';
import { failureText } from './failure-text';
import { useReviewMutation, useStartStudyMutation, useStudyBatchQuery } from './flashcards-api';
import { RatingButtons } from './rating-buttons';
import { StudyCard } from './study-card';
import { afterReview, RATING_BY_KEY } from './study-queue';
import { StudySettingsButton } from './study-settings';
import { useContentLang } from './use-content-lang';
import { useStudyKeys } from './use-study-keys';
import { useSwipe } from './use-swipe';

/**
 * Spaced repetition on one of the learner's lists: the due cards, then new ones up to the day's
 * limit. The front shows the term; space (or a tap) turns it; Again / Hard / Good / Easy (1–4, or a
 * swipe left / right on a phone) send the answer, each button showing the interval the server gives it.
 */
export function StudyMode({ wordListId }: { wordListId: number }) {
  const { t, i18n } = useTranslation('flashcards');
  const lang = useContentLang();
  const [startStudy, session] = useStartStudyMutation();
  const batch = useStudyBatchQuery({ wordListId, lang }, { refetchOnMountOrArgChange: true });
  const [review, reviewState] = useReviewMutation();
  const [queue, setQueue] = useState<StudyCardData[] | null>(null);
  const [counts, setCounts] = useState<StudyCounts | null>(null);
  const [isTurned, setTurned] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shownAt = useRef(0);

  // The session's id, awaited by an answer given before it arrived, so every answer counts in its session.
  const sessionId = useRef<Promise<number | undefined>>(Promise.resolve(undefined));
  useEffect(() => {
    sessionId.current = startStudy({ wordListId }).unwrap().then((started) => started.sessionId, () => undefined);
  }, [startStudy, wordListId]);

  const [batchSeen, setBatchSeen] = useState(batch.data);
  if (batch.data !== batchSeen && !batch.isFetching) {
    setBatchSeen(batch.data);
    if (batch.data) {
      setQueue(batch.data.cards);
      setCounts(batch.data.counts);
      setTurned(false);
    }
  }

  const current = queue?.[0];
  const currentId = current?.word.id;
  useEffect(() => {
    shownAt.current = Date.now();
  }, [currentId]);
  const turn = () => {
    setTurned(true);
  };
  const rate = async (rating: Rating) => {
    if (!current || reviewState.isLoading) return;
    setFailure(null);
    const durationMs = Math.min(3_600_000, Date.now() - shownAt.current);
    const result = await review({ wordListId, wordId: current.word.id, rating, sessionId: session.data?.sessionId ?? (await sessionId.current), durationMs });
    if ('error' in result) {
      setFailure(failureText(result.error));
      return;
    }
    setQueue((cards) => afterReview(cards ?? [], result.data));
    setCounts(result.data.counts);
    setTurned(false);
  };

  useStudyKeys({ enabled: Boolean(current), isTurned, onTurn: turn, onRate: (key) => void rate(RATING_BY_KEY[key]) });
  const swipe = useSwipe({ enabled: isTurned && !reviewState.isLoading, onLeft: () => void rate('again'), onRight: () => void rate('good') });

  if (batch.error) return <Alert severity="error">{failureText(batch.error)}</Alert>;
  if (!queue) return <Skeleton variant="rounded" height={320} />;

  return (
    <Stack spacing={2} data-testid="study-mode">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip color="primary" variant="outlined" label={t('study.dueCount', { count: counts?.due ?? 0 })} data-testid="study-due" />
        <Chip color="success" variant="outlined" label={t('study.newCount', { count: counts?.newToday ?? 0 })} data-testid="study-new" />
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {counts ? t('study.newToday', { started: counts.newStartedToday, limit: counts.newCardsPerDay }) : null}
        </Typography>
        <StudySettingsButton wordListId={wordListId} />
      </Stack>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {current ? (
        <>
          <StudyCard word={toCardWord(current.word)} isTurned={isTurned} onTurn={turn} offset={swipe.offset} handlers={swipe.handlers} />
          {isTurned ? (
            <RatingButtons intervals={current.intervals} disabled={reviewState.isLoading} onRate={(rating) => void rate(rating)} />
          ) : (
            <Button variant="contained" size="large" onClick={turn} aria-keyshortcuts="Space" data-testid="turn-card">
              {t('study.turn')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('study.keysHint')}
          </Typography>
        </>
      ) : (
        <Alert severity="success" data-testid="study-done" action={<Button onClick={() => void batch.refetch()}>{t('study.checkAgain')}</Button>}>
          {t('study.done')}{' '}
          {batch.data?.nextDueAt ? t('study.nextDue', { time: formatDate(batch.data.nextDueAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) }) : null}
        </Alert>
      )}
    </Stack>
  );
}
