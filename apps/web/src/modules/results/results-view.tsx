'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { lazyLoad } from '@web/lib/lazy-load';
import { paths } from '@web/lib/routes/paths';
import { ActivityList } from './activity-list';
import { useProgressSummaryQuery } from './progress-api';
import { SummaryStrip } from './summary-strip';

// The charts (MUI X Charts, the heaviest part) load after the list and the summary are on screen.
const ResultsCharts = lazyLoad(() => import('./results-charts'), { fallback: <Skeleton variant="rounded" height={320} /> });

/** /page/results: the streak and counts, the charts of the band or score over time and of accuracy by question type, and every result. */
export function ResultsView() {
  const { t } = useTranslation('results');
  const { data: summary, error, refetch } = useProgressSummaryQuery();
  const startActions = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
      <Button variant="contained" component={Link} href={paths.page.onlineTest.ielts.reading.root}>
        {t('start.test')}
      </Button>
      <Button variant="outlined" component={Link} href={paths.page.flashcards}>
        {t('start.flashcards')}
      </Button>
      <Button variant="outlined" component={Link} href={paths.page.reading}>
        {t('start.reading')}
      </Button>
    </Stack>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('lead')}</Typography>
        </div>
        {error ? (
          <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
            {t('loadError')}
          </Alert>
        ) : summary ? (
          <>
            <SummaryStrip streak={summary.streak} counts={summary.counts} />
            <ResultsCharts series={summary.series} accuracy={summary.accuracyByType} />
          </>
        ) : (
          <Skeleton variant="rounded" height={140} />
        )}
        <ActivityList emptyActions={startActions} />
      </Stack>
    </Container>
  );
}
