'use client';

import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField, type RhfTextFieldProps } from './rhf-text-field';

type PasswordFieldProps<T extends FieldValues> = Omit<RhfTextFieldProps<T>, 'type' | 'slotProps'> & {
  /** `new-password` for a password being chosen (browsers then offer to generate and save one). */
  autoComplete: 'new-password' | 'current-password';
};

/** A password field with a show/hide button; the text stays left to right in every language. */
export function PasswordField<T extends FieldValues>({ autoComplete, ...props }: PasswordFieldProps<T>) {
  const { t } = useTranslation('register');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <RhfTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { autoComplete, dir: 'ltr', spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setIsVisible((visible) => !visible)}
                aria-label={isVisible ? t('common.hidePassword') : t('common.showPassword')}
                aria-pressed={isVisible}
              >
                {isVisible ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
