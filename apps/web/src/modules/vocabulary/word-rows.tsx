'use client';

import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlashWord } from '@lexam/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmActionDialog } from '@web/modules/flashcards/confirm-action-dialog';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useDeleteWordMutation } from '@web/modules/flashcards/flashcards-api';
import { PlayButton } from '@web/modules/flashcards/play-button';

/** The words of a list, each with its edit and delete buttons when the list is the learner's. */
export function WordRows({ words, canEdit, onEdit }: { words: readonly FlashWord[]; canEdit: boolean; onEdit: (word: FlashWord) => void }) {
  const { t } = useTranslation('flashcards');
  const toast = useToast();
  const [deleting, setDeleting] = useState<FlashWord | null>(null);
  const [remove, removing] = useDeleteWordMutation();
  const confirm = async () => {
    if (!deleting) return;
    const result = await remove({ wordListId: deleting.wordListId, wordId: deleting.id });
    setDeleting(null);
    if ('error' in result) toast.error(failureText(result.error));
  };
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="word-rows">
        {words.map((word, index) => (
          <Fragment key={word.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <Stack component="li" direction="row" spacing={1} sx={{ py: 1.25, alignItems: 'flex-start' }} data-testid="word-row">
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }} lang="en" dir="ltr" data-testid="word-row-term">
                    {word.term}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`partsOfSpeech.${word.partOfSpeech}`, { defaultValue: word.partOfSpeech })}
                  </Typography>
                  {word.pronunciation ? (
                    <Typography variant="body2" color="text.secondary" lang="en" dir="ltr">
                      {word.pronunciation}
                    </Typography>
                  ) : null}
                  <PlayButton term={word.term} audioUrl={word.audio?.url ?? null} size="small" />
                </Stack>
                <Typography variant="body2" dir="auto">
                  {word.meaning}
                </Typography>
                {word.example ? (
                  <Typography variant="body2" color="text.secondary" lang="en" dir="ltr" sx={{ fontStyle: 'italic' }}>
                    {word.example}
                  </Typography>
                ) : null}
              </Box>
              {canEdit ? (
                <Stack direction="row">
                  <IconButton aria-label={t('vocabulary.editWordLabel', { term: word.term })} onClick={() => onEdit(word)} data-testid="edit-word">
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('vocabulary.deleteWordLabel', { term: word.term })} onClick={() => setDeleting(word)} data-testid="delete-word">
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ) : null}
            </Stack>
          </Fragment>
        ))}
      </Box>
      <ConfirmActionDialog open={deleting !== null} title={t('vocabulary.deleteWordTitle', { term: deleting?.term ?? '' })} confirmLabel={t('vocabulary.delete')} isBusy={removing.isLoading} onConfirm={() => void confirm()} onClose={() => setDeleting(null)} />
    </>
  );
}
