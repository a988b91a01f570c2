import type { Components, Theme } from '@mui/material/styles';
import { FILLED_COLORS, readableFill } from '../readable-shade';
import { readableChipText } from './readable-text';

export const dataDisplay: Components<Theme> = {
  MuiAvatar: { styleOverrides: { root: ({ theme }) => ({ fontWeight: theme.typography.fontWeightMedium }) } },
  MuiChip: {
    styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, fontWeight: 500 }) },
    // Filled chips keep their label at AA, like filled buttons (readable-shade.ts).
    variants: [
      ...FILLED_COLORS.map((color) => ({
        props: { variant: 'filled' as const, color },
        style: ({ theme }: { theme: Theme }) => ({ backgroundColor: readableFill(theme, color) }),
      })),
      ...readableChipText,
    ],
  },
  MuiListItemIcon: { styleOverrides: { root: { color: 'inherit' } } },
  MuiTableCell: {
    styleOverrides: {
      head: ({ theme }) => ({
        fontSize: 14,
        color: theme.palette.text.secondary,
        fontWeight: theme.typography.fontWeightMedium,
        backgroundColor: theme.palette.background.neutral,
      }),
    },
  },
  MuiSkeleton: { defaultProps: { animation: 'wave' } },
};
