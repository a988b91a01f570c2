'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSLATED_LANGUAGES, type CourseTranslations } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@web/lib/i18n/config';
import type { CustomFieldProps } from '@web/modules/resource';

type Language = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * A course's name and description in each interface language but English (the course's own
 * fields). A text left empty reads as the English one; Arabic is typed right to left.
 */
export function CourseTranslationsField({ name, label, value, onChange, error, disabled }: CustomFieldProps) {
  const { t } = useTranslation('system');
  const translations = (value ?? {}) as CourseTranslations;
  const set = (language: Language, key: 'name' | 'description', text: string) => {
    const current = translations[language] ?? { name: '', description: '' };
    onChange({ ...translations, [language]: { ...current, [key]: text } });
  };

  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('courses.help.translations')}
      </Typography>
      {error ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
      {TRANSLATED_LANGUAGES.map((language) => {
        const option = LANGUAGES.find((candidate) => candidate.value === language)!;
        const text = translations[language] ?? { name: '', description: '' };
        return (
          <Stack key={language} spacing={1.5} lang={option.htmlLang} dir={option.dir} sx={{ p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" component="h3">
              {option.label}
            </Typography>
            <TextField
              name={`${name}.${language}.name`}
              label={t('courses.fields.nameIn', { language: option.label })}
              value={text.name ?? ''}
              onChange={(event) => set(language, 'name', event.target.value)}
              disabled={disabled}
              autoComplete="off"
              fullWidth
            />
            <TextField
              name={`${name}.${language}.description`}
              label={t('courses.fields.descriptionIn', { language: option.label })}
              value={text.description ?? ''}
              onChange={(event) => set(language, 'description', event.target.value)}
              disabled={disabled}
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
