import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Option } from './content-types';

/** How an option ends in review: the right one, the learner's wrong pick, or neither. */
export type OptionState = 'correct' | 'picked-wrong' | undefined;

/**
 * One option's label: its letter in a box and its text, outlined green when it is the right answer
 * and red when the learner picked it wrongly (review only).
 */
export function OptionLabel({ option, state }: { option: Option; state: OptionState }) {
  const color = state === 'correct' ? 'success.main' : state === 'picked-wrong' ? 'error.main' : undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', color, fontWeight: state === 'correct' ? 600 : undefined }}>
      <Box component="span" sx={{ fontWeight: 700, minWidth: '1.5ch' }}>
        {option.id}
      </Box>
      <span dir="auto">{option.text}</span>
    </Box>
  );
}

/** The prompt line of a choice question: the number(s) then the question. */
export function PromptLine({ id, numberBadge, children }: { id: string; numberBadge: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      {numberBadge}
      <Box dir="auto" id={id} sx={{ typography: 'body1', fontWeight: 500 }}>
        {children}
      </Box>
    </Box>
  );
}

export const sameLetter = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
