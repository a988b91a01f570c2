'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { plainColourVariables } from '@web/theme/plain-colours';

/** The contrast schemes of the official computer-delivered test. */
export const EXAM_CONTRASTS = ['standard', 'black-on-white', 'white-on-black', 'yellow-on-black'] as const;
export type ExamContrast = (typeof EXAM_CONTRASTS)[number];

export const EXAM_TEXT_SIZES = ['standard', 'large', 'extra-large'] as const;
export type ExamTextSize = (typeof EXAM_TEXT_SIZES)[number];

const ZOOM: Record<ExamTextSize, number> = { standard: 1, large: 1.15, 'extra-large': 1.3 };

export interface ExamDisplaySettings {
  contrast: ExamContrast;
  textSize: ExamTextSize;
}

export const defaultDisplay: ExamDisplaySettings = { contrast: 'standard', textSize: 'standard' };

export function parseDisplay(raw: string | null): ExamDisplaySettings {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<ExamDisplaySettings>) : {};
    return {
      contrast: EXAM_CONTRASTS.includes(value.contrast as ExamContrast) ? (value.contrast as ExamContrast) : 'standard',
      textSize: EXAM_TEXT_SIZES.includes(value.textSize as ExamTextSize) ? (value.textSize as ExamTextSize) : 'standard',
    };
  } catch {
    return defaultDisplay;
  }
}

const SCHEMES: Record<Exclude<ExamContrast, 'standard'>, { mode: 'light' | 'dark'; background: string; text: string }> = {
  'black-on-white': { mode: 'light', background: '#FFFFFF', text: '#000000' },
  'white-on-black': { mode: 'dark', background: '#000000', text: '#FFFFFF' },
  'yellow-on-black': { mode: 'dark', background: '#000000', text: '#FFFF00' },
};

/** The app's theme with the exam's colour scheme: plain text and background colours, primary in the text colour. */
function themeWithContrast(outer: Theme, contrast: ExamContrast): Theme {
  if (contrast === 'standard') return outer;
  const { mode, background, text } = SCHEMES[contrast];
  return createTheme({
    direction: outer.direction,
    breakpoints: { values: outer.breakpoints.values },
    shape: outer.shape,
    typography: outer.typography as never,
    components: outer.components,
    shadows: outer.shadows,
    customShadows: outer.customShadows,
    palette: {
      mode,
      primary: { main: text, contrastText: background, lighter: text, darker: text },
      secondary: { main: text, contrastText: background },
      text: { primary: text, secondary: text, disabled: text },
      background: { default: background, paper: background, neutral: background },
      divider: text,
      warning: outer.palette.warning,
      error: outer.palette.error,
      success: outer.palette.success,
      info: outer.palette.info,
      grey: outer.palette.grey,
    },
  } as never);
}

/**
 * The exam area in the learner's colour scheme and text size. The size is a CSS zoom of the area,
 * so every player grows with the passage whatever units it uses.
 */
export function ExamDisplay({ settings, children, sx, ...rest }: { settings: ExamDisplaySettings; children: ReactNode } & Omit<BoxProps, 'children'>) {
  const outer = useTheme();
  const theme = useMemo(() => themeWithContrast(outer, settings.contrast), [outer, settings.contrast]);
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-contrast={settings.contrast}
        data-text-size={settings.textSize}
        sx={[
          (theme) => ({ bgcolor: 'background.default', color: 'text.primary', '--exam-zoom': ZOOM[settings.textSize], ...(settings.contrast === 'standard' ? {} : plainColourVariables(theme)) }),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        {...rest}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}

/** The zoom of the chosen text size, for the scrolling panes inside the exam area. */
export const zoomSx = { zoom: 'var(--exam-zoom, 1)' } as const;
