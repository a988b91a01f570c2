'use client';

import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './widget-types';

/** A password, hidden unless the eye button shows it. */
export function PasswordWidget({ field, label, helper, value, onChange, onBlur, error, disabled, inputRef }: WidgetProps) {
  const { t } = useTranslation('resource');
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      name={field.name}
      type={isShown ? 'text' : 'password'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helper}
      disabled={disabled}
      inputRef={inputRef}
      autoComplete={field.autoComplete ?? 'new-password'}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => setShown((shown) => !shown)} aria-label={isShown ? t('form.hidePassword') : t('form.showPassword')}>
                {isShown ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
