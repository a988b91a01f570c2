'use client';

import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReportBody } from '@lexam/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls } from '@web/components/page-controls/page-controls';
import { adminClient } from '@web/lib/api';
import { problemTitle } from '@web/lib/api/problem';
import { fileNameFromDisposition, saveBlob } from '@web/modules/resource/download-report';
import { historyParams, useLearningHistoryQuery, type HistoryFilters } from './history-api';
import { HistoryFilterBar } from './history-filters';
import { dayString } from './history-format';
import { HistoryTable } from './history-table';
import { LearnerDrawer } from './learner-drawer';

const PAGE_SIZES = [10, 20, 50, 100];

/** The last 30 days, today included. */
function lastMonth(now = new Date()): HistoryFilters {
  return { startDate: dayString(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29)), endDate: dayString(now) };
}

/**
 * The learning history: what the learners the admin may see did (a teacher: their classes'), of
 * every kind, filtered by dates, class, activity, skill and a search; a learner's name opens their
 * drill-down; the workbook holds what the filters show, with the columns as titled here.
 */
export function LearningHistorySection() {
  const { t } = useTranslation('history');
  const [filters, setFilters] = useState<HistoryFilters>(lastMonth);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [learner, setLearner] = useState<{ id: number; name: string; email: string | null } | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const { data, isFetching, isError } = useLearningHistoryQuery({ ...filters, pageIndex: page + 1, pageSize });
  const onFilters = useCallback((next: HistoryFilters) => { setFilters(next); setPage(0); }, []);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    const columns = ['at', 'userName', 'email', 'activity', 'skill', 'title', 'percent', 'band', 'scaledScore', 'durationSeconds'];
    const body: ReportBody = { columns: columns.map((key) => ({ key, title: t(`report.${key}`) })) };
    const result = await adminClient.request<Blob>('POST', 'Home/reportHistoryLearningOfStudent', { params: historyParams(filters), body, responseType: 'blob' });
    setDownloading(false);
    if (!result.ok) return setDownloadError(problemTitle(result.error) || t('report.failed'));
    saveBlob(result.data, fileNameFromDisposition(result.headers.get('content-disposition')) ?? 'learning-history.xlsx');
  }

  return (
    <Box component="section" aria-labelledby="history-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="history-title" variant="h6" component="h2">{t('title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
        </Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} loading={isDownloading}>{t('report.download')}</Button>
      </Box>
      <HistoryFilterBar filters={filters} onChange={onFilters} />
      {downloadError && <Alert severity="error" onClose={() => setDownloadError(null)}>{downloadError}</Alert>}
      {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <HistoryTable
          rows={data?.rows ?? []}
          isLoading={isFetching}
          caption={t('title')}
          onLearner={(row) => setLearner({ id: row.userId, name: row.userName, email: row.email })}
        />
        <PageControls count={data?.pagination?.totalCount ?? 0} page={page} pageSize={pageSize} sizes={PAGE_SIZES} onPage={setPage} onPageSize={setPageSize} labelRowsPerPage={t('rowsPerPage')} />
      </Paper>
      <LearnerDrawer learner={learner} filters={filters} onClose={() => setLearner(null)} />
    </Box>
  );
}
