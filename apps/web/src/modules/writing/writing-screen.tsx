'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import SendIcon from '@mui/icons-material/SendRounded';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords, type WritingPromptDetail } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { SaveStateChip } from '@web/modules/exam-player/save-state-chip';
import { HelpPanel } from './help-panel';
import { PromptPanel } from './prompt-panel';
import { StartCard } from './start-card';
import { SubmitDialog } from './submit-dialog';
import { useWritingDraft } from './use-writing-draft';
import { useWritingPromptQuery } from './writing-api';
import { formatClock, remainingMs } from './writing-timer';

const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** The writing screen of one prompt: the prompt beside the editor (stacked on a phone), the word count, the timer, help on demand, submit. */
export function WritingScreen({ writingId }: { writingId: number }) {
  const { t } = useTranslation('writing');
  const { data: prompt, isError } = useWritingPromptQuery(writingId);
  const back = (
    <Button component={Link} href={`${paths.page.writing}?tab=${prompt?.task ?? 'task1'}`} startIcon={<ArrowBackIcon sx={FLIP_IN_RTL} />} sx={{ mb: 1 }}>
      {t('backToPrompts')}
    </Button>
  );
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      {back}
      {isError ? <Alert severity="error">{t('promptMissing')}</Alert> : prompt ? <Editor prompt={prompt} /> : <Skeleton variant="rounded" height={420} />}
    </Container>
  );
}

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function Editor({ prompt }: { prompt: WritingPromptDetail }) {
  const { t } = useTranslation('writing');
  const router = useRouter();
  const draft = useWritingDraft(prompt.id);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [isSubmitOpen, setSubmitOpen] = useState(false);
  const words = countWords(draft.text);
  const now = useNow(draft.state.phase === 'writing' && draft.limit !== null);
  const left = remainingMs({ startedAt: draft.startedAt, limitMinutes: draft.limit, now });
  const isTimeUp = left !== null && left <= 0;
  const isWriting = draft.state.phase === 'writing';

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }} lang="en" dir="ltr">
          {prompt.title}
        </Typography>
        <Chip label={t(`tabs.${prompt.task}`)} size="small" />
        {isWriting ? <SaveStateChip save={draft.save} /> : null}
        {isWriting && left !== null ? (
          <Chip icon={<TimerIcon />} color={isTimeUp ? 'error' : left < 5 * 60_000 ? 'warning' : 'default'} variant="outlined" label={formatClock(left)} aria-label={t('timeLeft', { time: formatClock(left) })} data-testid="writing-timer" sx={{ fontVariantNumeric: 'tabular-nums' }} />
        ) : null}
        <Button variant="outlined" startIcon={<LightbulbIcon />} onClick={() => setHelpOpen(true)} data-testid="writing-help-open">
          {t('help.open')}
        </Button>
        {isWriting ? (
          <Button variant="contained" startIcon={<SendIcon sx={FLIP_IN_RTL} />} onClick={() => setSubmitOpen(true)} disabled={words === 0} data-testid="writing-submit">
            {t('submit.open')}
          </Button>
        ) : null}
      </Stack>
      {isTimeUp ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="writing-time-up">
          {t('timeUp')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <PromptPanel prompt={prompt} />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          {draft.state.phase === 'loading' ? <Skeleton variant="rounded" height={360} /> : null}
          {draft.state.phase === 'error' ? <Alert severity="error">{draft.state.message ?? t('loadFailed')}</Alert> : null}
          {draft.state.phase === 'choose' ? <StartCard task={prompt.task} onStart={draft.start} /> : null}
          {isWriting ? (
            <>
              <TextField
                multiline
                fullWidth
                minRows={16}
                value={draft.text}
                onChange={(event) => draft.change(event.target.value)}
                label={t('editor.label')}
                placeholder={t('editor.placeholder')}
                slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', spellCheck: false, autoCorrect: 'off', autoCapitalize: 'sentences', 'data-testid': 'writing-editor' } }}
              />
              <WordCount words={words} min={prompt.minWords} />
            </>
          ) : null}
        </Paper>
      </Box>
      <HelpPanel writingId={prompt.id} open={isHelpOpen} onClose={() => setHelpOpen(false)} />
      <SubmitDialog
        open={isSubmitOpen}
        words={words}
        minWords={prompt.minWords}
        onClose={() => setSubmitOpen(false)}
        onSubmit={async () => {
          const result = await draft.submit();
          if (result.ok) router.push(`${paths.page.writing}?tab=answers&sent=${result.answer.id}`);
          return result;
        }}
      />
    </>
  );
}

function WordCount({ words, min }: { words: number; min: number }) {
  const { t } = useTranslation('writing');
  const isEnough = words >= min;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" role="status" aria-live="polite" data-testid="writing-word-count" data-words={words} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('wordCount', { count: words, min })}
        </Typography>
        <Typography variant="body2" color={isEnough ? 'success.main' : 'text.secondary'} sx={(theme) => ({ ...(isEnough ? { color: theme.palette.success.darker, ...theme.applyStyles('dark', { color: theme.palette.success.main }) } : {}) })}>
          {isEnough ? t('enoughWords') : t('wordsToGo', { count: min - words })}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={Math.min(100, (words / min) * 100)} color={isEnough ? 'success' : 'primary'} aria-label={t('wordCount', { count: words, min })} />
    </Box>
  );
}
