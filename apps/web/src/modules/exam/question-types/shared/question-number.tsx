import Box from '@mui/material/Box';

/** The printed question number beside a part, as the computer-delivered IELTS shows it: a bold boxed number. */
export function QuestionNumber({ number }: { number: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-question-number={number}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        minWidth: 28,
        height: 24,
        px: 0.5,
        borderRadius: 0.75,
        border: 1,
        borderColor: 'text.primary',
        typography: 'body2',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {number}
    </Box>
  );
}
