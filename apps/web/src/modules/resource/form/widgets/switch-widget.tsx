'use client';

import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { WidgetProps } from './widget-types';

/** Yes or no. */
export function SwitchWidget({ field, label, helper, value, onChange, onBlur, error, disabled }: WidgetProps) {
  return (
    <Box>
      <FormControlLabel label={label} control={<Switch name={field.name} checked={value === true} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} disabled={disabled} />} />
      {(error ?? helper) && <FormHelperText error={Boolean(error)}>{error ?? helper}</FormHelperText>}
    </Box>
  );
}
