'use client';

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/i18n/intl-locale';
import { failureText } from './failure-text';
import { useStatsQuery } from './flashcards-api';
import { ListCharts } from './list-charts';

/** The charts tab of a list: reviews per day, retention, cards due in the coming days. */
export function ListStats({ wordListId }: { wordListId: number }) {
  const { t, i18n } = useTranslation('flashcards');
  const { data, error } = useStatsQuery({ wordListId, days: 30 }, { refetchOnMountOrArgChange: true });
  if (error) return <Alert severity="error">{failureText(error)}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={300} />;
  const { cardsByState, retention } = data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" data-testid="stats-summary">
        {t('charts.summary', { new: cardsByState.new, learning: cardsByState.learning + cardsByState.relearning, review: cardsByState.review })}{' '}
        {retention.rate !== null ? t('charts.retentionSummary', { rate: formatNumber(retention.rate, i18n.language, { style: 'percent' }), reviews: retention.reviews }) : null}
      </Typography>
      <ListCharts data={{ reviewsPerDay: data.reviewsPerDay, dueByDay: data.dueNext14Days }} />
    </Stack>
  );
}
