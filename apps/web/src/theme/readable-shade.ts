import { getContrastRatio, type Theme } from '@mui/material/styles';

export type PaletteColorKey = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** The palette's colours a control may be filled with. */
export const FILLED_COLORS: readonly PaletteColorKey[] = ['primary', 'secondary', 'info', 'success', 'warning', 'error'];

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

/**
 * Coloured small text (overlines, kickers, links) in the current mode: the readable dark shade on
 * light backgrounds, the light shade on dark ones.
 */
export function readableAccent(theme: Theme, color: PaletteColorKey = 'primary'): string {
  return theme.palette.mode === 'dark' ? theme.palette[color].light : readableDarkShade(theme, color);
}

/** AA for normal-size text: button labels are 13-15 px, not large text. */
export const TEXT_MIN_CONTRAST = 4.5;

/**
 * The background of a filled control (a contained button) of a colour: its main shade where its
 * text colour reads on it at AA, else the first of its dark and darker shades that does. White on
 * the default preset's green is 3.1:1; on its dark shade 5.4:1.
 */
export function readableFill(theme: Theme, color: PaletteColorKey = 'primary'): string {
  const { main, dark, darker, contrastText } = theme.palette[color];
  for (const shade of [main, dark, darker]) if (shade && getContrastRatio(contrastText, shade) >= TEXT_MIN_CONTRAST) return shade;
  return darker ?? dark;
}

/**
 * The hover background of that fill: the next shade away from it (darker first, else lighter) that
 * still keeps the label at AA, else the fill itself (the hover then shows by its shadow alone).
 */
export function readableFillHover(theme: Theme, color: PaletteColorKey = 'primary'): string {
  const { lighter, light, main, dark, darker, contrastText } = theme.palette[color];
  const scale = [lighter, light, main, dark, darker];
  const fill = readableFill(theme, color);
  const at = scale.indexOf(fill);
  for (const next of [scale[at + 1], scale[at - 1]]) if (next && getContrastRatio(contrastText, next) >= TEXT_MIN_CONTRAST) return next;
  return fill;
}
