'use client';

import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNextRounded';
import SpellcheckIcon from '@mui/icons-material/SpellcheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTRACTIONS, hintFor, type LearnerSegment, type SaveSyslogAnswer } from '@lexam/contracts';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { failureText } from '@web/modules/flashcards/failure-text';
import { CheckedWords } from './checked-words';
import { useSaveSyslogMutation } from './listening-api';
import { MissedWordsButton } from './missed-words-button';
import { useTypedDraft } from './typed-draft';
import type { Speed } from './use-segment-player';

export interface DictationActions {
  check: () => void;
  hint: () => void;
}

interface Props {
  recordingId: number;
  segment: LearnerSegment;
  contractions: ReadonlyArray<readonly [string, string]> | undefined;
  speed: Speed;
  playCount: number;
  isLast: boolean;
  onChecked: (answer: SaveSyslogAnswer) => void;
  onNext: () => void;
  actions: Ref<DictationActions>;
}

/** One segment's dictation: type what was heard, reveal a word when stuck, check on the server, see each word marked. */
export function DictationPanel({ recordingId, segment, contractions, speed, playCount, isLast, onChecked, onNext, actions }: Props) {
  const { t } = useTranslation('listening');
  const toast = useToast();
  const [text, setText] = useTypedDraft(recordingId, segment.id, segment.progress?.lastTyped ?? '');
  const [revealed, setRevealed] = useState<Array<{ index: number; word: string }>>([]);
  const [answer, setAnswer] = useState<SaveSyslogAnswer | null>(null);
  const [save, saving] = useSaveSyslogMutation();

  const check = async () => {
    if (saving.isLoading || !text.trim()) return;
    const result = await save({ recordingId, segmentId: segment.id, typed: text, hintsUsed: revealed.length, speed, playedCount: playCount });
    if ('error' in result) return void toast.error(failureText(result.error));
    setAnswer(result.data);
    onChecked(result.data);
  };
  const hint = () => {
    const next = hintFor(text, segment.transcript, contractions ?? CONTRACTIONS);
    if (!next) return;
    setRevealed((current) => (current.some((item) => item.index === next.index) ? current : [...current, next]));
  };
  useImperativeHandle(actions, () => ({ check: () => void check(), hint }));

  const counts = answer ? { right: 0, wrong: 0, missing: 0, extra: 0, ...Object.fromEntries(['right', 'wrong', 'missing', 'extra'].map((status) => [status, answer.words.filter((word) => word.status === status).length])) } : null;
  const complete = answer !== null && answer.words.every((word) => word.status === 'right');
  return (
    <Stack spacing={2}>
      <TextField
        label={t('dictation.typeLabel')}
        placeholder={t('dictation.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', autoComplete: 'off', 'data-testid': 'dictation-input' } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => void check()} disabled={saving.isLoading || !text.trim()} startIcon={<SpellcheckIcon />} data-testid="dictation-check">
          {t('dictation.check')}
        </Button>
        <Button variant="outlined" onClick={hint} startIcon={<LightbulbIcon />} data-testid="dictation-hint">
          {t('dictation.hint')}
        </Button>
        <Button variant={answer ? 'contained' : 'text'} color={answer ? 'success' : 'primary'} onClick={onNext} endIcon={<NavigateNextIcon sx={flipInRtlSx} />} data-testid="dictation-next">
          {isLast ? t('dictation.toShadowing') : t('dictation.next')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite">
        {revealed.length ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-testid="hints">
            <Typography variant="body2" color="text.secondary">
              {t('dictation.hintsLabel')}
            </Typography>
            {revealed.map((item) => (
              <Chip key={item.index} size="small" icon={<LightbulbIcon />} label={<span lang="en" dir="ltr">{t('dictation.hintWord', { position: item.index + 1, word: item.word })}</span>} data-testid="hint-word" />
            ))}
          </Stack>
        ) : null}
      </Box>
      <Box role="status" aria-live="polite" data-testid="check-result">
        {answer && counts ? (
          <Stack spacing={1.5}>
            <Alert severity={complete ? 'success' : answer.accuracy >= 60 ? 'info' : 'warning'}>
              <span data-testid="check-accuracy" data-accuracy={answer.accuracy}>
                {complete ? t('check.perfect') : t('check.summary', { accuracy: answer.accuracy, right: counts.right, wrong: counts.wrong, missing: counts.missing, extra: counts.extra })}
              </span>
            </Alert>
            <CheckedWords words={answer.words} />
          </Stack>
        ) : null}
      </Box>
      {answer && !complete ? <MissedWordsButton key={answer.progress.updatedAt} words={answer.words} transcript={segment.transcript} /> : null}
    </Stack>
  );
}
