import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { readableAccent, type PaletteColorKey } from '@web/theme/readable-shade';
import type { PartMark } from './review';

const ICONS = { right: CheckCircleIcon, wrong: CancelIcon, skipped: RemoveCircleOutlineIcon } as const;
const COLORS = { right: 'success.main', wrong: 'error.main', skipped: 'warning.main' } as const;
const PALETTE: Record<PartMark, PaletteColorKey> = { right: 'success', wrong: 'error', skipped: 'warning' };

/**
 * A label of the interface and a value from the test (English), the value in `<bdi>` so that in
 * Arabic it keeps its own direction (words and punctuation in their order).
 */
export function LabelledValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box component="span" data-testid={testId} sx={{ color: 'text.primary' }}>
      {label} <bdi>{value}</bdi>
    </Box>
  );
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
      // The verdict is small text: the colour's readable shade (success.main is 2.3:1 on white).
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, color: (theme) => readableAccent(theme, PALETTE[mark]), typography: 'body2', verticalAlign: 'middle' }}
    >
      <Icon fontSize="small" aria-hidden />
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t(`review.${mark}`)}
      </Box>
      {mark !== 'right' && answer ? (
        <LabelledValue label={t('review.correctAnswerLabel')} value={answer} testId="accepted-answer" />
      ) : null}
    </Box>
  );
}
