'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ACTIVITY_KINDS } from '@lexam/contracts';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/i18n/intl-locale';
import { useLearningHistoryQuery, type HistoryFilters } from './history-api';
import { HistoryTable } from './history-table';

// The charts load when a learner is opened, not with the history.
const LearnerCharts = dynamic(() => import('./learner-charts'), { ssr: false, loading: () => <Skeleton variant="rounded" height={480} /> });

/** Rows read for one learner's drill-down (within the screen's dates): enough for months of daily study. */
const DRILL_DOWN_ROWS = 500;

/** One learner's activity within the screen's dates: counts by kind, charts, and every row. */
export function LearnerDrawer({ learner, filters, onClose }: { learner: { id: number; name: string; email: string | null } | null; filters: HistoryFilters; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const { data, isFetching } = useLearningHistoryQuery(
    { startDate: filters.startDate, endDate: filters.endDate, userId: learner?.id, pageIndex: 1, pageSize: DRILL_DOWN_ROWS },
    { skip: !learner },
  );
  const rows = data?.rows ?? [];
  const total = data?.pagination?.totalCount ?? rows.length;
  return (
    <Drawer anchor="right" open={Boolean(learner)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', md: 720 }, p: { xs: 2, sm: 3 } }, 'aria-labelledby': 'learner-drawer-title' } as object }}>
      {learner && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="learner-drawer">
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id="learner-drawer-title" variant="h5" component="h2">{learner.name}</Typography>
              {learner.email && <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{learner.email}</Typography>}
            </Box>
            <IconButton onClick={onClose} aria-label={t('drawer.close')}><CloseIcon /></IconButton>
          </Box>
          <Typography>{t('drawer.total', { count: total, value: formatNumber(total, i18n.language) })}</Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }} aria-label={t('drawer.byKind')}>
            {ACTIVITY_KINDS.map((kind) => ({ kind, count: rows.filter((row) => row.activity === kind).length })).filter(({ count }) => count > 0).map(({ kind, count }) => (
              <li key={kind}><Chip label={`${t(`activity.${kind}`)}: ${formatNumber(count, i18n.language)}`} /></li>
            ))}
          </Box>
          {isFetching && !data ? <Skeleton variant="rounded" height={480} /> : <LearnerCharts rows={rows} />}
          <Typography variant="h6" component="h3">{t('drawer.rows')}</Typography>
          <HistoryTable rows={rows} isLoading={isFetching && !data} caption={t('drawer.rowsOf', { name: learner.name })} showLearner={false} />
        </Box>
      )}
    </Drawer>
  );
}
