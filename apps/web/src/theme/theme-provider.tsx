'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useSettings } from '@web/settings';
import { createAppTheme } from './create-theme';
import { DirectionCache } from './direction-cache';

/** The MUI theme of the current settings, with CssBaseline and the direction's Emotion cache. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { mode, direction, contrast, colorPreset } = useSettings();
  const theme = useMemo(() => createAppTheme({ mode, direction, contrast, colorPreset }), [mode, direction, contrast, colorPreset]);
  return (
    <DirectionCache direction={direction}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </MuiThemeProvider>
    </DirectionCache>
  );
}
