'use client';

import AddIcon from '@mui/icons-material/AddRounded';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import DownloadIcon from '@mui/icons-material/DownloadRounded';
import EditIcon from '@mui/icons-material/EditRounded';
import UploadFileIcon from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlashWord, WordListFormat } from '@lexam/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useToast } from '@web/lib/toast';
import { CopyListButton } from '@web/modules/flashcards/copy-list-button';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useWordListQuery, useWordsQuery } from '@web/modules/flashcards/flashcards-api';
import { useContentLang } from '@web/modules/flashcards/use-content-lang';
import { DeleteListButton } from './delete-list-button';
import { exportWordList } from './export-list';
import { ImportDialog } from './import-dialog';
import { ListDialog } from './list-dialog';
import { WordDialog } from './word-dialog';
import { WordRows } from './word-rows';

type Open = { kind: 'rename' } | { kind: 'import' } | { kind: 'word'; word?: FlashWord } | null;
const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** `/page/vocabulary/{wordListId}`: a list's words: add, edit, delete, import, export; a shared list is read and copied. */
export function VocabularyListView({ wordListId }: { wordListId: number | null }) {
  const { t } = useTranslation('flashcards');
  if (wordListId === null) return <Container maxWidth="md" sx={{ py: 4 }}><Alert severity="warning">{t('notFound')}</Alert></Container>;
  return <ListWords wordListId={wordListId} />;
}

function ListWords({ wordListId }: { wordListId: number }) {
  const { t } = useTranslation('flashcards');
  const lang = useContentLang();
  const router = useRouter();
  const toast = useToast();
  const list = useWordListQuery(wordListId, { refetchOnMountOrArgChange: true });
  const words = useWordsQuery({ wordListId, lang }, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState<WordListFormat | null>(null);

  if (list.error) return <Container maxWidth="md" sx={{ py: 4 }}><Alert severity="error">{failureText(list.error)}</Alert></Container>;
  const data = list.data;
  const download = async (format: WordListFormat) => {
    if (!data) return;
    setExporting(format);
    const failure = await exportWordList(data.id, format, data.title.replace(/[^\w-]+/g, '_') || 'words');
    setExporting(null);
    if (failure) toast.error(failure);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Button component={Link} href={paths.page.vocabulary} startIcon={<ArrowBackIcon sx={FLIP_IN_RTL} />} sx={{ alignSelf: 'flex-start' }}>
          {t('vocabulary.back')}
        </Button>
        {!data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="h4" component="h1" dir="auto" data-testid="list-title">
                {data.title}
              </Typography>
              {data.description ? <Typography color="text.secondary" dir="auto">{data.description}</Typography> : null}
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button component={Link} href={paths.page.flashcardList(data.id)} variant="contained">
                {data.isOwn ? t('lists.study') : t('lists.preview')}
              </Button>
              {data.isOwn ? (
                <>
                  <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setOpen({ kind: 'word' })} data-testid="add-word">
                    {t('vocabulary.addWord')}
                  </Button>
                  <Button startIcon={<EditIcon />} onClick={() => setOpen({ kind: 'rename' })}>
                    {t('vocabulary.rename')}
                  </Button>
                  <Button startIcon={<UploadFileIcon />} onClick={() => setOpen({ kind: 'import' })} data-testid="import-into-list">
                    {t('vocabulary.import')}
                  </Button>
                </>
              ) : (
                <CopyListButton wordListId={data.id} title={data.title} variant="outlined" />
              )}
              {(['csv', 'tsv'] as const).map((format) => (
                <Button key={format} startIcon={<DownloadIcon />} onClick={() => void download(format)} loading={exporting === format} data-testid={`export-${format}`}>
                  {t(`vocabulary.export.${format}`)}
                </Button>
              ))}
              {data.isOwn ? <DeleteListButton list={data} onDeleted={() => router.push(paths.page.vocabulary)} /> : null}
            </Stack>
          </Stack>
        )}
        <Paper variant="outlined" component="section" aria-labelledby="vocabulary-words-title" sx={{ px: 2, py: 1 }}>
          <Typography id="vocabulary-words-title" variant="h6" component="h2" sx={{ py: 1 }}>
            {t('lists.words', { count: words.data?.length ?? data?.counts.wordCount ?? 0 })}
          </Typography>
          {words.error ? <Alert severity="error">{failureText(words.error)}</Alert> : null}
          {!words.data ? <Skeleton variant="rounded" height={160} /> : words.data.length === 0 ? <Typography color="text.secondary" sx={{ pb: 2 }}>{t('vocabulary.noWords')}</Typography> : <WordRows words={words.data} canEdit={Boolean(data?.isOwn)} onEdit={(word) => setOpen({ kind: 'word', word })} />}
        </Paper>
      </Stack>
      {open?.kind === 'rename' && data ? <ListDialog list={data} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'word' ? <WordDialog wordListId={wordListId} word={open.word} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'import' ? <ImportDialog wordListId={wordListId} onClose={() => setOpen(null)} onImported={(result) => toast.success(t('vocabulary.imported', { count: result.imported }))} /> : null}
    </Container>
  );
}
