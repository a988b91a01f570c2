'use client';

import TextField from '@mui/material/TextField';
import type { WidgetProps } from './widget-types';

/**
 * A calendar day, `yyyy-MM-dd` in the form and on the wire. The browser's own date input shows it
 * in the interface language's order and offers its calendar; an empty box is null.
 * (@mui/x-date-pickers is not installed: its DatePicker would take this component's place.)
 */
export function DateWidget({ field, label, helper, value, onChange, onBlur, error, disabled, inputRef }: WidgetProps) {
  return (
    <TextField
      type="date"
      label={label}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helper}
      disabled={disabled}
      inputRef={inputRef}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
