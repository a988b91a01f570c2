'use client';

import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings-provider';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** The gear of every header: opens the settings drawer; a dot shows when settings were changed. */
export function SettingsButton({ sx, ...other }: IconButtonProps) {
  const { t } = useTranslation('common');
  const { openDrawer, canReset } = useSettings();
  return (
    <Tooltip title={t('settings.open')}>
      <IconButton aria-label={t('settings.open')} data-testid="settings-button" onClick={openDrawer} sx={[{ '&:hover svg': { animation: `${spin} 2s linear infinite` } }, ...(Array.isArray(sx) ? sx : [sx])]} {...other}>
        <Badge color="error" variant="dot" invisible={!canReset}>
          <SettingsOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
