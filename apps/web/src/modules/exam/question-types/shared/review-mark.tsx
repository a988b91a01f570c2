import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PartMark } from './review';

const ICONS = { right: CheckCircleIcon, wrong: CancelIcon, skipped: RemoveCircleOutlineIcon } as const;
const COLORS = { right: 'success.main', wrong: 'error.main', skipped: 'warning.main' } as const;

/**
 * Wraps text of the test (English) in Unicode first-strong isolates, so a sentence of the interface
 * in Arabic around it keeps its words and punctuation in their order.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The colour of a mark, for borders and text beside it. */
export function markColor(mark: PartMark | undefined): string | undefined {
  return mark ? COLORS[mark] : undefined;
}

/**
 * The verdict on one part in review: an icon named for screen readers (right / wrong / not answered)
 * and, unless it was right, the accepted answer in readable form.
 */
export function ReviewMark({ mark, answer, number }: { mark: PartMark | undefined; answer?: string; number?: number }) {
  const { t } = useTranslation('question-types');
  if (!mark) return null;
  const Icon = ICONS[mark];
  return (
    <Box
      component="span"
      data-question-number={number}
      data-mark={mark}
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, color: COLORS[mark], typography: 'body2', verticalAlign: 'middle' }}
    >
      <Icon fontSize="small" aria-hidden />
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t(`review.${mark}`)}
      </Box>
      {mark !== 'right' && answer ? (
        <Box component="span" sx={{ color: 'text.primary' }} data-testid="accepted-answer">
          {t('review.correctAnswer', { answer: isolated(answer) })}
        </Box>
      ) : null}
    </Box>
  );
}
