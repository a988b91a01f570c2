'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingPromptSummary } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { useWritingPromptsQuery, type WritingTask } from './writing-api';

const PAGE_SIZE = 12;

/** A task's published prompts as cards (the picture for Task 1), each opening the writing screen. */
export function PromptList({ task }: { task: WritingTask }) {
  const { t } = useTranslation('writing');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useWritingPromptsQuery({ task, pageIndex: page, pageSize: PAGE_SIZE });
  if (isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  }
  const rows = data?.rows ?? [];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`taskIntro.${task}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }} data-testid="writing-prompts">
        {isLoading ? Array.from({ length: 3 }, (_, index) => <Skeleton key={index} variant="rounded" height={220} />) : rows.map((prompt) => <PromptCard key={prompt.id} prompt={prompt} />)}
      </Box>
      {!isLoading && rows.length === 0 ? <Alert severity="info">{t('noPrompts')}</Alert> : null}
      {(data?.pagination?.totalPages ?? 1) > 1 ? (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination count={data!.pagination!.totalPages} page={page} onChange={(_, next) => setPage(next)} />
        </Stack>
      ) : null}
    </>
  );
}

function PromptCard({ prompt }: { prompt: WritingPromptSummary }) {
  const { t } = useTranslation('writing');
  const { draftId, draftWordCount, submittedCount } = prompt.progress;
  return (
    <Card variant="outlined" sx={{ display: 'flex' }}>
      <CardActionArea component={Link} href={`${paths.page.writing}?writingId=${prompt.id}`} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }} data-testid="writing-prompt-card">
        {prompt.image ? <Box component="img" src={prompt.image.url} alt="" sx={{ width: 1, aspectRatio: '16 / 10', objectFit: 'contain', bgcolor: '#fff', borderBottom: 1, borderColor: 'divider' }} /> : null}
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" gutterBottom lang="en" dir="ltr" sx={{ fontSize: '1.05rem' }}>
            {prompt.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang="en" dir="ltr" sx={{ mb: 1.5 }}>
            {prompt.excerpt}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t('minWords', { count: prompt.minWords })} />
            <Chip size="small" label={t('minutes', { count: prompt.minutes })} />
            {draftId ? <Chip size="small" color="warning" variant="outlined" label={t('draftWords', { count: draftWordCount ?? 0 })} /> : null}
            {submittedCount > 0 ? <Chip size="small" color="success" variant="outlined" label={t('sentCount', { count: submittedCount })} /> : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
