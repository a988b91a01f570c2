'use client';

import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import type { DictationWord } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useToast } from '@web/lib/toast';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useAddToOwnList } from '@web/modules/flashcards/use-add-to-own-list';
import { MISSED_LIST_TITLE, missedWords } from './missed-words';

/**
 * One click: the check's wrong and missing words go to the learner's own "Missed words" list
 * (found by its title, made the first time) through the word-list calls, each word once.
 */
export function MissedWordsButton({ words, transcript }: { words: DictationWord[]; transcript: string }) {
  const { t } = useTranslation('listening');
  const toast = useToast();
  const addToOwnList = useAddToOwnList();
  const [state, setState] = useState<'idle' | 'busy' | { listId: number; added: number }>('idle');
  const missed = missedWords(words, transcript);
  if (missed.length === 0) return null;

  const add = async () => {
    setState('busy');
    const result = await addToOwnList({ title: MISSED_LIST_TITLE, description: t('missed.listDescription'), words: missed.map((word) => ({ term: word.term, partOfSpeech: 'noun' as const, meaning: word.meaning, example: word.example })) });
    if ('error' in result) {
      setState('idle');
      return void toast.error(failureText(result.error));
    }
    setState(result);
    toast.success(result.added ? t('missed.added', { count: result.added }) : t('missed.already'));
  };

  if (typeof state === 'object') {
    return (
      <Button component={Link} href={paths.page.flashcardList(state.listId)} variant="text" startIcon={<BookmarkAddIcon />} sx={{ alignSelf: 'flex-start' }} data-testid="missed-words-open">
        {t('missed.open')}
      </Button>
    );
  }
  return (
    <Button variant="outlined" onClick={() => void add()} disabled={state === 'busy'} startIcon={<BookmarkAddIcon />} sx={{ alignSelf: 'flex-start' }} data-testid="missed-words-add">
      {t('missed.add', { count: missed.length })}
    </Button>
  );
}
