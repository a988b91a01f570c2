import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a sign-in form: a title, a line under it and, optionally, a link row. */
export function AuthFormHeader({ title, subtitle, extra }: { title: string; subtitle: string; extra?: ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {subtitle}
      </Typography>
      {extra}
    </Box>
  );
}
