'use client';

import VolumeUpIcon from '@mui/icons-material/VolumeUpRounded';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PassageWord } from '@lexam/contracts';
import { AddToListButton } from '@web/modules/vocabulary/add-to-list-button';

/** Plays a word's recording; a browser that refuses (no audio device) just stays silent. */
function PlayButton({ word }: { word: PassageWord }) {
  const { t } = useTranslation('reading');
  if (!word.audioUrl) return null;
  return (
    <IconButton size="small" aria-label={t('word.play', { term: word.term })} onClick={() => void new Audio(word.audioUrl!).play().catch(() => undefined)}>
      <VolumeUpIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * What the learner learns about a word: the term, its part of speech and pronunciation, the meaning
 * in their language (with the English beside it when they differ), an example and its recording.
 * The term, pronunciation and example are English; the meaning may be in any language.
 */
export function WordDetails({ word, headingId, compact = false }: { word: PassageWord; headingId?: string; compact?: boolean }) {
  const { t } = useTranslation('reading');
  return (
    <Stack spacing={compact ? 0.5 : 1} data-testid="word-details">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant={compact ? 'subtitle1' : 'h6'} component="h3" lang="en" dir="ltr" sx={{ fontWeight: 700 }}>
          {word.term}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`partsOfSpeech.${word.partOfSpeech}`, { defaultValue: word.partOfSpeech })} />
        {word.pronunciation ? (
          <Typography variant="body2" color="text.secondary" lang="en" dir="ltr" component="span">
            {word.pronunciation}
          </Typography>
        ) : null}
        <PlayButton word={word} />
        <AddToListButton wordId={word.id} term={word.term} />
      </Stack>
      <Typography variant="body2" dir="auto" data-testid="word-meaning">
        {word.meaning}
      </Typography>
      {word.language !== 'en' && word.meaningEn !== word.meaning ? (
        <Typography variant="body2" color="text.secondary" lang="en" dir="ltr">
          {word.meaningEn}
        </Typography>
      ) : null}
      {word.example ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <Typography component="span" variant="body2" sx={{ fontStyle: 'normal', fontWeight: 600, mr: 0.5, color: 'text.primary' }}>
            {t('word.example')}
          </Typography>
          <bdi lang="en">{word.example}</bdi>
        </Typography>
      ) : null}
    </Stack>
  );
}
