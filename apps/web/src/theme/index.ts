export { createAppTheme, BORDER_RADIUS } from './create-theme';
export type { ThemeSettings } from './create-theme';
export { ThemeProvider } from './theme-provider';
export { emotionCacheOptions } from './direction-cache';
export { pxToRem, responsiveFontSizes, REM_FACTOR, HEADING_BREAKPOINTS, FONT_WEIGHTS } from './typography';
export { PRESET_PRIMARY, grey, common } from './palette';
export type { ColorScale } from './palette';
export type { CustomShadows } from './types';
