'use client';

import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SaveSnapshot } from './save-queue-driver';

/** saved / saving / offline (N unsaved) / closed / rejected, as a small chip announced to screen readers. */
export function SaveStateChip({ save }: { save: SaveSnapshot }) {
  const { t } = useTranslation('exam');
  const { status, unsaved } = save;
  const icon = status === 'saved' ? <CloudDoneIcon /> : status === 'saving' ? <CloudSyncIcon /> : status === 'offline' ? <CloudOffIcon /> : <ErrorOutlineIcon />;
  const color = status === 'saved' ? 'success' : status === 'saving' ? 'default' : status === 'offline' ? 'warning' : 'error';
  return (
    <Chip
      data-testid="save-state"
      data-status={status}
      role="status"
      aria-live="polite"
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={t(`save.${status}`, { count: unsaved })}
      // In light mode the label takes the colour's darker shade: the main and dark shades (green,
      // amber) are too light for small text on white (contrast 4.5:1). Dark mode keeps the main one.
      sx={(theme) => ({
        maxWidth: { xs: 150, sm: 'none' },
        ...(color === 'default' ? {} : { '& .MuiChip-label': { color: theme.palette[color].darker, ...theme.applyStyles('dark', { color: theme.palette[color].main }) } }),
      })}
    />
  );
}
