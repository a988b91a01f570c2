'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardWord } from './card-word';
import { PlayButton } from './play-button';

interface Props {
  word: CardWord;
  isTurned: boolean;
  onTurn: () => void;
  /** How far a finger has dragged the card (px), for the swipe. */
  offset?: number;
  handlers?: Partial<Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel', PointerEventHandler<HTMLElement>>>;
}

/**
 * One flashcard: the front has the term, its part of speech, pronunciation and a play button; turned,
 * it adds the meaning (in the learner's language where there is one, the English beside it) and the
 * example. Clicking the front turns it, as space does.
 */
export function StudyCard({ word, isTurned, onTurn, offset = 0, handlers }: Props) {
  const { t } = useTranslation('flashcards');
  return (
    <Paper
      variant="outlined"
      data-testid="study-card"
      data-turned={isTurned}
      onClick={isTurned ? undefined : onTurn}
      {...handlers}
      sx={{
        p: { xs: 2.5, sm: 4 },
        minHeight: 260,
        borderRadius: 3,
        cursor: isTurned ? 'default' : 'pointer',
        touchAction: 'pan-y',
        userSelect: 'none',
        transform: `translateX(${offset}px) rotate(${offset / 40}deg)`,
        transition: offset === 0 ? 'transform 0.2s' : 'none',
        borderColor: offset <= -60 ? 'error.main' : offset >= 60 ? 'success.main' : undefined,
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h3" component="p" lang="en" dir="ltr" sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.75rem' } }} data-testid="card-term">
            {word.term}
          </Typography>
          <PlayButton term={word.term} audioUrl={word.audioUrl} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={t(`partsOfSpeech.${word.partOfSpeech}`, { defaultValue: word.partOfSpeech })} />
          {word.pronunciation ? (
            <Typography color="text.secondary" lang="en" dir="ltr">
              {word.pronunciation}
            </Typography>
          ) : null}
        </Stack>
        {isTurned ? (
          <Box sx={{ width: '100%' }} data-testid="card-back">
            <Divider sx={{ my: 2 }} />
            {word.imageUrl ? <Box component="img" src={word.imageUrl} alt="" sx={{ maxHeight: 140, maxWidth: '100%', borderRadius: 2, mb: 1 }} /> : null}
            <Typography variant="h6" component="p" dir="auto" data-testid="card-meaning">
              {word.meaning}
            </Typography>
            {word.meaningEn && word.meaningEn !== word.meaning ? (
              <Typography color="text.secondary" lang="en" dir="ltr">
                {word.meaningEn}
              </Typography>
            ) : null}
            {word.example ? (
              <Typography sx={{ mt: 1.5, fontStyle: 'italic' }} color="text.secondary" lang="en" dir="ltr">
                “{word.example}”
              </Typography>
            ) : null}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 3 }}>
            {t('study.turnHint')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
