'use client';

import VolumeUpIcon from '@mui/icons-material/VolumeUpRounded';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { speak } from './speech';

/** Plays the word's recording, or has the browser say it when it has none. */
export function PlayButton({ term, audioUrl, size = 'medium' }: { term: string; audioUrl: string | null; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('flashcards');
  return (
    <IconButton
      size={size}
      aria-label={t('card.play', { term })}
      data-testid="play-word"
      onClick={(event) => {
        event.stopPropagation();
        speak(term, audioUrl);
      }}
    >
      <VolumeUpIcon fontSize={size === 'small' ? 'small' : 'medium'} />
    </IconButton>
  );
}
