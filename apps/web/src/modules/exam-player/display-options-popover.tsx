'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_CONTRASTS, EXAM_TEXT_SIZES, type ExamContrast, type ExamDisplaySettings, type ExamTextSize } from './exam-display';

export interface DisplayOptionsPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  value: ExamDisplaySettings;
  onChange: (next: ExamDisplaySettings) => void;
}

/**
 * The text size and colour scheme choices under the top bar's button: a chunk of its own, loaded when
 * the screen is idle or first opened (lazy-parts.tsx), with MUI's Popover, Modal and focus trap.
 */
export function DisplayOptionsPopover({ anchor, onClose, value, onChange }: DisplayOptionsPopoverProps) {
  const { t } = useTranslation('exam');
  const sizeId = useId();
  const contrastId = useId();
  return (
    <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
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
  );
}
