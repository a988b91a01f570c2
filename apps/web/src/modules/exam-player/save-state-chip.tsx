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
  const label = t(`save.${status}`, { count: unsaved });
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
      label={label}
      // In light mode the label takes the colour's darker shade: the main and dark shades (green,
      // amber) are too light for small text on white (contrast 4.5:1). Dark mode keeps the main one.
      sx={(theme) => ({
        ...(color === 'default' ? {} : { '& .MuiChip-label': { color: theme.palette[color].darker, ...theme.applyStyles('dark', { color: theme.palette[color].main }) } }),
        // On a phone the header keeps one row: the chip shows its icon, the words stay for screen
        // readers (it is a live status).
        [theme.breakpoints.down('sm')]: {
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: '50%',
          justifyContent: 'center',
          '& .MuiChip-icon': { m: 0 },
          '& .MuiChip-label': { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
        },
      })}
    />
  );
}
