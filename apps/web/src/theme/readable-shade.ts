import { getContrastRatio, type Theme } from '@mui/material/styles';

export type PaletteColorKey = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** The contrast small coloured text needs on white: AA's 4.5, with room for a 12–16 % tint of the colour behind it. */
export const ACCENT_MIN_CONTRAST = 5;

/**
 * The shade of a colour for small text on light backgrounds: its dark shade where that reads well
 * on white, else its darker one (success's, warning's and the orange preset's dark shades are 4.0–4.2:1 on white, under AA).
 */
export function readableDarkShade(theme: Theme, color: PaletteColorKey = 'primary'): string {
  const { dark, darker } = theme.palette[color];
  return darker && getContrastRatio(dark, theme.palette.common.white) < ACCENT_MIN_CONTRAST ? darker : dark;
}
