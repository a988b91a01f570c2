'use client';

import ListAltIcon from '@mui/icons-material/ListAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { NEW, wordListResource, wordListWordResource } from './flashcard-resources';

/** A route's id: a positive whole number, or `new` where a form may create. */
function idOf(value: string, allowNew: boolean): number | 'new' {
  if (allowNew && value === NEW) return NEW;
  if (/^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  notFound();
}

/** `/dashboard/flashcard/wordList`: the shared word lists. */
export function WordListListScreen() {
  return <ResourceListView definition={wordListResource} />;
}

/** `/dashboard/flashcard/detail/{wordListId}`: a shared list's form (`new`: a new list), with the way to its words. */
export function WordListDetailScreen({ wordListId }: { wordListId: string }) {
  const { t } = useTranslation('course-admin');
  const id = idOf(wordListId, true);
  return (
    <>
      {id !== NEW ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={Link} href={paths.dashboard.flashcard.words(id)} variant="outlined" startIcon={<ListAltIcon />} data-testid="word-list-words">
            {t('wordList.words')}
          </Button>
        </Box>
      ) : null}
      <ResourceFormView definition={wordListResource} id={id === NEW ? undefined : String(id)} />
    </>
  );
}

/** `/dashboard/flashcard/detail/{wordListId}/word`: the words of a shared list. */
export function WordListWordsScreen({ wordListId }: { wordListId: string }) {
  const id = idOf(wordListId, false) as number;
  return <ResourceListView definition={wordListWordResource(id)} />;
}

/** `/dashboard/flashcard/detail/{wordListId}/word/{wordId}`: a word's form (`new`: a new word of the list). */
export function WordListWordScreen({ wordListId, wordId }: { wordListId: string; wordId: string }) {
  const id = idOf(wordListId, false) as number;
  const word = idOf(wordId, true);
  return <ResourceFormView definition={wordListWordResource(id)} id={word === NEW ? undefined : String(word)} />;
}
