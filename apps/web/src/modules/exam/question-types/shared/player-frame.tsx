import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of one question item: its printed instruction (when the content carries one) above the
 * parts. `data-question-id` lets the exam and review screens find an item without knowing its type.
 */
export function PlayerFrame({ questionId, instruction, children }: { questionId: number; instruction?: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} data-question-id={questionId} sx={{ minWidth: 0 }}>
      {instruction ? (
        <Typography dir="auto" variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          {instruction}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
