import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (a name for a control, what a drawn line stands for), kept out of sight. */
export function VisuallyHidden({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box component="span" id={id} sx={{ position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}>
      {children}
    </Box>
  );
}
