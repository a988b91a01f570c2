'use client';

import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingResultRow } from '@lexam/contracts';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { paths } from '@web/lib/routes';
import { useDeleteWritingAnswersMutation, useWritingResultsQuery } from './writing-api';

const PAGE_SIZE = 20;
const STATUS_COLOUR = { draft: 'default', submitted: 'info', in_marking: 'warning', released: 'success' } as const;

/** Where a row leads: a draft back to its writing screen, a sent answer to its result. */
export const answerHref = (row: Pick<WritingResultRow, 'id' | 'status' | 'writingId'>) =>
  row.status === 'draft' && row.writingId ? `${paths.page.writing}?writingId=${row.writingId}` : `${paths.page.writing}?resultId=${row.id}`;

/** "My answers": the learner's drafts and sent answers, newest first, with delete and multi-delete. */
export function MyAnswers() {
  const { t, i18n } = useTranslation('writing');
  const params = useSearchParams();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<number[] | null>(null);
  const { data, isLoading, isError } = useWritingResultsQuery({ pageIndex: page, pageSize: PAGE_SIZE });
  const [remove, { isLoading: isDeleting, error: deleteError, reset }] = useDeleteWritingAnswersMutation();
  const rows = data?.rows ?? [];
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const sent = Number(params.get('sent') ?? 0);

  const confirm = async () => {
    if (!pending) return;
    const result = await remove(pending);
    if ('error' in result) return;
    setSelected((previous) => previous.filter((id) => !pending.includes(id)));
    setPending(null);
  };

  return (
    <>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="writing-sent">
          {t('answers.sent')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{t('answers.intro')}</Typography>
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={selected.length === 0} onClick={() => setPending(selected)} data-testid="writing-delete-selected">
          {selected.length > 0 ? t('answers.deleteSelected', { count: selected.length }) : t('answers.deleteConfirm')}
        </Button>
      </Stack>
      {isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      {isLoading ? <Skeleton variant="rounded" height={160} /> : null}
      {!isLoading && !isError && rows.length === 0 ? <Alert severity="info">{t('answers.none')}</Alert> : null}
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }} data-testid="writing-answers">
        {rows.map((row) => (
          <Paper component="li" key={row.id} variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, pe: 1.5 }} data-testid="writing-answer" data-status={row.status}>
            <Checkbox
              checked={selected.includes(row.id)}
              onChange={(event) => setSelected((previous) => (event.target.checked ? [...previous, row.id] : previous.filter((id) => id !== row.id)))}
              slotProps={{ input: { 'aria-label': t('answers.select', { title: row.title }) } }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link component={NextLink} href={answerHref(row)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} lang="en" dir="ltr">
                {row.title || t('answers.deletedPrompt')}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[row.task ? t(`tabs.${row.task}`) : null, t('answers.words', { count: row.wordCount, min: row.minWords }), date.format(new Date(row.submittedAt ?? row.updatedAt))].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {row.band !== null ? <Chip color="success" label={t('answers.band', { band: row.band.toFixed(1) })} /> : null}
              <Chip size="small" variant="outlined" color={STATUS_COLOUR[row.status]} label={t(`status.${row.status}`)} />
              <IconButton aria-label={t('answers.delete', { title: row.title })} onClick={() => setPending([row.id])} disabled={row.status === 'in_marking'}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {(data?.pagination?.totalPages ?? 1) > 1 ? (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination count={data!.pagination!.totalPages} page={page} onChange={(_, next) => setPage(next)} />
        </Stack>
      ) : null}
      <Dialog open={pending !== null} onClose={() => (isDeleting ? undefined : (setPending(null), reset()))} aria-labelledby="writing-delete-title">
        <DialogTitle id="writing-delete-title">{t('answers.confirmTitle', { count: pending?.length ?? 0 })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('answers.confirmBody', { count: pending?.length ?? 0 })}</DialogContentText>
          {deleteError ? (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {(deleteError as { data?: { title?: string } }).data?.title ?? t('loadFailed')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => (setPending(null), reset())} disabled={isDeleting}>
            {t('submit.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} loading={isDeleting} data-testid="writing-delete-confirm">
            {t('answers.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
