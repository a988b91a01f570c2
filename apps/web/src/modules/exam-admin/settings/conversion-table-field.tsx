'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { ToeicScaledTable } from '@lexam/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { evenTable } from './scaled-table';

const whole = (text: string, fallback: number) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : fallback;
};

/**
 * A TOEIC test's raw → scaled table: the default table of its skill (null), or the test's own rows
 * (from `minRaw` correct answers up, the section earns `score`). The server checks the rows.
 */
export function ConversionTableField({ section, value, onChange, error, disabled }: { section: 'listening' | 'reading'; value: ToeicScaledTable | null; onChange: (table: ToeicScaledTable | null) => void; error?: string; disabled?: boolean }) {
  const { t } = useTranslation('exam-admin');
  const labelId = useId();
  const setRow = (index: number, row: { minRaw?: number; score?: number }) => {
    if (!value) return;
    onChange({ ...value, rows: value.rows.map((current, at) => (at === index ? { ...current, ...row } : current)) });
  };
  return (
    <Box role="group" aria-labelledby={labelId} data-testid="conversion-table">
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', typography: 'body2' }}>{t('table.label')}</FormLabel>
      <RadioGroup row value={value ? 'own' : 'default'} onChange={(event) => onChange(event.target.value === 'own' ? evenTable({ section }) : null)}>
        <FormControlLabel value="default" control={<Radio />} label={t('table.default')} disabled={disabled} />
        <FormControlLabel value="own" control={<Radio />} label={t('table.own')} disabled={disabled} />
      </RadioGroup>
      {value && (
        <Box sx={{ mt: 1 }}>
          <TextField
            type="number"
            size="small"
            label={t('table.maxRaw')}
            value={value.maxRaw}
            onChange={(event) => onChange({ ...value, maxRaw: Math.max(1, whole(event.target.value, value.maxRaw)) })}
            disabled={disabled}
            sx={{ width: 200, mb: 1.5 }}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>{t('table.help')}</Typography>
          <Box component="ol" aria-label={t('table.rows')} sx={{ listStyle: 'none', p: 0, pt: 1, m: 0, display: 'grid', gap: 2 }}>
            {value.rows.map((row, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <TextField type="number" size="small" label={t('table.minRaw')} value={row.minRaw} onChange={(event) => setRow(index, { minRaw: whole(event.target.value, row.minRaw) })} disabled={disabled} sx={{ width: 140 }} slotProps={{ htmlInput: { min: 0, 'aria-label': t('table.minRawOf', { number: index + 1 }) } }} />
                <TextField type="number" size="small" label={t('table.score')} value={row.score} onChange={(event) => setRow(index, { score: whole(event.target.value, row.score) })} disabled={disabled} sx={{ width: 140 }} slotProps={{ htmlInput: { min: 5, max: 495, step: 5, 'aria-label': t('table.scoreOf', { number: index + 1 }) } }} />
                <Tooltip title={t('table.removeRow')}>
                  <span>
                    <IconButton size="small" aria-label={t('table.removeRowOf', { number: index + 1 })} disabled={disabled || value.rows.length <= 1} onClick={() => onChange({ ...value, rows: value.rows.filter((_, at) => at !== index) })}>
                      <DeleteOutlineRoundedIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            ))}
          </Box>
          <Button size="small" startIcon={<AddRoundedIcon />} sx={{ mt: 1 }} disabled={disabled} onClick={() => {
            const last = value.rows.at(-1);
            onChange({ ...value, rows: [...value.rows, { minRaw: Math.min(value.maxRaw, (last?.minRaw ?? -1) + 1), score: Math.min(495, (last?.score ?? 0) + 5) }] });
          }}>
            {t('table.addRow')}
          </Button>
        </Box>
      )}
      {error && <Typography variant="caption" component="p" sx={{ color: 'var(--lx-error-accent)', mt: 0.5 }}>{error}</Typography>}
    </Box>
  );
}
