import type { Components, Theme } from '@mui/material/styles';
import { plainColourVariables } from '../plain-colours';

export const baseline: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      '*': { boxSizing: 'border-box' },
      html: { margin: 0, padding: 0, width: '100%', height: '100%', WebkitOverflowScrolling: 'touch' },
      body: { margin: 0, padding: 0, width: '100%', minHeight: '100%', ...plainColourVariables(theme) },
      img: { maxWidth: '100%', display: 'inline-block', verticalAlign: 'bottom' },
      'input[type=number]': {
        MozAppearance: 'textfield',
        '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { margin: 0, WebkitAppearance: 'none' },
      },
      // Every search field of the app has its own clear button (list toolbar, FAQs): Chromium's own
      // for type="search" would sit beside it.
      'input[type=search]::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
      // Thin, quiet scrollbars everywhere (the nav and drawers scroll).
      '*::-webkit-scrollbar': { width: 6, height: 6 },
      '*::-webkit-scrollbar-thumb': { borderRadius: 6, backgroundColor: theme.palette.action.disabledBackground },
      '*::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
      // The nprogress bar (lib/progress), in the primary colour (contract item 5).
      '#nprogress': {
        pointerEvents: 'none',
        '& .bar': {
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: theme.zIndex.tooltip + 1,
          width: '100%',
          height: 2.5,
          backgroundColor: theme.palette.primary.main,
          boxShadow: `0 0 2px ${theme.palette.primary.main}`,
        },
        '& .peg': {
          display: 'block',
          position: 'absolute',
          right: 0,
          width: 100,
          height: '100%',
          opacity: 1,
          boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
          transform: 'rotate(3deg) translate(0px, -4px)',
        },
      },
      // nprogress moves its bar with an inline translate from the left; in Arabic the whole bar is
      // mirrored so it fills from the right (the transform makes this box the bar's fixed frame).
      '[dir="rtl"] #nprogress': { position: 'fixed', top: 0, left: 0, width: '100%', zIndex: theme.zIndex.tooltip + 1, transform: 'scaleX(-1)' },
    }),
  },
};
