'use client';

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WordTranslations } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@web/lib/i18n/config';
import type { CustomFieldProps } from '@web/modules/resource';

const TRANSLATED = ['fr', 'vn', 'cn', 'ar'] as const;

/** A word's meaning in the other interface languages (English is the meaning itself); each typed in its own direction. */
export function WordTranslationsField({ name, label, value, onChange, error, disabled, fieldErrors }: CustomFieldProps) {
  const { t } = useTranslation('course-admin');
  const translations = (value ?? {}) as WordTranslations;
  const set = (language: (typeof TRANSLATED)[number], text: string) => {
    const next = { ...translations };
    if (text === '') delete next[language];
    else next[language] = text;
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('word.help.translations')}
      </Typography>
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {TRANSLATED.map((language) => {
          const option = LANGUAGES.find((candidate) => candidate.value === language)!;
          return (
            <TextField
              key={language}
              name={`${name}.${language}`}
              label={t('word.fields.meaningIn', { language: option.label })}
              value={translations[language] ?? ''}
              onChange={(event) => set(language, event.target.value)}
              error={Boolean(fieldErrors?.[language])}
              helperText={fieldErrors?.[language]}
              disabled={disabled}
              autoComplete="off"
              fullWidth
              slotProps={{ htmlInput: { lang: option.htmlLang, dir: option.dir, maxLength: 500 } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
