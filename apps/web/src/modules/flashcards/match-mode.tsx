'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MATCH_PAIRS, type FlashWord, type MatchDeal, type MatchResult } from '@lexam/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure-text';
import { useSendMatchMutation, useStartMatchMutation } from './flashcards-api';
import { MatchBoard, type MatchedPair } from './match-board';
import { MatchTop10, formatDuration } from './match-top10';
import { useContentLang } from './use-content-lang';

const PAIR_CHOICES = Array.from({ length: MATCH_PAIRS.max - MATCH_PAIRS.min + 1 }, (_, index) => MATCH_PAIRS.min + index);

/**
 * Match: the server deals 6–8 terms and meanings and starts its clock; the learner pairs them as fast
 * as they can; the server times the result and keeps the best times (top 10 and the learner's rank).
 * The screen knows which tiles pair from the list's words (same language), so a wrong pair shows at once.
 */
export function MatchMode({ wordListId, words }: { wordListId: number; words: readonly FlashWord[] }) {
  const { t, i18n } = useTranslation('flashcards');
  const lang = useContentLang();
  const [pairCount, setPairCount] = useState<number>(MATCH_PAIRS.default);
  const [startMatch, starting] = useStartMatchMutation();
  const [sendMatch, sending] = useSendMatchMutation();
  const [deal, setDeal] = useState<MatchDeal | null>(null);
  const [result, setResult] = useState<MatchResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    setResult(null);
    const answer = await startMatch({ wordListId, pairs: pairCount, lang });
    if ('error' in answer) return setFailure(failureText(answer.error));
    setDeal(answer.data);
  };

  const isPair = useCallback(
    (termKey: string, meaningKey: string) => {
      const term = deal?.terms.find((tile) => tile.key === termKey)?.text;
      const meaning = deal?.meanings.find((tile) => tile.key === meaningKey)?.text;
      return words.some((word) => word.term === term && (word.meaning === meaning || word.meaningEn === meaning));
    },
    [deal, words],
  );

  const finish = useCallback(
    async (pairs: MatchedPair[]) => {
      if (!deal) return;
      const answer = await sendMatch({ matchId: deal.matchId, pairs });
      setDeal(null);
      if ('error' in answer) return setFailure(failureText(answer.error));
      setResult(answer.data);
    },
    [deal, sendMatch],
  );

  return (
    <Stack spacing={2} data-testid="match-mode">
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {deal ? (
        <>
          <Clock startedAt={deal.startedAt} />
          <MatchBoard terms={deal.terms} meanings={deal.meanings} seed={deal.matchId.length + deal.terms.length} isPair={isPair} onDone={(pairs) => void finish(pairs)} />
          {sending.isLoading ? <Typography color="text.secondary">{t('match.checking')}</Typography> : null}
        </>
      ) : (
        <>
          {result ? (
            <Alert severity="success" data-testid="match-result">
              {t('match.time', { time: formatDuration(result.durationMs, i18n.language) })} {result.isPersonalBest ? t('match.personalBest') : ''} {t('match.rank', { rank: result.rank })}
            </Alert>
          ) : (
            <Typography color="text.secondary">{t('match.intro')}</Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField select size="small" label={t('match.pairs')} value={pairCount} onChange={(event) => setPairCount(Number(event.target.value))} sx={{ minWidth: 120 }}>
              {PAIR_CHOICES.map((count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={() => void start()} loading={starting.isLoading} data-testid="match-start">
              {result ? t('match.playAgain') : t('match.start')}
            </Button>
          </Stack>
          <MatchTop10 wordListId={wordListId} pairs={pairCount} />
        </>
      )}
    </Stack>
  );
}

/** The running clock the learner sees; the time that counts is the server's. */
function Clock({ startedAt }: { startedAt: string }) {
  const { t, i18n } = useTranslation('flashcards');
  const [origin] = useState(() => Date.now());
  const [now, setNow] = useState(origin);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return (
    <Typography variant="h5" component="p" aria-label={t('match.clock')} sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="match-clock">
      {formatDuration(now - origin, i18n.language)}
    </Typography>
  );
}
