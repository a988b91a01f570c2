'use client';

import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import AddIcon from '@mui/icons-material/AddRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useAddWordMutation, useCreateWordListMutation, useWordListsQuery } from '@web/modules/flashcards/flashcards-api';

/**
 * Adds a course word (a passage's vocabulary) as it is, recording and picture included, to one of the
 * learner's lists: the button opens the lists to choose from, or makes a first list when there is none.
 */
export function AddToListButton({ wordId, term }: { wordId: number; term: string }) {
  const { t } = useTranslation('flashcards');
  const menuId = useId();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lists = useWordListsQuery('mine', { skip: anchor === null });
  const [addWord, adding] = useAddWordMutation();
  const [createList, creating] = useCreateWordListMutation();
  const own = lists.data ?? [];

  const addTo = async (wordListId: number, title: string) => {
    setAnchor(null);
    const result = await addWord({ wordListId, fromWordId: wordId });
    if ('error' in result) return void toast.error(failureText(result.error));
    toast.success(t('vocabulary.added', { term, title }));
  };
  const addToNewList = async () => {
    setAnchor(null);
    const created = await createList({ title: t('vocabulary.defaultListTitle'), description: '' });
    if ('error' in created) return void toast.error(failureText(created.error));
    await addTo(created.data.id, created.data.title);
  };

  return (
    <>
      <Tooltip title={t('vocabulary.addToList')}>
        <IconButton
          size="small"
          aria-label={t('vocabulary.addToListLabel', { term })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          disabled={adding.isLoading || creating.isLoading}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          data-testid="add-to-list"
        >
          <BookmarkAddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('vocabulary.chooseList'), dense: true } }}>
        <ListSubheader>{t('vocabulary.chooseList')}</ListSubheader>
        {own.map((list) => (
          <MenuItem key={list.id} onClick={() => void addTo(list.id, list.title)} dir="auto" data-testid="add-to-list-choice">
            {list.title}
          </MenuItem>
        ))}
        <MenuItem onClick={() => void addToNewList()} disabled={lists.isLoading} data-testid="add-to-new-list">
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          {t('vocabulary.newListFromWord')}
        </MenuItem>
      </Menu>
    </>
  );
}
