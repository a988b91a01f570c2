'use client';

import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { PARTS_OF_SPEECH, type PassageWord } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useAppDispatch } from '@web/lib/store';
import { useToast } from '@web/lib/toast';
import { failureText } from '@web/modules/flashcards/failure-text';
import { flashcardsApi, useAddWordMutation, useCreateWordListMutation } from '@web/modules/flashcards/flashcards-api';

/**
 * One click: the unit's new words go to the learner's own list named after the unit (found by its
 * title, made the first time) through the word-list calls, each word once, as the listening course's
 * "Missed words" button does.
 */
export function AddWordsButton({ words, listTitle }: { words: PassageWord[]; listTitle: string }) {
  const { t } = useTranslation('grammar');
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [createList] = useCreateWordListMutation();
  const [addWord] = useAddWordMutation();
  const [state, setState] = useState<'idle' | 'busy' | { listId: number }>('idle');
  if (words.length === 0) return null;

  const add = async () => {
    setState('busy');
    const listsCall = dispatch(flashcardsApi.endpoints.wordLists.initiate('mine', { forceRefetch: true }));
    const lists = await listsCall;
    listsCall.unsubscribe();
    if (lists.error || !lists.data) {
      setState('idle');
      return void toast.error(failureText(lists.error));
    }
    let list = lists.data.find((item) => item.isOwn && item.title === listTitle);
    if (!list) {
      const created = await createList({ title: listTitle, description: t('words.listDescription') });
      if ('error' in created) {
        setState('idle');
        return void toast.error(failureText(created.error));
      }
      list = created.data;
    }
    const wordsCall = dispatch(flashcardsApi.endpoints.words.initiate({ wordListId: list.id, lang: undefined }, { forceRefetch: true }));
    const present = await wordsCall;
    wordsCall.unsubscribe();
    const known = new Set((present.data ?? []).map((word) => word.term.toLowerCase()));
    let added = 0;
    for (const word of words) {
      if (known.has(word.term.toLowerCase())) continue;
      const result = await addWord({ wordListId: list.id, term: word.term, partOfSpeech: PARTS_OF_SPEECH.find((part) => part === word.partOfSpeech) ?? 'noun', meaning: word.meaningEn, translations: {}, example: word.example });
      if ('error' in result) {
        setState('idle');
        return void toast.error(failureText(result.error));
      }
      added += 1;
    }
    setState({ listId: list.id });
    toast.success(added ? t('words.added', { count: added }) : t('words.already'));
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
