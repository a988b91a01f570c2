import type { Components, Theme } from '@mui/material/styles';

export const dataDisplay: Components<Theme> = {
  MuiAvatar: { styleOverrides: { root: ({ theme }) => ({ fontWeight: theme.typography.fontWeightMedium }) } },
  MuiChip: { styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, fontWeight: 500 }) } },
  MuiLink: { defaultProps: { underline: 'hover' } },
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
