import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LetterOption } from './letter-select';

/** A printed list of options (headings, features, endings, a word box), shown once above or beside the items. */
export function OptionsList({ title, options, boxed = true }: { title?: string; options: readonly LetterOption[]; boxed?: boolean }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ border: boxed ? 1 : 0, borderColor: 'divider', borderRadius: 1, p: boxed ? 1.5 : 0, bgcolor: boxed ? 'background.neutral' : undefined }}
    >
      {title ? (
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
        {options.map((option) => (
          <Box key={option.id} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, typography: 'body2' }}>
              {option.id}
            </Box>
            <Box dir="auto" component="dd" sx={{ m: 0, typography: 'body2' }}>
              {option.text ?? ''}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
