'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlashTestQuestion } from '@lexam/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayButton } from './play-button';

export type TestAnswerValue = string | boolean | undefined;

/** One question of a test: choose the meaning, type the term, or say whether a meaning is right. */
export function TestQuestion({ question, number, value, onChange }: { question: FlashTestQuestion; number: number; value: TestAnswerValue; onChange: (value: TestAnswerValue) => void }) {
  const { t } = useTranslation('flashcards');
  const labelId = useId();
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, border: undefined }} aria-labelledby={labelId} data-testid="test-question" data-kind={question.kind}>
      <Typography id={labelId} variant="overline" color="text.secondary" component="legend" sx={{ px: 0.5 }}>
        {t('test.questionNumber', { number })} · {t(`test.kinds.${question.kind}`)}
      </Typography>
      {question.kind === 'multipleChoice' ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="p" lang="en" dir="ltr" sx={{ fontWeight: 700 }} data-testid="question-term">
              {question.term}
            </Typography>
            <PlayButton term={question.term} audioUrl={question.audio?.url ?? null} size="small" />
          </Stack>
          <RadioGroup value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} aria-labelledby={labelId}>
            {question.choices.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={<span dir="auto">{choice}</span>} />
            ))}
          </RadioGroup>
        </>
      ) : question.kind === 'written' ? (
        <>
          <Typography variant="h6" component="p" dir="auto" sx={{ mb: 1 }} data-testid="question-meaning">
            {question.meaning}
          </Typography>
          <TextField fullWidth size="small" label={t('test.writeTerm')} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} autoComplete="off" slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', autoCapitalize: 'none', spellCheck: false, 'data-testid': 'test-written' } }} />
        </>
      ) : (
        <>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} lang="en" dir="ltr" data-testid="question-term">
            {question.term}
          </Typography>
          <Typography dir="auto" sx={{ mb: 1 }} data-testid="question-meaning">
            {question.shownMeaning}
          </Typography>
          <RadioGroup row value={value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value === 'true')} aria-labelledby={labelId}>
            <FormControlLabel value="true" control={<Radio />} label={t('test.true')} />
            <FormControlLabel value="false" control={<Radio />} label={t('test.false')} />
          </RadioGroup>
        </>
      )}
    </Paper>
  );
}
