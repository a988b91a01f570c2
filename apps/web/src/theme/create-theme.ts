import { createTheme, type Theme } from '@mui/material/styles';
import type { Settings } from '@web/settings/settings-cookies';
import { components } from './components';
import { FONT_FAMILY } from './fonts';
import { createPalette, PRESET_PRIMARY } from './palette';
import { createCustomShadows, createShadows } from './shadows';
import { createTypography } from './typography';
import './types';

export type ThemeSettings = Pick<Settings, 'mode' | 'direction' | 'contrast' | 'colorPreset'>;

/** SPEC.md section 9: corners of 8 px. */
export const BORDER_RADIUS = 8;

/**
 * Builds Lexam's MUI theme from the settings: palette (mode, preset, contrast), responsive
 * typography, soft shadows, 8 px corners, direction and component overrides.
 */
export function createAppTheme({ mode, direction, contrast, colorPreset }: ThemeSettings): Theme {
  return createTheme({
    direction,
    palette: createPalette({ mode, colorPreset, contrast }),
    typography: createTypography(FONT_FAMILY),
    shape: { borderRadius: BORDER_RADIUS },
    shadows: createShadows(mode),
    customShadows: createCustomShadows(mode, PRESET_PRIMARY[colorPreset].main),
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    components,
  });
}
