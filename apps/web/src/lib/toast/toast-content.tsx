'use client';

import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import InfoRoundedIcon from '@mui/icons-material/InfoRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import { SnackbarContent, useSnackbar, type CustomContentProps, type VariantType } from 'notistack';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<VariantType, ReactNode> = {
  default: <NotificationsRoundedIcon />,
  success: <CheckCircleRoundedIcon />,
  warning: <WarningRoundedIcon />,
  error: <ErrorRoundedIcon />,
  info: <InfoRoundedIcon />,
};

/**
 * A toast in the theme: a paper card with a tinted icon for the variant and a close button.
 * role="alert" so assistive tech announces it (and tests find it with getByRole('alert')).
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent({ id, message, variant, hideIconVariant, style, className }, ref) {
  const theme = useTheme();
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation('common');
  const color = variant === 'default' ? theme.palette.text.primary : theme.palette[variant].main;

  return (
    <SnackbarContent ref={ref} role="alert" data-variant={variant} style={style} className={className}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          width: 1,
          minWidth: 300,
          maxWidth: 420,
          p: 0.75,
          pr: 1,
          borderRadius: 1.5,
          color: 'text.primary',
          bgcolor: 'background.paper',
          boxShadow: theme.customShadows.z8,
          border: `1px solid ${alpha(theme.palette.grey[500], 0.12)}`,
        }}
      >
        {!hideIconVariant && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, flexShrink: 0, borderRadius: 1.25, color, bgcolor: alpha(color, 0.12), '& svg': { fontSize: 24 } }}>
            {ICONS[variant]}
          </Box>
        )}
        <Box sx={{ flexGrow: 1, typography: 'subtitle2', py: 1 }}>{message}</Box>
        <IconButton size="small" aria-label={t('toast.close')} onClick={() => closeSnackbar(id)} sx={{ color: 'text.disabled' }}>
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
});
