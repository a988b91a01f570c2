'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accentTextSx } from './accent';

type SectionTitleProps = {
  overline?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  /** The heading element; sections of a page are h2. */
  component?: 'h1' | 'h2';
  id?: string;
};

/** Overline, heading and lead paragraph at the top of a page section. */
export function SectionTitle({ overline, title, description, align = 'center', component = 'h2', id }: SectionTitleProps) {
  const isCentered = align === 'center';
  return (
    <Box sx={{ textAlign: align, maxWidth: isCentered ? 720 : 'none', mx: isCentered ? 'auto' : 0 }}>
      {overline ? (
        <Typography variant="overline" component="p" sx={[{ letterSpacing: 1.5, display: 'block', mb: 1.5 }, accentTextSx()]}>
          {overline}
        </Typography>
      ) : null}
      <Typography id={id} variant={component === 'h1' ? 'h2' : 'h3'} component={component}>
        {title}
      </Typography>
      {description ? (
        <Typography component="p" sx={{ color: 'text.secondary', mt: 2, fontSize: { md: '1.0625rem' } }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
