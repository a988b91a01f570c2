import Box from '@mui/material/Box';

/** How a letter ends in review: the right one, the learner's wrong pick, or neither. */
export type LetterState = 'correct' | 'picked-wrong' | undefined;

const COLORS = { correct: 'success.main', 'picked-wrong': 'error.main' } as const;

/**
 * A large round letter, the face of one radio of an audio-choice question: outlined when free, filled
 * when chosen; in review green for the right letter and red for a wrong pick, whatever was chosen.
 */
export function LetterCircle({ letter, checked, state }: { letter: string; checked: boolean; state?: LetterState }) {
  const color = state ? COLORS[state] : 'primary.main';
  const filled = state ? state === 'correct' || checked : checked;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 52,
        height: 52,
        borderRadius: '50%',
        border: 2,
        borderColor: state || checked ? color : 'text.secondary',
        bgcolor: filled ? color : 'transparent',
        color: filled ? 'common.white' : 'text.primary',
        typography: 'h6',
        fontWeight: 700,
        lineHeight: 1,
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      {letter}
    </Box>
  );
}
