'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptMode, OnlineTestListItem } from '@lexam/contracts';
import { problemTitle } from '@web/lib/api';
import { attemptIdOf, startAttempt } from './attempt-calls';
import { useToeicPartsQuery } from './exam-api';
import type { ExamKind } from './exam-kind';

/**
 * Starting a test: the full test under its real timing, or practice of chosen sections with a time
 * limit in minutes or none. Then the exam screen of the new attempt.
 */
export function StartTestDialog({ kind = 'ielts', test, examPath, onClose }: { kind?: ExamKind; test: OnlineTestListItem | null; examPath: string; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'toeic']);
  const router = useRouter();
  // TOEIC practice is by part: the parts of the test with their question ranges.
  const toeicParts = useToeicPartsQuery(test?.id ?? 0, { skip: kind !== 'toeic' || test === null });
  const options =
    kind === 'toeic' && toeicParts.data?.length
      ? toeicParts.data.map((part) => ({
          id: part.id,
          label: [part.part !== null ? t('toeic:parts.name', { number: part.part }) : part.title, part.first !== null && part.last !== null ? t('toeic:start.range', { first: part.first, last: part.last }) : ''].filter(Boolean).join(' · '),
        }))
      : (test?.sections ?? []).map((section, index) => ({ id: section.id, label: `${t('navigator.part', { number: index + 1 })}: ${section.title}` }));
  const [isLoading, setLoading] = useState(false);
  const [mode, setMode] = useState<AttemptMode>('full');
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [isTimed, setTimed] = useState(false);
  const [minutes, setMinutes] = useState('20');
  const [error, setError] = useState<string | null>(null);
  const sectionIds = chosen ?? options.map((option) => option.id);
  const minutesValue = Number(minutes);
  const isMinutesValid = !isTimed || (Number.isInteger(minutesValue) && minutesValue >= 1 && minutesValue <= 600);
  const canStart = mode === 'full' || (sectionIds.length > 0 && isMinutesValid);

  const close = () => {
    setMode('full');
    setChosen(null);
    setTimed(false);
    setError(null);
    onClose();
  };

  const start = async () => {
    if (!test || !canStart) return;
    setError(null);
    const body =
      mode === 'full'
        ? { testId: test.id, mode }
        : { testId: test.id, mode, sectionIds, ...(isTimed ? { timeLimitSeconds: minutesValue * 60 } : {}) };
    setLoading(true);
    const result = await startAttempt({ ...body, kind });
    setLoading(false);
    const id = result.ok ? attemptIdOf(result.data) : null;
    if (id === null) return setError(result.ok ? t('errors.startFailed') : problemTitle(result.error));
    router.push(`${examPath}?attemptId=${id}`);
  };

  const toggle = (id: number) => setChosen(sectionIds.includes(id) ? sectionIds.filter((item) => item !== id) : [...sectionIds, id]);

  return (
    <Dialog open={test !== null} onClose={isLoading ? undefined : close} maxWidth="sm" fullWidth aria-labelledby="start-title" data-testid="start-dialog">
      <DialogTitle id="start-title">{test ? t('start.title', { name: test.name }) : ''}</DialogTitle>
      <DialogContent>
        <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as AttemptMode)} aria-label={t('start.mode')}>
          <FormControlLabel
            value="full"
            control={<Radio />}
            label={
              <Stack sx={{ py: 0.5 }}>
                <Typography variant="subtitle2">{t('start.full')}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('start.fullHelp', { minutes: Math.round((test?.durationSeconds ?? 0) / 60), count: test?.questionCount ?? 0 })}
                </Typography>
              </Stack>
            }
          />
          <FormControlLabel
            value="practice"
            control={<Radio />}
            data-testid="mode-practice"
            label={
              <Stack sx={{ py: 0.5 }}>
                <Typography variant="subtitle2">{t('start.practice')}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('start.practiceHelp')}
                </Typography>
              </Stack>
            }
          />
        </RadioGroup>
        {mode === 'practice' && test && (
          <Stack spacing={2} sx={{ mt: 2, paddingInlineStart: 4 }}>
            <FormGroup>
              <FormLabel component="legend">{kind === 'toeic' ? t('toeic:start.parts') : t('start.sections')}</FormLabel>
              {options.map((option) => (
                <FormControlLabel key={option.id} control={<Checkbox checked={sectionIds.includes(option.id)} onChange={() => toggle(option.id)} />} label={option.label} />
              ))}
              {sectionIds.length === 0 && <Typography variant="caption" color="error">{t('start.chooseSection')}</Typography>}
            </FormGroup>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel control={<Switch checked={isTimed} onChange={(event) => setTimed(event.target.checked)} />} label={t('start.timed')} />
              {isTimed ? (
                <TextField
                  size="small"
                  type="number"
                  label={t('start.minutes')}
                  value={minutes}
                  onChange={(event) => setMinutes(event.target.value)}
                  error={!isMinutesValid}
                  helperText={isMinutesValid ? ' ' : t('start.minutesInvalid')}
                  slotProps={{ htmlInput: { min: 1, max: 600, step: 1 } }}
                  sx={{ width: 160 }}
                />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('start.untimed')}
                </Typography>
              )}
            </Stack>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={isLoading}>
          {t('submit.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={!canStart} loading={isLoading} data-testid="start-confirm">
          {t('start.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
