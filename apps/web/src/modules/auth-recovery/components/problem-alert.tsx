'use client';

import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** The server's title for a failed call, kept in the form (the toast goes away after 3 s). */
export function ProblemAlert({ title, action, children }: { title: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <Alert severity="error" data-testid="form-problem" action={action} sx={{ mb: 3, alignItems: 'flex-start', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
      {title}
      {children}
    </Alert>
  );
}
