'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NextIntervals, Rating } from '@lexam/contracts';
import { formatInterval } from './interval';

const RATINGS: { rating: number; key: Rating; color: 'error' | 'warning' | 'success' | 'info' }[] = [
  { rating: 1, key: 'again', color: 'error' },
  { rating: 2, key: 'hard', color: 'warning' },
  { rating: 3, key: 'good', color: 'success' },
  { rating: 4, key: 'easy', color: 'info' },
];

/**
 * Again / Hard / Good / Easy, each with the interval the server gives it before it is pressed, and
 * its key (1–4) for the keyboard.
 */
export function RatingButtons({ intervals, disabled, onRate }: { intervals: NextIntervals; disabled?: boolean; onRate: (rating: Rating) => void }) {
  const { t, i18n } = useTranslation('flashcards');
  return (
    <Box role="group" aria-label={t('study.rateLabel')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
      {RATINGS.map(({ rating, key, color }) => {
        const interval = formatInterval(intervals[key].seconds, i18n.language);
        return (
          <Button
            key={rating}
            variant="outlined"
            color={color}
            disabled={disabled}
            onClick={() => onRate(key)}
            data-testid={`rate-${key}`}
            aria-keyshortcuts={String(rating)}
            sx={{ flexDirection: 'column', py: 1, lineHeight: 1.2 }}
          >
            <Typography variant="caption" component="span" sx={{ fontWeight: 600 }} data-testid={`interval-${key}`}>
              {interval}
            </Typography>
            <span>{t(`study.${key}`)}</span>
            <Typography variant="caption" component="span" aria-hidden sx={{ opacity: 0.6, display: { xs: 'none', sm: 'block' } }}>
              {rating}
            </Typography>
          </Button>
        );
      })}
    </Box>
  );
}
