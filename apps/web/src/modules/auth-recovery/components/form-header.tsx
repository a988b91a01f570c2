import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of an auth form: the page's h1 and one line of explanation. */
export function FormHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
