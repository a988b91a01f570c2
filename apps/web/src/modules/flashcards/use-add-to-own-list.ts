'use client';

import type { PARTS_OF_SPEECH } from '@lexam/contracts';
import { useAppDispatch } from '@web/lib/store';
import { flashcardsApi, useAddWordMutation, useCreateWordListMutation } from './flashcards-api';

/** A word to keep: what a card needs. */
export interface WordToKeep {
  term: string;
  partOfSpeech: (typeof PARTS_OF_SPEECH)[number];
  meaning: string;
  example: string;
}

/**
 * Puts words into the learner's own list of a title (found by its title, made the first time) through
 * the word-list calls, each term once: the courses' "add to my flashcards" buttons share it.
 * Resolves to the list and how many words were new, or to the failure of the first call that failed.
 */
export function useAddToOwnList() {
  const dispatch = useAppDispatch();
  const [createList] = useCreateWordListMutation();
  const [addWord] = useAddWordMutation();
  return async ({ title, description, words }: { title: string; description: string; words: WordToKeep[] }): Promise<{ listId: number; added: number } | { error: unknown }> => {
    const listsCall = dispatch(flashcardsApi.endpoints.wordLists.initiate('mine', { forceRefetch: true }));
    const lists = await listsCall;
    listsCall.unsubscribe();
    if (lists.error || !lists.data) return { error: lists.error };
    let list = lists.data.find((item) => item.isOwn && item.title === title);
    if (!list) {
      const created = await createList({ title, description });
      if ('error' in created) return { error: created.error };
      list = created.data;
    }
    const wordsCall = dispatch(flashcardsApi.endpoints.words.initiate({ wordListId: list.id, lang: undefined }, { forceRefetch: true }));
    const present = await wordsCall;
    wordsCall.unsubscribe();
    const known = new Set((present.data ?? []).map((word) => word.term.toLowerCase()));
    let added = 0;
    for (const word of words) {
      if (known.has(word.term.toLowerCase())) continue;
      const result = await addWord({ wordListId: list.id, ...word, translations: {} });
      if ('error' in result) return { error: result.error };
      known.add(word.term.toLowerCase());
      added += 1;
    }
    return { listId: list.id, added };
  };
}
