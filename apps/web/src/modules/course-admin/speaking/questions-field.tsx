'use client';

import AddIcon from '@mui/icons-material/AddRounded';
import ArrowDownIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '@web/modules/resource';

/** The questions of a Part 1 topic: a list of lines, added, removed and moved one by one. */
export function QuestionsField({ name, label, value, onChange, error, disabled, fieldErrors }: CustomFieldProps) {
  const { t } = useTranslation('course-admin');
  const questions = Array.isArray(value) ? (value as string[]) : [];
  const set = (next: string[]) => onChange(next);
  const move = (from: number, to: number) => {
    const next = [...questions];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    set(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="speaking-questions">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1 }}>
          {error}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {questions.map((question, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              name={`${name}.${index}`}
              label={t('speaking.question', { number: index + 1 })}
              value={question}
              onChange={(event) => set(questions.map((item, at) => (at === index ? event.target.value : item)))}
              error={Boolean(fieldErrors?.[String(index)])}
              helperText={fieldErrors?.[String(index)]}
              disabled={disabled}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <IconButton aria-label={t('speaking.moveUp', { number: index + 1 })} disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
              <ArrowUpIcon />
            </IconButton>
            <IconButton aria-label={t('speaking.moveDown', { number: index + 1 })} disabled={disabled || index === questions.length - 1} onClick={() => move(index, index + 1)}>
              <ArrowDownIcon />
            </IconButton>
            <IconButton aria-label={t('speaking.removeQuestion', { number: index + 1 })} disabled={disabled} onClick={() => set(questions.filter((_, at) => at !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button sx={{ mt: 1.5 }} startIcon={<AddIcon />} disabled={disabled || questions.length >= 12} onClick={() => set([...questions, ''])}>
        {t('speaking.addQuestion')}
      </Button>
    </Box>
  );
}
