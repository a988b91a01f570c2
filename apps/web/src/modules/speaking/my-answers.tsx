'use client';

import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SpeakingResultRow } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useToast } from '@web/lib/toast';
import { failureText } from '@web/modules/flashcards/failure-text';
import { SpeakingConfirm } from './confirm-dialog';
import { useDeleteSpeakingMultiMutation, useSpeakingResultsQuery } from './speaking-api';

const STATUS_COLOR = { draft: 'default', submitted: 'info', in_marking: 'warning', released: 'success' } as const;

/** The learner's speaking answers, newest first: open one, delete one or several. */
export function MyAnswers() {
  const { t, i18n } = useTranslation('speaking');
  const toast = useToast();
  const [pageIndex, setPageIndex] = useState(1);
  const { data, isLoading, error } = useSpeakingResultsQuery({ pageIndex }, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading: isDeleting }] = useDeleteSpeakingMultiMutation();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const rows = data?.rows ?? [];
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const date = (row: SpeakingResultRow) => new Intl.DateTimeFormat(i18n.language === 'vn' ? 'vi' : i18n.language === 'cn' ? 'zh' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.submittedAt ?? row.createdAt));

  const doDelete = async (ids: number[]) => {
    try {
      const { deleted } = await remove(ids).unwrap();
      toast.success(t('answers.deleted', { count: deleted }));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    } catch (caught) {
      toast.error(failureText(caught));
    } finally {
      setConfirm(null);
    }
  };

  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (error) return <Alert severity="error">{failureText(error)}</Alert>;
  return (
    <Box data-testid="my-answers">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('answers.title')}
        </Typography>
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={selected.length === 0} onClick={() => setConfirm(selected)} data-testid="delete-selected">
          {t('answers.deleteSelected', { count: selected.length })}
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('answers.empty')}</Typography>
      ) : (
        <List>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              disablePadding
              data-testid="answer-row"
              secondaryAction={
                <IconButton edge="end" aria-label={t('answers.deleteOne', { topic: row.topic })} onClick={() => setConfirm([row.id])}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <Checkbox checked={selected.includes(row.id)} onChange={() => toggle(row.id)} slotProps={{ input: { 'aria-label': t('answers.select', { topic: row.topic }) } }} />
              <ListItemButton component={Link} href={`${paths.page.speaking}?resultId=${row.id}`}>
                <ListItemText
                  primary={
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <span lang="en" dir="ltr">{row.topic}</span>
                      <Chip size="small" label={t(`status.${row.status}`)} color={STATUS_COLOR[row.status]} variant="outlined" />
                      {row.band !== null ? <Chip size="small" color="success" label={t('answers.band', { band: row.band })} /> : null}
                    </Stack>
                  }
                  secondary={`${row.part ? t(`parts.${row.part}`) : ''} · ${date(row)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {data?.pagination && data.pagination.totalPages > 1 ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button disabled={!data.pagination.hasPrevious} onClick={() => setPageIndex(pageIndex - 1)}>
            {t('answers.previous')}
          </Button>
          <Button disabled={!data.pagination.hasNext} onClick={() => setPageIndex(pageIndex + 1)}>
            {t('answers.next')}
          </Button>
        </Stack>
      ) : null}
      <SpeakingConfirm open={confirm !== null} title={t('answers.confirmDelete', { count: confirm?.length ?? 0 })} text={t('answers.confirmDeleteText')} confirmLabel={t('answers.delete')} tone="error" isBusy={isDeleting} onClose={() => setConfirm(null)} onConfirm={() => void doDelete(confirm ?? [])} />
    </Box>
  );
}
