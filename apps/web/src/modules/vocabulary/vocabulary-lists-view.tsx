'use client';

import AddIcon from '@mui/icons-material/AddRounded';
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
import type { WordListSummary } from '@lexam/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useToast } from '@web/lib/toast';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useWordListsQuery } from '@web/modules/flashcards/flashcards-api';
import { DeleteListButton } from './delete-list-button';
import { ImportDialog } from './import-dialog';
import { ListDialog } from './list-dialog';

type Open = { kind: 'new' } | { kind: 'rename'; list: WordListSummary } | { kind: 'import' } | null;

/** `/page/vocabulary`: the learner's own word lists: create, rename, delete, import a file as a new list. */
export function VocabularyListsView() {
  const { t } = useTranslation('flashcards');
  const router = useRouter();
  const toast = useToast();
  const { data, error, isLoading } = useWordListsQuery('mine', { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<Open>(null);
  const lists = data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('vocabulary.title')}
          </Typography>
          <Typography color="text.secondary">{t('vocabulary.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })} data-testid="new-list">
            {t('vocabulary.newList')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen({ kind: 'import' })} data-testid="import-new-list">
            {t('vocabulary.importNew')}
          </Button>
          <Button component={Link} href={paths.page.flashcards}>
            {t('vocabulary.toFlashcards')}
          </Button>
        </Stack>
        {error ? <Alert severity="error">{failureText(error)}</Alert> : null}
        {isLoading ? (
          <Skeleton variant="rounded" height={200} />
        ) : lists.length === 0 ? (
          <Typography color="text.secondary">{t('lists.mineEmpty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {lists.map((list) => (
              <li key={list.id}>
                <Paper variant="outlined" sx={{ p: 2 }} data-testid="vocabulary-list-row" data-list-id={list.id}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography component={Link} href={paths.page.vocabularyList(list.id)} variant="subtitle1" dir="auto" sx={{ fontWeight: 600, color: 'text.primary' }}>
                        {list.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('lists.words', { count: list.counts.wordCount })}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                      <Button component={Link} href={paths.page.flashcardList(list.id)} aria-label={t('lists.openLabel', { action: t('lists.study'), title: list.title })}>
                        {t('lists.study')}
                      </Button>
                      <Button startIcon={<EditIcon />} onClick={() => setOpen({ kind: 'rename', list })} aria-label={t('vocabulary.renameLabel', { title: list.title })}>
                        {t('vocabulary.rename')}
                      </Button>
                      <DeleteListButton list={list} />
                    </Stack>
                  </Stack>
                </Paper>
              </li>
            ))}
          </Box>
        )}
      </Stack>
      {open?.kind === 'new' ? <ListDialog onClose={() => setOpen(null)} onSaved={(saved) => router.push(paths.page.vocabularyList(saved.id))} /> : null}
      {open?.kind === 'rename' ? <ListDialog list={open.list} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'import' ? (
        <ImportDialog
          onClose={() => setOpen(null)}
          onImported={(result) => {
            toast.success(t('vocabulary.imported', { count: result.imported }));
            router.push(paths.page.vocabularyList(result.wordList.id));
          }}
        />
      ) : null}
    </Container>
  );
}
