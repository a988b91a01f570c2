'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { problemTitle, statusOf } from '@web/modules/resource/problem';
import { PassageText, termsKeyOf } from './passage-text';
import type { ServerPassage } from './server-passage';
import { usePassageToReadQuery, usePassageWordsQuery, useReadingLessonQuery } from './reading-api';
import { VocabularyList } from './vocabulary-list';

// Below the fold, or shown only on a tap: loaded after the passage is on screen, so the first
// hydration has only the passage and its words to do (bench:web, the passage reader's TBT on a phone).
const PracticePanel = dynamic(() => import('./practice-panel').then((module) => module.PracticePanel), { ssr: false, loading: () => <Skeleton variant="rounded" height={200} /> });
const PassageVideo = dynamic(() => import('./passage-video').then((module) => module.PassageVideo), { ssr: false, loading: () => <Skeleton variant="rounded" height={220} /> });
const WordPopover = dynamic(() => import('./word-popover').then((module) => module.WordPopover), { ssr: false });

/** Arrows point the way the page reads. */
const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** The passage reader: breadcrumb, the passage with its words highlighted, the vocabulary, the practice, the video, and the way on. */
export function PassageReaderView({ passageId, initial = null }: { passageId: number; initial?: ServerPassage | null }) {
  const { t, i18n } = useTranslation('reading');
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const query = usePassageToReadQuery(passageId);
  // What the server read for the first HTML stands until the browser's own answer arrives (no shift).
  const fromServer = initial && initial.passage.id === passageId ? initial : null;
  const passage = { ...query, data: query.data ?? (query.error ? undefined : fromServer?.passage), isLoading: query.isLoading && !fromServer };
  const lesson = useReadingLessonQuery(passage.data?.lesson.id ?? 0, { skip: !passage.data });
  const wordsQuery = usePassageWordsQuery({ passageId, lang });
  const words = { ...wordsQuery, data: wordsQuery.data ?? (fromServer && fromServer.lang === lang && !wordsQuery.error ? fromServer.words : undefined) };
  const [open, setOpen] = useState<{ term: string; anchor: HTMLElement } | null>(null);
  // The terms as one string: the same terms, the same key, so the passage is not rebuilt when the browser's own answer replaces the server's.
  const termsKey = termsKeyOf(words.data);
  const onTerm = useCallback((term: string, anchor: HTMLElement) => setOpen({ term, anchor }), [setOpen]);
  const openWord = open ? (words.data ?? []).find((word) => word.term === open.term) ?? null : null;

  if (passage.isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Container>
    );
  }
  if (passage.error || !passage.data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity={statusOf(passage.error) === 404 ? 'warning' : 'error'} data-testid="reader-error">
          {problemTitle(passage.error)}
        </Alert>
        <Button component={NextLink} href={paths.page.reading} sx={{ mt: 2 }}>
          {t('reader.backToCourse')}
        </Button>
      </Container>
    );
  }
  const data = passage.data;
  const position = lesson.data ? lesson.data.passages.findIndex((item) => item.id === data.id) : -1;
  const sourceHref = `${paths.page.reading}?source=${data.lesson.source}`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs aria-label={t('reader.breadcrumb')} sx={{ mb: 2 }} data-testid="reader-breadcrumb">
        <Link component={NextLink} href={paths.page.reading} underline="hover" color="inherit">
          {t('course.title')}
        </Link>
        <Link component={NextLink} href={sourceHref} underline="hover" color="inherit">
          {t(`sources.${data.lesson.source}`)}
        </Link>
        <Typography color="text.secondary" component="span">
          <bdi>{data.lesson.name}</bdi>
        </Typography>
        <Typography color="text.primary" component="span" aria-current="page">
          <bdi>{data.title}</bdi>
        </Typography>
      </Breadcrumbs>

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" dir="auto">
          {data.title}
        </Typography>
        {data.progress.isDone ? <Chip color="success" size="small" icon={<CheckCircleIcon />} label={t('progress.done')} data-testid="reader-done" /> : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }} dir="auto">
        {data.summary}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {position >= 0 && lesson.data ? `${t('reader.position', { position: position + 1, count: lesson.data.passages.length })} · ` : ''}
        {t('reader.wordsHint')}
      </Typography>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-label={t('reader.passage')} sx={{ p: { xs: 2, sm: 3 } }}>
            <PassageText html={data.bodyHtml} termsKey={termsKey} onTerm={onTerm} />
          </Paper>
          {data.hasVideo ? <PassageVideo passageId={data.id} /> : null}
          <PracticePanel key={data.id} passageId={data.id} />
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
          {words.error ? <Alert severity="error">{problemTitle(words.error)}</Alert> : words.data ? <VocabularyList words={words.data} /> : <Skeleton variant="rounded" height={240} />}
        </Box>
      </Box>

      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4, gap: 2, flexWrap: 'wrap' }} component="nav" aria-label={t('reader.stepsLabel')}>
        {data.previousPassageId ? (
          <Button component={NextLink} href={paths.page.readingPassage(data.previousPassageId)} startIcon={<ArrowBackIcon sx={FLIP_IN_RTL} />} data-testid="reader-previous">
            {t('reader.previous')}
          </Button>
        ) : (
          <span />
        )}
        {data.nextPassageId ? (
          <Button component={NextLink} href={paths.page.readingPassage(data.nextPassageId)} variant="outlined" endIcon={<ArrowForwardIcon sx={FLIP_IN_RTL} />} data-testid="reader-next">
            {t('reader.next')}
          </Button>
        ) : (
          <Button component={NextLink} href={sourceHref} variant="outlined">
            {t('reader.backToCourse')}
          </Button>
        )}
      </Stack>
      {open ? <WordPopover word={openWord} anchor={open.anchor} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
