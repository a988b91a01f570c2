import { alpha, type Components, type Theme } from '@mui/material/styles';
import { FILLED_COLORS, readableFill, readableFillHover } from '../readable-shade';
import { readableButtonText } from './readable-text';

export const inputs: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, fontWeight: theme.typography.fontWeightBold }),
      sizeLarge: { minHeight: 48 },
      sizeMedium: { minHeight: 36 },
      sizeSmall: { minHeight: 30 },
    },
    variants: [
      // `color="inherit"` contained buttons are the neutral "ink" buttons of the design.
      {
        props: { variant: 'contained', color: 'inherit' },
        style: ({ theme }) => ({
          color: theme.palette.mode === 'light' ? theme.palette.common.white : theme.palette.grey[800],
          backgroundColor: theme.palette.mode === 'light' ? theme.palette.grey[800] : theme.palette.common.white,
          '&:hover': { backgroundColor: theme.palette.mode === 'light' ? theme.palette.grey[700] : theme.palette.grey[400] },
        }),
      },
      {
        props: { variant: 'outlined', color: 'inherit' },
        style: ({ theme }) => ({
          borderColor: alpha(theme.palette.grey[500], 0.32),
          '&:hover': { borderColor: 'currentColor', backgroundColor: theme.palette.action.hover },
        }),
      },
      {
        props: { variant: 'contained', color: 'primary' },
        style: ({ theme }) => ({ '&:hover': { boxShadow: theme.customShadows.primary } }),
      },
      // Filled buttons keep their label at AA (readable-shade.ts): a darker shade where the main one is too pale.
      ...FILLED_COLORS.map((color) => ({
        props: { variant: 'contained' as const, color },
        style: ({ theme }: { theme: Theme }) => ({
          '&:not(.Mui-disabled)': { backgroundColor: readableFill(theme, color) },
          '&:not(.Mui-disabled):hover': { backgroundColor: readableFillHover(theme, color) },
        }),
      })),
      ...readableButtonText,
    ],
  },
  MuiIconButton: { styleOverrides: { root: { transition: 'background-color 150ms, transform 150ms' } } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        [`&.Mui-focused .MuiOutlinedInput-notchedOutline`]: { borderColor: theme.palette.text.primary },
      }),
      notchedOutline: ({ theme }) => ({ borderColor: alpha(theme.palette.grey[500], 0.24) }),
    },
  },
  MuiInputLabel: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-focused': { color: theme.palette.text.primary } }) },
  },
  MuiSwitch: {
    styleOverrides: {
      root: { width: 46, height: 30, padding: 6 },
      switchBase: ({ theme }) => ({
        top: 4,
        left: 4,
        padding: 3,
        '&.Mui-checked': { transform: 'translateX(16px)', color: theme.palette.common.white },
        '&.Mui-checked + .MuiSwitch-track': { opacity: 1 },
      }),
      thumb: { width: 16, height: 16, boxShadow: 'none' },
      track: ({ theme }) => ({ borderRadius: 14, opacity: 1, backgroundColor: alpha(theme.palette.grey[500], 0.48) }),
    },
  },
};
