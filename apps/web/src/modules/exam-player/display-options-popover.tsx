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

/** One labelled set of radios: the choices of `options`, each named by `optionLabel`. */
function ChoiceGroup<T extends string>({ label, value, options, optionLabel, onChange }: { label: string; value: T; options: readonly T[]; optionLabel: (option: T) => string; onChange: (option: T) => void }) {
  const id = useId();
  return (
    <div>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={optionLabel(option)} />
        ))}
      </RadioGroup>
    </div>
  );
}

/**
 * The text size and colour scheme choices under the top bar's button: a chunk of its own, loaded when
 * the screen is idle or first opened (lazy-parts.tsx), with MUI's Popover, Modal and focus trap.
 */
export function DisplayOptionsPopover({ anchor, onClose, value, onChange }: DisplayOptionsPopoverProps) {
  const { t } = useTranslation('exam');
  return (
    <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Stack spacing={2} sx={{ p: 2, minWidth: 240 }}>
        <ChoiceGroup<ExamTextSize> label={t('display.textSize')} value={value.textSize} options={EXAM_TEXT_SIZES} optionLabel={(size) => t(`display.sizes.${size}`)} onChange={(textSize) => onChange({ ...value, textSize })} />
        <ChoiceGroup<ExamContrast> label={t('display.contrast')} value={value.contrast} options={EXAM_CONTRASTS} optionLabel={(contrast) => t(`display.contrasts.${contrast}`)} onChange={(contrast) => onChange({ ...value, contrast })} />
      </Stack>
    </Popover>
  );
}
