'use client';

import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { PARTS_OF_SPEECH, type PassageWord } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useToast } from '@web/lib/toast';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useAddToOwnList } from '@web/modules/flashcards/use-add-to-own-list';

/**
 * One click: the unit's new words go to the learner's own list named after the unit (found by its
 * title, made the first time) through the word-list calls, each word once, as the listening course's
 * "Missed words" button does.
 */
export function AddWordsButton({ words, listTitle }: { words: PassageWord[]; listTitle: string }) {
  const { t } = useTranslation('grammar');
  const toast = useToast();
  const addToOwnList = useAddToOwnList();
  const [state, setState] = useState<'idle' | 'busy' | { listId: number }>('idle');
  if (words.length === 0) return null;

  const add = async () => {
    setState('busy');
    const result = await addToOwnList({ title: listTitle, description: t('words.listDescription'), words: words.map((word) => ({ term: word.term, partOfSpeech: PARTS_OF_SPEECH.find((part) => part === word.partOfSpeech) ?? 'noun', meaning: word.meaningEn, example: word.example })) });
    if ('error' in result) {
      setState('idle');
      return void toast.error(failureText(result.error));
    }
    setState({ listId: result.listId });
    toast.success(result.added ? t('words.added', { count: result.added }) : t('words.already'));
  };

  if (typeof state === 'object') {
    return (
      <Button component={Link} href={paths.page.flashcardList(state.listId)} variant="text" startIcon={<BookmarkAddIcon />} sx={{ alignSelf: 'flex-start' }} data-testid="grammar-words-open">
        {t('words.open')}
      </Button>
    );
  }
  return (
    <Button variant="outlined" onClick={() => void add()} disabled={state === 'busy'} startIcon={<BookmarkAddIcon />} sx={{ alignSelf: 'flex-start' }} data-testid="grammar-words-add">
      {t('words.add', { count: words.length })}
    </Button>
  );
}
