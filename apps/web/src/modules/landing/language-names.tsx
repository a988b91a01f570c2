'use client';

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGES } from '@web/lib/i18n/config';

/**
 * The five interface languages, each named in its own script. It sits below the first screen
 * (the facts section) on purpose: Chinese and Arabic glyphs send the browser to its system fonts, and
 * finding them cost the landing's first layout 40-90 ms in a cold browser (2-20 ms without them).
 */
export function LanguageNames({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 1.5, justifyContent: 'center', flexWrap: 'wrap' }} aria-label={label} role="list">
      {LANGUAGES.map((language) => (
        <Typography
          key={language.value}
          role="listitem"
          variant="caption"
          component="span"
          lang={language.htmlLang}
          dir={language.dir}
          sx={{ px: 0.75, borderRadius: 0.75, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          {language.label}
        </Typography>
      ))}
    </Stack>
  );
}
