'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmissionComment } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoment } from './grading-api';

/** The comments on words (quoted) and general ones; a click on a note highlights its words. */
export function CommentList({ comments, activeId, onActivate, onEdit, onDelete }: {
  comments: SubmissionComment[];
  activeId?: number | null;
  onActivate?: (id: number) => void;
  onEdit?: (comment: SubmissionComment) => void;
  onDelete?: (comment: SubmissionComment) => void;
}) {
  const { t } = useTranslation('grading');
  if (comments.length === 0) return <Typography variant="body2" color="text.secondary">{t('detail.noComments')}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="comment-list">
      {comments.map((comment) => {
        const isActive = comment.id === activeId;
        return (
          <Box
            component="li"
            key={comment.id}
            sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: isActive ? 'warning.main' : 'divider', bgcolor: isActive ? 'action.selected' : 'transparent' }}
          >
            <Box
              component={onActivate && comment.quote ? 'button' : 'div'}
              type={onActivate && comment.quote ? 'button' : undefined}
              onClick={() => onActivate?.(comment.id)}
              sx={{ all: 'unset', display: 'block', width: '100%', cursor: onActivate && comment.quote ? 'pointer' : 'default', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
            >
              <Typography variant="caption" color="text.secondary" component="div" dir={comment.quote ? 'ltr' : undefined} lang={comment.quote ? 'en' : undefined}>
                {comment.quote ? `“${comment.quote}”` : comment.atMs !== null ? formatMoment(comment.atMs) : t('detail.general')}
                {comment.criterion ? ` · ${t(`criteria.${comment.criterion}`)}` : ''}
              </Typography>
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {comment.body}
              </Typography>
            </Box>
            {(onEdit || onDelete) && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                {onEdit && <Button size="small" onClick={() => onEdit(comment)}>{t('detail.edit')}</Button>}
                {onDelete && <Button size="small" color="error" onClick={() => onDelete(comment)}>{t('detail.delete')}</Button>}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
