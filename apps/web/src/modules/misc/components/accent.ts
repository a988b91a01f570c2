import type { Theme } from '@mui/material/styles';
import { readableDarkShade, type PaletteColorKey } from '@web/theme/readable-shade';

export type { PaletteColorKey } from '@web/theme/readable-shade';

/**
 * Coloured small text (overlines, kickers, links, chips) that keeps AA contrast: a dark shade of the
 * colour on light backgrounds (`readableDarkShade`), the light shade on dark ones. The `main` shades
 * of green, cyan or orange are too pale for 12–14 px text on white.
 */
export function accentTextSx(color: PaletteColorKey = 'primary') {
  return (theme: Theme) => ({
    color: readableDarkShade(theme, color),
    ...theme.applyStyles('dark', { color: theme.palette[color].light }),
  });
}

/** A deep gradient in the primary colour that white text reads well on, whatever the preset. */
export function deepPrimaryGradient(theme: Theme): string {
  const { dark, darker } = theme.palette.primary;
  return `linear-gradient(135deg, ${darker ?? dark} 0%, ${dark} 100%)`;
}
