import type { Theme } from '@mui/material/styles';
import { FILLED_COLORS, readableAccent, readableFill, readableFillHover } from './readable-shade';

/** The elevations plain elements draw with (`--lx-shadow-<n>`): theme.shadows[n], softer in light mode. */
const SHADOW_LEVELS = [1, 4, 8, 12] as const;

/**
 * Parts drawn from plain elements and CSS modules instead of MUI components (the question players'
 * radios, the exam navigator's cells: dozens on a screen, each of which MUI renders as several
 * components; the landing page, rendered by the server alone) take the theme's colours from these CSS
 * variables: set for the whole page by the theme's baseline, so they follow the mode and the colour
 * preset live, and again by any part of the page under another theme (the exam's contrast schemes).
 * Tints are `color-mix(in srgb, var(--lx-primary) 16%, transparent)` in the CSS.
 */
export function plainColourVariables(theme: Theme): Record<string, string> {
  const { palette } = theme;
  // Each palette colour's main and light shades, and its shade for small coloured text (--lx-info-accent).
  const colours = Object.fromEntries(
    FILLED_COLORS.flatMap((color) => [
      [`--lx-${color}`, palette[color].main],
      [`--lx-${color}-light`, palette[color].light],
      [`--lx-${color}-accent`, readableAccent(theme, color)],
    ]),
  );
  const shadows = Object.fromEntries(SHADOW_LEVELS.map((level) => [`--lx-shadow-${level}`, theme.shadows[level]]));
  return {
    ...colours,
    '--lx-primary-dark': palette.primary.dark,
    '--lx-primary-darker': palette.primary.darker ?? palette.primary.dark,
    '--lx-primary-contrast': palette.primary.contrastText,
    // A filled control's background that keeps its label at AA, and its hover (readable-shade.ts).
    '--lx-primary-fill': readableFill(theme, 'primary'),
    '--lx-primary-fill-hover': readableFillHover(theme, 'primary'),
    '--lx-text-secondary': palette.text.secondary,
    '--lx-text-disabled': palette.text.disabled,
    '--lx-disabled': palette.action.disabled,
    '--lx-action-hover': palette.action.hover,
    '--lx-action-selected': palette.action.selected,
    '--lx-primary-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
    '--lx-primary-focus': theme.alpha(palette.primary.main, palette.action.focusOpacity),
    '--lx-text': palette.text.primary,
    '--lx-paper': palette.background.paper,
    '--lx-divider': palette.divider,
    '--lx-grey-100': palette.grey[100],
    '--lx-grey-500': palette.grey[500],
    '--lx-grey-900': palette.grey[900],
    ...shadows,
  };
}
