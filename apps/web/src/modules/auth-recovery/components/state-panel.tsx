'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'success' | 'error' | 'info' | 'warning';

interface StatePanelProps {
  icon: ReactNode;
  tone: Tone;
  title: string;
  children?: ReactNode;
  /** Buttons, the first being the way forward most people want. */
  actions?: ReactNode;
  /** For tests and for the page's own state (`inbox`, `verified`, `link-failed`, …). */
  state: string;
}

/**
 * One outcome of an auth flow (mail sent, address confirmed, link dead): an icon in a tinted disc,
 * the page's h1, the explanation and what to do next. Announced politely when it replaces a form.
 */
export function StatePanel({ icon, tone, title, children, actions, state }: StatePanelProps) {
  return (
    <Box data-testid="auth-state" data-state={state} role="status" sx={{ textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, 0.12),
          '& svg': { fontSize: 36 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ color: 'text.secondary', typography: 'body2', '& p': { m: 0 } }}>
        {children}
      </Stack>
      {actions ? (
        <Stack spacing={1.5} sx={{ mt: 4 }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
