'use client';

import SettingsIcon from '@mui/icons-material/TextFields';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hintProps } from '@web/components/hint';
import { EXAM_CONTRASTS, EXAM_TEXT_SIZES, type ExamContrast, type ExamDisplaySettings, type ExamTextSize } from './exam-display';

/** The top bar's text size and colour scheme options (as in the official test's settings). */
export function DisplayOptionsButton({ value, onChange }: { value: ExamDisplaySettings; onChange: (next: ExamDisplaySettings) => void }) {
  const { t } = useTranslation('exam');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sizeId = useId();
  const contrastId = useId();
  return (
    <>
      <IconButton aria-label={t('display.title')} aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)} data-testid="display-options" {...hintProps(t('display.title'))}>
        <SettingsIcon />
      </IconButton>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Stack spacing={2} sx={{ p: 2, minWidth: 240 }}>
          <div>
            <FormLabel id={sizeId}>{t('display.textSize')}</FormLabel>
            <RadioGroup aria-labelledby={sizeId} value={value.textSize} onChange={(event) => onChange({ ...value, textSize: event.target.value as ExamTextSize })}>
              {EXAM_TEXT_SIZES.map((size) => (
                <FormControlLabel key={size} value={size} control={<Radio size="small" />} label={t(`display.sizes.${size}`)} />
              ))}
            </RadioGroup>
          </div>
          <div>
            <FormLabel id={contrastId}>{t('display.contrast')}</FormLabel>
            <RadioGroup aria-labelledby={contrastId} value={value.contrast} onChange={(event) => onChange({ ...value, contrast: event.target.value as ExamContrast })}>
              {EXAM_CONTRASTS.map((contrast) => (
                <FormControlLabel key={contrast} value={contrast} control={<Radio size="small" />} label={t(`display.contrasts.${contrast}`)} />
              ))}
            </RadioGroup>
          </div>
        </Stack>
      </Popover>
    </>
  );
}
