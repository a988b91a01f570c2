import type { Theme } from '@mui/material/styles';

/**
 * Parts drawn from plain elements and CSS modules instead of MUI components (the question players'
 * radios, the exam navigator's cells: dozens on a screen, each of which MUI renders as several
 * components) take the theme's colours from these CSS variables: set for the whole page by the
 * theme's baseline, and again by any part of the page under another theme (the exam's contrast
 * schemes).
 */
export function plainColourVariables(theme: Theme): Record<string, string> {
  const { palette } = theme;
  return {
    '--lx-primary': palette.primary.main,
    '--lx-text-secondary': palette.text.secondary,
    '--lx-disabled': palette.action.disabled,
    '--lx-primary-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
    '--lx-primary-focus': theme.alpha(palette.primary.main, palette.action.focusOpacity),
    '--lx-success': palette.success.main,
    '--lx-error': palette.error.main,
    '--lx-text': palette.text.primary,
    '--lx-paper': palette.background.paper,
    '--lx-divider': palette.divider,
    '--lx-warning': palette.warning.main,
  };
}
