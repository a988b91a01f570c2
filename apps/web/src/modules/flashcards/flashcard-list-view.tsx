'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import EditIcon from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { CopyListButton } from './copy-list-button';
import { failureText } from './failure-text';
import { useWordListQuery, useWordsQuery } from './flashcards-api';
import { ListStats } from './list-stats';
import { MatchMode } from './match-mode';
import { PracticeMode } from './practice-mode';
import { StudyMode } from './study-mode';
import { TestMode } from './test-mode';
import { useContentLang } from './use-content-lang';

const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
const MODES = ['study', 'practice', 'match', 'test', 'stats'] as const;
type Mode = (typeof MODES)[number];

/** `/page/flashcards/{wordListId}`: one list in four modes (study, practice, match, test) and its charts. */
export function FlashcardListView({ wordListId }: { wordListId: number | null }) {
  const { t } = useTranslation('flashcards');
  if (wordListId === null) return <Centered><Alert severity="warning">{t('notFound')}</Alert></Centered>;
  return <ListScreen wordListId={wordListId} />;
}

function ListScreen({ wordListId }: { wordListId: number }) {
  const { t } = useTranslation('flashcards');
  const lang = useContentLang();
  const list = useWordListQuery(wordListId, { refetchOnMountOrArgChange: true });
  const words = useWordsQuery({ wordListId, lang }, { refetchOnMountOrArgChange: true });
  const [mode, setMode] = useState<Mode | null>(null);

  if (list.error) return <Centered><Alert severity="error">{failureText(list.error)}</Alert></Centered>;
  if (!list.data) return <Centered><Skeleton variant="rounded" height={400} /></Centered>;
  const data = list.data;
  const shown: Mode = mode ?? (data.isOwn ? 'study' : 'practice');
  const wordCount = data.counts.wordCount;

  return (
    <Centered>
      <Stack spacing={2}>
        <Button component={Link} href={paths.page.flashcards} startIcon={<ArrowBackIcon sx={FLIP_IN_RTL} />} sx={{ alignSelf: 'flex-start' }}>
          {t('detail.back')}
        </Button>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h4" component="h1" dir="auto" data-testid="list-title">
              {data.title}
            </Typography>
            <Typography color="text.secondary">{t('lists.words', { count: wordCount })}</Typography>
          </Box>
          {data.isOwn ? (
            <Button component={Link} href={paths.page.vocabularyList(data.id)} variant="outlined" startIcon={<EditIcon />}>
              {t('detail.editWords')}
            </Button>
          ) : (
            <CopyListButton wordListId={data.id} title={data.title} />
          )}
        </Stack>
        <Tabs value={shown} onChange={(_event, value: Mode) => setMode(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('detail.modes')}>
          {MODES.map((value) => (
            <Tab key={value} value={value} label={t(`detail.${value}`)} id={`mode-tab-${value}`} aria-controls={value === shown ? `mode-panel-${value}` : undefined} data-testid={`mode-${value}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`mode-panel-${shown}`} aria-labelledby={`mode-tab-${shown}`} sx={{ pt: 1 }}>
          {wordCount === 0 ? (
            <Alert severity="info">{t('detail.empty')}</Alert>
          ) : shown === 'study' ? (
            data.isOwn ? <StudyMode wordListId={data.id} /> : <Alert severity="info" action={<CopyListButton wordListId={data.id} title={data.title} variant="outlined" />}>{t('detail.copyToStudy')}</Alert>
          ) : shown === 'practice' ? (
            <PracticeMode wordListId={data.id} />
          ) : shown === 'match' ? (
            words.data ? <MatchMode wordListId={data.id} words={words.data} /> : <Skeleton variant="rounded" height={300} />
          ) : shown === 'test' ? (
            <TestMode wordListId={data.id} wordCount={wordCount} />
          ) : data.isOwn ? (
            <ListStats wordListId={data.id} />
          ) : (
            <Alert severity="info">{t('detail.copyToStudy')}</Alert>
          )}
        </Box>
      </Stack>
    </Centered>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      {children}
    </Container>
  );
}
