'use client';

import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITING_MINUTES } from '@lexam/contracts';
import type { TimeLimit } from './use-writing-draft';

const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** Before writing: timed like the exam (20 or 40 minutes) or untimed practice. */
export function StartCard({ task, onStart }: { task: 'task1' | 'task2'; onStart: (minutes: TimeLimit) => void }) {
  const { t } = useTranslation('writing');
  const minutes = WRITING_MINUTES[task];
  const [choice, setChoice] = useState<'timed' | 'untimed'>('timed');
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }} data-testid="writing-start">
      <Typography variant="h6" component="h2">
        {t('start.title')}
      </Typography>
      <FormControl>
        <FormLabel id="writing-timer-choice">{t('start.label')}</FormLabel>
        <RadioGroup aria-labelledby="writing-timer-choice" value={choice} onChange={(event) => setChoice(event.target.value as 'timed' | 'untimed')}>
          <FormControlLabel value="timed" control={<Radio />} label={t('start.timed', { count: minutes })} />
          <FormControlLabel value="untimed" control={<Radio />} label={t('start.untimed')} data-testid="writing-untimed" />
        </RadioGroup>
      </FormControl>
      <Button variant="contained" startIcon={<PlayArrowIcon sx={FLIP_IN_RTL} />} onClick={() => onStart(choice === 'timed' ? (minutes as TimeLimit) : null)} data-testid="writing-start-button">
        {t('start.button')}
      </Button>
    </Stack>
  );
}
