'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../lib/validation-messages';

export type RhfTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A TextField bound to react-hook-form, showing the zod error of its field in the reader's language. */
export function RhfTextField<T extends FieldValues>({ name, control, helperText, ...other }: RhfTextFieldProps<T>) {
  const { t } = useTranslation('register');
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ name, control });
  const errorText = translateFieldError((key, options) => t(key, options), error);
  return <TextField {...field} inputRef={ref} value={value ?? ''} error={Boolean(error)} helperText={errorText ?? helperText} fullWidth {...other} />;
}
