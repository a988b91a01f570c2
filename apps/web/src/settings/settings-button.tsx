'use client';

import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { hintProps } from '@web/components/hint';
import { useSettings } from './settings-provider';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** The gear of every header: opens the settings drawer; a dot shows when settings were changed. */
export function SettingsButton({ sx, ...other }: IconButtonProps) {
  const { t } = useTranslation('common');
  const { openDrawer, canReset } = useSettings();
  return (
    <IconButton aria-label={t('settings.open')} data-testid="settings-button" onClick={openDrawer} sx={[{ '&:hover svg': { animation: `${spin} 2s linear infinite` } }, ...(Array.isArray(sx) ? sx : [sx])]} {...other} {...hintProps(t('settings.open'), { className: other.className })}>
      <Badge color="error" variant="dot" invisible={!canReset}>
        <SettingsOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
