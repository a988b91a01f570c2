'use client';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassageWord } from '@lexam/contracts';
import { WordDetails } from './word-details';

/** The passage's words, in order, with everything the popover shows. */
export function VocabularyList({ words }: { words: readonly PassageWord[] }) {
  const { t } = useTranslation('reading');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reading-vocabulary-title" sx={{ p: 2 }} data-testid="vocabulary-list">
      <Typography id="reading-vocabulary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reader.vocabulary', { count: words.length })}
      </Typography>
      {words.length === 0 ? (
        <Typography color="text.secondary">{t('reader.noVocabulary')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {words.map((word, index) => (
            <Fragment key={word.id}>
              {index > 0 ? <Divider component="li" aria-hidden sx={{ my: 1.5 }} /> : null}
              <li>
                <WordDetails word={word} compact />
              </li>
            </Fragment>
          ))}
        </Box>
      )}
    </Paper>
  );
}
