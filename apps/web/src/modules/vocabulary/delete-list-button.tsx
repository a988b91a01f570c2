'use client';

import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import type { WordListSummary } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmActionDialog } from '@web/modules/flashcards/confirm-action-dialog';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useDeleteWordListMutation } from '@web/modules/flashcards/flashcards-api';

/** Deletes one of the learner's lists, its words and its schedule, after a confirmation. */
export function DeleteListButton({ list, onDeleted }: { list: WordListSummary; onDeleted?: () => void }) {
  const { t } = useTranslation('flashcards');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [remove, removing] = useDeleteWordListMutation();
  const confirm = async () => {
    const result = await remove({ ownerId: list.ownerId ?? 0, wordListId: list.id });
    setOpen(false);
    if ('error' in result) return void toast.error(failureText(result.error));
    toast.success(t('vocabulary.deleted', { title: list.title }));
    onDeleted?.();
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} aria-label={t('vocabulary.deleteListLabel', { title: list.title })} data-testid="delete-list">
        {t('vocabulary.delete')}
      </Button>
      <ConfirmActionDialog open={open} title={t('vocabulary.deleteListTitle', { title: list.title })} content={t('vocabulary.deleteListConfirm', { count: list.counts.wordCount })} confirmLabel={t('vocabulary.delete')} isBusy={removing.isLoading} onConfirm={() => void confirm()} onClose={() => setOpen(false)} />
    </>
  );
}
