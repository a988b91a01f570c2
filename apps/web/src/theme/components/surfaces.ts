import { alpha, type Components, type Theme } from '@mui/material/styles';

export const surfaces: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { backgroundImage: 'none' },
      outlined: ({ theme }) => ({ borderColor: alpha(theme.palette.grey[500], 0.16) }),
    },
  },
  MuiCard: {
    styleOverrides: {
      root: ({ theme }) => ({
        position: 'relative',
        zIndex: 0,
        borderRadius: Number(theme.shape.borderRadius) * 2,
        boxShadow: theme.customShadows.card,
      }),
    },
  },
  MuiCardHeader: {
    styleOverrides: { root: { padding: '24px 24px 0' } },
  },
  MuiCardContent: { styleOverrides: { root: { padding: 24 } } },
  MuiAppBar: { defaultProps: { color: 'transparent', elevation: 0 } },
  MuiBackdrop: {
    styleOverrides: {
      root: ({ theme }) => ({ backgroundColor: alpha(theme.palette.grey[900], 0.48) }),
      invisible: { background: 'transparent' },
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({ borderRadius: Number(theme.shape.borderRadius) * 2, boxShadow: theme.customShadows.dialog }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme, ownerState }) => (ownerState.variant === 'temporary' ? { boxShadow: theme.customShadows.dialog } : {}),
    },
  },
  MuiPopover: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: Number(theme.shape.borderRadius) * 1.25,
        boxShadow: theme.customShadows.dropdown,
        border: `1px solid ${alpha(theme.palette.grey[500], 0.08)}`,
      }),
    },
  },
  MuiMenu: {
    styleOverrides: { list: { padding: 4 } },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        ...theme.typography.body2,
        padding: '6px 8px',
        borderRadius: Number(theme.shape.borderRadius) * 0.75,
        '&:not(:last-of-type)': { marginBottom: 4 },
        '&.Mui-selected': {
          fontWeight: theme.typography.fontWeightMedium,
          backgroundColor: theme.palette.action.selected,
          '&:hover': { backgroundColor: theme.palette.action.hover },
        },
      }),
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({ backgroundColor: theme.palette.mode === 'light' ? theme.palette.grey[800] : theme.palette.grey[700] }),
      arrow: ({ theme }) => ({ color: theme.palette.mode === 'light' ? theme.palette.grey[800] : theme.palette.grey[700] }),
    },
  },
};
