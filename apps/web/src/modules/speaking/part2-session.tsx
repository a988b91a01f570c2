'use client';

import MicIcon from '@mui/icons-material/MicRounded';
import SkipIcon from '@mui/icons-material/SkipNextRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PART2_MAX_MS, PART2_PREPARE_MS, type SpeakingPromptDetail } from '@lexam/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, timeLeft } from './recording-format';
import { RecorderPanel } from './recorder-panel';
import { SendBar } from './send-bar';
import { useDraft } from './use-draft';

type Phase = 'card' | 'prepare' | 'speak';

/** The one-minute preparation: a visible countdown; it ends by itself or when the learner skips it. */
function Preparation({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('speaking');
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => setElapsed(performance.now() - started), 250);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (elapsed >= PART2_PREPARE_MS) onDone();
  }, [elapsed, onDone]);
  return (
    <Box data-testid="part2-prepare">
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatClock(timeLeft(PART2_PREPARE_MS, elapsed))}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('part2.preparing')}</Typography>
      </Stack>
      <LinearProgress variant="determinate" value={Math.min(100, (elapsed / PART2_PREPARE_MS) * 100)} aria-label={t('part2.prepareProgress')} sx={{ my: 1 }} />
      <Button startIcon={<SkipIcon />} onClick={onDone} data-testid="skip-preparation">
        {t('part2.skip')}
      </Button>
    </Box>
  );
}

/** Part 2: the cue card, a minute to prepare with notes, then up to two minutes of talk that stops by itself. */
export function Part2Session({ prompt, onMyAnswers }: { prompt: SpeakingPromptDetail; onMyAnswers: () => void }) {
  const { t } = useTranslation('speaking');
  const draft = useDraft(prompt);
  const [phase, setPhase] = useState<Phase>(draft.recordings[0] ? 'speak' : 'card');
  const talk = draft.recordings[0];
  return (
    <Stack spacing={3}>
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
          {t('part2.cueCard')}
        </Typography>
        <Box lang="en" dir="ltr" sx={{ '& p': { mt: 0, mb: 1 }, '& ul': { pl: 3, my: 0 } }} dangerouslySetInnerHTML={{ __html: prompt.cueCardHtml }} data-testid="cue-card" />
      </Card>
      {phase === 'card' ? (
        <Box>
          <Typography sx={{ mb: 1.5 }}>{t('part2.intro')}</Typography>
          <Button variant="contained" size="large" onClick={() => setPhase('prepare')} data-testid="start-preparation">
            {t('part2.startPreparing')}
          </Button>
        </Box>
      ) : null}
      {phase !== 'card' ? (
        <TextField
          label={t('part2.notes')}
          value={draft.notes}
          onChange={(event) => draft.setNotes(event.target.value)}
          onBlur={() => (draft.draftId !== null ? void draft.saveNotes() : undefined)}
          multiline
          minRows={3}
          fullWidth
          disabled={draft.sent !== null}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'part2-notes' } }}
        />
      ) : null}
      {phase === 'prepare' ? <Preparation onDone={() => setPhase('speak')} /> : null}
      {phase === 'speak' ? (
        <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
            <MicIcon color="primary" />
            <Typography variant="h6" component="h2">
              {t('part2.speak')}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('part2.speakHelp')}
          </Typography>
          <RecorderPanel maxMs={PART2_MAX_MS} countdown recording={talk} autoStart={!talk} onRecorded={(recording) => void draft.record(0, recording)} isSaving={draft.savingIndex === 0} disabled={draft.sent !== null} testId="part2-recorder" />
        </Card>
      ) : null}
      <SendBar canSend={Boolean(talk) && draft.savingIndex === null} isSending={draft.isSending} problem={draft.problem} sent={draft.sent !== null} onSend={draft.send} onMyAnswers={onMyAnswers} />
    </Stack>
  );
}
