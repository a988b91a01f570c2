'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './widget-types';

/** One of the options; a nullable select has a "none" choice. */
export function SelectWidget({ field, label, helper, emptyLabel, value, onChange, onBlur, error, disabled, options, optionLabel, inputRef }: WidgetProps) {
  const { t } = useTranslation('resource');
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        onChange(chosen ? chosen.value : field.nullable ? null : '');
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helper}
      disabled={disabled}
      inputRef={inputRef}
      fullWidth
      // A nullable select shows its "none" choice rather than an empty box.
      slotProps={field.nullable ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {field.nullable && (
        <MenuItem value="">
          <em>{emptyLabel ?? t('resource:form.none')}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
