'use client';

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import Link from 'next/link';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls } from '@web/components/page-controls/page-controls';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { gradingCalls, useLoaded, type QueueFilters } from './grading-api';

type Kind = 'all' | 'writing' | 'speaking';
type Status = '' | 'submitted' | 'in_marking' | 'released';

/** /dashboard/grading: the submissions of the teacher's classes, oldest first, by kind, status, class and learner. */
export function GradingQueueView() {
  const { t, i18n } = useTranslation('grading');
  const [kind, setKind] = useState<Kind>('all');
  const [status, setStatus] = useState<Status>('');
  const [classId, setClassId] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const [newestFirst, setNewestFirst] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const searchTerm = useDeferredValue(search.trim());
  const filters: QueueFilters = {
    ...(kind !== 'all' ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(classId ? { classId } : {}),
    ...(searchTerm ? { searchByName: searchTerm } : {}),
    ...(newestFirst ? { sort: '-submittedAt' as const } : {}),
    pageIndex: page + 1,
    pageSize,
  };
  const queue = useLoaded(() => gradingCalls.queue(filters), JSON.stringify(filters));
  const counts = useLoaded(() => gradingCalls.counts(), 'counts');
  const classes = useLoaded(() => gradingCalls.classes(), 'classes');
  const waiting = (which: 'writing' | 'speaking') => (counts.data ? counts.data[which].submitted + counts.data[which].in_marking : 0);
  const locale = intlLocale(i18n.language);
  const dateOf = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—');
  const rows = queue.data?.rows ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h4" component="h1">{t('title')}</Typography>
          <Typography color="text.secondary">{t('queue.subtitle')}</Typography>
        </div>
        <Tabs value={kind} onChange={(_event, value: Kind) => { setKind(value); setPage(0); }} aria-label={t('title')} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="all" label={t('queue.kind.all')} />
          <Tab value="writing" label={`${t('queue.kind.writing')} (${waiting('writing')})`} />
          <Tab value="speaking" label={`${t('queue.kind.speaking')} (${waiting('speaking')})`} />
        </Tabs>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t('queue.status.label')} value={status} onChange={(event) => { setStatus(event.target.value as Status); setPage(0); }} sx={{ minWidth: 180 }}>
            <MenuItem value="">{t('queue.status.all')}</MenuItem>
            {(['submitted', 'in_marking', 'released'] as const).map((value) => <MenuItem key={value} value={value}>{t(`queue.status.${value}`)}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={t('queue.class')} value={classId} onChange={(event) => { setClassId(event.target.value === '' ? '' : Number(event.target.value)); setPage(0); }} sx={{ minWidth: 200 }}>
            <MenuItem value="">{t('queue.allClasses')}</MenuItem>
            {(classes.data ?? []).map((group) => <MenuItem key={group.id} value={group.id}>{group.name}</MenuItem>)}
          </TextField>
          <TextField size="small" type="search" label={t('queue.search')} value={search} onChange={(event) => { setSearch(event.target.value); setPage(0); }} />
          <FormControlLabel control={<Switch checked={newestFirst} onChange={(event) => setNewestFirst(event.target.checked)} />} label={t('queue.newestFirst')} />
        </Stack>
        {queue.error && <Alert severity="error">{queue.error}</Alert>}
        <Card>
          <TableContainer>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('queue.columns.learner')}</TableCell>
                  <TableCell>{t('queue.columns.prompt')}</TableCell>
                  <TableCell>{t('queue.columns.submitted')}</TableCell>
                  <TableCell>{t('queue.columns.status')}</TableCell>
                  <TableCell align="right">{t('queue.columns.band')}</TableCell>
                  <TableCell>{t('queue.columns.grader')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover data-testid="grading-row">
                    <TableCell>
                      <MuiLink component={Link} href={`/dashboard/grading/${row.id}`} color="inherit" sx={{ fontWeight: 600 }}>{row.learner.fullName || row.learner.email}</MuiLink>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" component="span" lang="en">{row.promptTitle}</Typography>
                      {row.section && <Typography variant="caption" color="text.secondary" component="span"> · {t(`queue.section.${row.section}`)}</Typography>}
                    </TableCell>
                    <TableCell>{dateOf(row.submittedAt)}</TableCell>
                    <TableCell><Chip size="small" variant="outlined" label={t(`queue.status.${row.status}`)} color={row.status === 'released' ? 'success' : row.status === 'in_marking' ? 'info' : 'warning'} /></TableCell>
                    <TableCell align="right">{row.band !== null ? row.band.toFixed(1) : '—'}</TableCell>
                    <TableCell>{row.graderName ?? '—'}</TableCell>
                  </TableRow>
                ))}
                {!queue.isLoading && rows.length === 0 && (
                  <TableRow><TableCell colSpan={6}><Typography color="text.secondary" sx={{ py: 2 }}>{t('queue.empty')}</Typography></TableCell></TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <PageControls count={queue.data?.pagination?.totalCount ?? 0} page={page} pageSize={pageSize} sizes={[20, 50, 100]} onPage={setPage} onPageSize={setPageSize} />
        </Card>
      </Stack>
    </Container>
  );
}
