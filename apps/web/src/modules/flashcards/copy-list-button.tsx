'use client';

import ContentCopyIcon from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useToast } from '@web/lib/toast';
import { failureText } from './failure-text';
import { useCreateWordListMutation } from './flashcards-api';

/** Copies a shared list into the learner's own lists, then opens the copy to study it. */
export function CopyListButton({ wordListId, title, variant = 'contained' }: { wordListId: number; title: string; variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation('flashcards');
  const router = useRouter();
  const toast = useToast();
  const [create, state] = useCreateWordListMutation();
  const copy = async () => {
    const result = await create({ copyFromId: wordListId });
    if ('error' in result) return void toast.error(failureText(result.error));
    toast.success(t('lists.copied', { title }));
    router.push(paths.page.flashcardList(result.data.id));
  };
  return (
    <Button variant={variant} startIcon={<ContentCopyIcon />} onClick={() => void copy()} loading={state.isLoading} data-testid="copy-list" aria-label={t('lists.copyLabel', { title })}>
      {t('lists.copy')}
    </Button>
  );
}
