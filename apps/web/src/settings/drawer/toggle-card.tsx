'use client';

import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ToggleCardProps {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown in a tooltip on the info mark. */
  hint?: string;
}

/** A settings tile: icon, label and a switch; the whole tile is the switch's label. */
export function ToggleCard({ label, icon, checked, onChange, hint }: ToggleCardProps) {
  const card = (
    <Box
      component="label"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        pt: 1.5,
        cursor: 'pointer',
        borderRadius: 2,
        border: `1px solid ${alpha(theme.palette.grey[500], 0.12)}`,
        transition: theme.transitions.create(['background-color', 'border-color']),
        '&:hover': { bgcolor: theme.palette.action.hover },
        ...(checked && {
          bgcolor: alpha(theme.palette.primary.main, 0.06),
          borderColor: alpha(theme.palette.primary.main, 0.24),
        }),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', color: checked ? 'primary.main' : 'text.secondary', '& svg': { fontSize: 24 } }}>{icon}</Box>
        <Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} sx={{ mr: -1 }} />
      </Box>
      <Typography variant="subtitle2" sx={{ color: checked ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
  return hint ? (
    <Tooltip title={hint} placement="top" arrow>
      {card}
    </Tooltip>
  ) : (
    card
  );
}
