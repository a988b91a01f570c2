import type { Theme } from '@mui/material/styles';

/**
 * The question players' radios (choice-radio.module.css) take their colours from these CSS
 * variables: set for the whole page by the theme's baseline, and again by any part of the page
 * under another theme (the exam's contrast schemes).
 */
export function choiceVariables(theme: Theme): Record<string, string> {
  const { palette } = theme;
  return {
    '--lx-choice-on': palette.primary.main,
    '--lx-choice-off': palette.text.secondary,
    '--lx-choice-disabled': palette.action.disabled,
    '--lx-choice-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
    '--lx-choice-focus': theme.alpha(palette.primary.main, palette.action.focusOpacity),
    '--lx-choice-correct': palette.success.main,
    '--lx-choice-wrong': palette.error.main,
  };
}
