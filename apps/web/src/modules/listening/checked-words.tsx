'use client';

import CheckIcon from '@mui/icons-material/CheckRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { DictationWord } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';

const inline = { display: 'inline-flex', alignItems: 'baseline', gap: 0.25, px: 0.5, py: 0.25, borderRadius: 1 } as const;

/**
 * The checked words in the transcript's order. The marks do not rely on colour: a right word is
 * underlined with a tick, a wrong one is struck through with a cross and followed by the word
 * expected, a missing one is a dashed blank, an extra one is struck through in grey; each says
 * what it is to a screen reader.
 */
export function CheckedWords({ words }: { words: DictationWord[] }) {
  const { t } = useTranslation('listening');
  return (
    <Box component="ol" lang="en" dir="ltr" aria-label={t('check.wordsLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, fontSize: '1.1rem', lineHeight: 1.8 }} data-testid="checked-words">
      {words.map((word, index) => (
        <Box component="li" key={index} data-status={word.status} data-testid="checked-word">
          <Mark word={word} />
        </Box>
      ))}
    </Box>
  );
}

function Mark({ word }: { word: DictationWord }) {
  const { t } = useTranslation('listening');
  switch (word.status) {
    case 'right':
      return (
        <Box component="span" sx={{ ...inline, color: 'text.primary', textDecoration: 'underline', textDecorationColor: (theme) => theme.palette.success.main, textDecorationThickness: 2, textUnderlineOffset: 4 }}>
          {word.expected}
          <CheckIcon aria-hidden sx={{ fontSize: '0.9em', alignSelf: 'center', color: 'success.main' }} />
          <Box component="span" sx={visuallyHidden}>
            {t('check.srRight')}
          </Box>
        </Box>
      );
    case 'wrong':
      return (
        <Box component="span" sx={{ ...inline, border: '2px solid', borderColor: 'error.main', color: 'text.primary' }}>
          <CloseIcon aria-hidden sx={{ fontSize: '0.9em', alignSelf: 'center', color: 'error.main' }} />
          <Box component="s" aria-hidden sx={{ color: 'text.secondary' }}>
            {word.typed}
          </Box>
          <Box component="span" aria-hidden>
            →
          </Box>
          <Box component="span" aria-hidden sx={{ fontWeight: 700 }} data-testid="expected-word">
            {word.expected}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('check.srWrong', { typed: word.typed, expected: word.expected })}
          </Box>
        </Box>
      );
    case 'missing':
      return (
        <Box component="span" sx={{ ...inline, border: '2px dashed', borderColor: 'warning.main', color: 'text.secondary', minWidth: `${Math.min(Math.max((word.expected ?? '').length, 3), 14)}ch`, justifyContent: 'center' }}>
          <Box component="span" aria-hidden>
            {'_'.repeat(Math.min(Math.max((word.expected ?? '').length, 3), 12))}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('check.srMissing')}
          </Box>
        </Box>
      );
    default:
      return (
        <Box component="span" sx={{ ...inline, color: 'text.secondary' }}>
          <Box component="s" aria-hidden>
            {word.typed}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('check.srExtra', { typed: word.typed })}
          </Box>
        </Box>
      );
  }
}
