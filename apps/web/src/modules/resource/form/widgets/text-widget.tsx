'use client';

import TextField from '@mui/material/TextField';
import type { WidgetProps } from './widget-types';

/** A one-line text, a text of several lines or a whole number; '' is sent as null where the field is nullable. */
export function TextWidget({ field, label, helper, value, onChange, onBlur, error, disabled, inputRef }: WidgetProps) {
  const isNumber = field.kind === 'number';
  const isMultiline = field.kind === 'multiline';
  return (
    <TextField
      label={label}
      name={field.name}
      type={isNumber ? 'number' : 'text'}
      multiline={isMultiline}
      minRows={isMultiline ? 3 : undefined}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value;
        if (isNumber) onChange(text === '' ? null : Number(text));
        else onChange(text === '' && field.nullable ? null : text);
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helper}
      disabled={disabled}
      inputRef={inputRef}
      autoComplete={field.autoComplete}
      fullWidth
    />
  );
}
