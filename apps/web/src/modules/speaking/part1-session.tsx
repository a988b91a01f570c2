'use client';

import CheckIcon from '@mui/icons-material/CheckCircleRounded';
import NextIcon from '@mui/icons-material/NavigateNextRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { maxRecordingMs, type SpeakingPromptDetail } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecorderPanel } from './recorder-panel';
import { SendBar } from './send-bar';
import { useDraft } from './use-draft';

const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** Part 1: each question answered by its own recording (record, listen back, record again, next), then sent. */
export function Part1Session({ prompt, onMyAnswers }: { prompt: SpeakingPromptDetail; onMyAnswers: () => void }) {
  const { t } = useTranslation('speaking');
  const draft = useDraft(prompt);
  const firstOpen = prompt.questions.findIndex((_, index) => !draft.recordings[index]);
  const [current, setCurrent] = useState(firstOpen === -1 ? 0 : firstOpen);
  const done = prompt.questions.filter((_, index) => draft.recordings[index]).length;
  const isLast = current === prompt.questions.length - 1;
  return (
    <Stack spacing={3}>
      <Stepper nonLinear activeStep={current} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {prompt.questions.map((_, index) => (
          <Step key={index} completed={Boolean(draft.recordings[index])}>
            <StepButton onClick={() => setCurrent(index)} disabled={draft.sent !== null}>
              {t('part1.questionShort', { number: index + 1 })}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('part1.questionOf', { number: current + 1, count: prompt.questions.length })}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }} lang="en" dir="ltr" data-testid="part1-question">
          {prompt.questions[current]}
        </Typography>
        <RecorderPanel
          key={current}
          maxMs={maxRecordingMs('part1') - 5000}
          recording={draft.recordings[current]}
          onRecorded={(recording) => void draft.record(current, recording)}
          isSaving={draft.savingIndex === current}
          disabled={draft.sent !== null}
        />
        {!isLast ? (
          <Box sx={{ mt: 2 }}>
            <Button endIcon={<NextIcon sx={FLIP_IN_RTL} />} onClick={() => setCurrent(current + 1)} disabled={!draft.recordings[current]} data-testid="next-question">
              {t('part1.next')}
            </Button>
          </Box>
        ) : null}
      </Card>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <CheckIcon color={done === prompt.questions.length ? 'success' : 'disabled'} />
        <Typography>{t('part1.progress', { done, count: prompt.questions.length })}</Typography>
      </Stack>
      <SendBar canSend={done === prompt.questions.length && draft.savingIndex === null} isSending={draft.isSending} problem={draft.problem} sent={draft.sent !== null} onSend={draft.send} onMyAnswers={onMyAnswers} />
    </Stack>
  );
}
