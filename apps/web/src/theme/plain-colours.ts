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
    '--lx-choice-on': palette.primary.main,
    '--lx-choice-off': palette.text.secondary,
    '--lx-choice-disabled': palette.action.disabled,
    '--lx-choice-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
    '--lx-choice-focus': theme.alpha(palette.primary.main, palette.action.focusOpacity),
    '--lx-choice-correct': palette.success.main,
    '--lx-choice-wrong': palette.error.main,
    '--lx-text': palette.text.primary,
    '--lx-paper': palette.background.paper,
    '--lx-divider': palette.divider,
    '--lx-hover': palette.action.hover,
    '--lx-flag': palette.warning.main,
  };
}
