'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Reveal } from './reveal';
import { accentTextSx } from './accent';

type StatusViewProps = {
  /** A short label above the title, such as "Error 404". */
  overline?: string;
  title: string;
  description: ReactNode;
  illustration: ReactNode;
  /** Buttons under the drawing, the first one being the way out most people want. */
  actions: ReactNode;
  /** Anything that helps further: links, details, a form. */
  children?: ReactNode;
  /** The heading level of the title: 1 on its own page, 2 inside a page that already has an h1. */
  headingLevel?: 1 | 2;
};

/** The layout shared by the 403, 404, 500, maintenance and permission screens. */
export function StatusView({ overline, title, description, illustration, actions, children, headingLevel = 1 }: StatusViewProps) {
  return (
    <Box sx={{ width: 1, maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 4, md: 8 }, px: { xs: 1, sm: 0 } }}>
      {overline ? (
        <Reveal>
          <Typography variant="overline" component="p" sx={[{ mb: 1, letterSpacing: 1.5 }, accentTextSx()]}>
            {overline}
          </Typography>
        </Reveal>
      ) : null}
      <Reveal>
        <Typography variant="h3" component={headingLevel === 1 ? 'h1' : 'h2'} sx={{ mb: 2 }}>
          {title}
        </Typography>
      </Reveal>
      <Reveal delay={0.06}>
        <Typography component="div" sx={{ color: 'text.secondary', maxWidth: 480, mx: 'auto' }}>
          {description}
        </Typography>
      </Reveal>
      <Reveal delay={0.12}>
        <Box sx={{ width: 1, maxWidth: 360, mx: 'auto', my: { xs: 4, sm: 6 } }}>{illustration}</Box>
      </Reveal>
      <Reveal delay={0.18}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
          {actions}
        </Stack>
      </Reveal>
      {children ? <Box sx={{ mt: 5 }}>{children}</Box> : null}
    </Box>
  );
}
