'use client';

import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ContrastRoundedIcon from '@mui/icons-material/ContrastRounded';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionRToLRoundedIcon from '@mui/icons-material/FormatTextdirectionRToLRounded';
import OpenInFullRoundedIcon from '@mui/icons-material/OpenInFullRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { useSettings } from '../settings-provider';
import { LayoutOptions } from './layout-options';
import { PresetOptions } from './preset-options';
import { ToggleCard } from './toggle-card';

/** Width of the settings drawer. */
export const SETTINGS_DRAWER_WIDTH = 360;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.disabled' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Whether a path is in the dashboard, the only area with nav layouts and a width to stretch. */
export function isDashboardPath(pathname: string | null): boolean {
  return pathname === paths.dashboard.root || Boolean(pathname?.startsWith(`${paths.dashboard.root}/`));
}

/**
 * The right-side drawer with every theme setting and a reset (opened by SettingsButton). The nav
 * layouts and the stretch toggle shape the dashboard only, so elsewhere they are not offered.
 */
export function SettingsDrawer() {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const inDashboard = isDashboardPath(usePathname());

  return (
    <Drawer
      anchor="right"
      open={settings.isDrawerOpen}
      onClose={settings.closeDrawer}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          'aria-label': t('settings.title'),
          sx: (theme) => ({
            width: SETTINGS_DRAWER_WIDTH,
            maxWidth: '100vw',
            backgroundColor: alpha(theme.palette.background.default, 0.9),
            backdropFilter: 'blur(20px)',
          }),
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', py: 2, pr: 1, pl: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip title={t('settings.reset')}>
          <span>
            <IconButton aria-label={t('settings.reset')} onClick={settings.reset} disabled={!settings.canReset}>
              <Badge color="error" variant="dot" invisible={!settings.canReset}>
                <RestartAltRoundedIcon />
              </Badge>
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={t('settings.close')} onClick={settings.closeDrawer}>
          <CloseRoundedIcon />
        </IconButton>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, px: 2.5, pb: 5, overflowY: 'auto' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
          <ToggleCard label={t('settings.darkMode')} icon={<DarkModeOutlinedIcon />} checked={settings.mode === 'dark'} onChange={(checked) => settings.setField('mode', checked ? 'dark' : 'light')} />
          <ToggleCard label={t('settings.contrast')} icon={<ContrastRoundedIcon />} checked={settings.contrast === 'bold'} onChange={(checked) => settings.setField('contrast', checked ? 'bold' : 'default')} />
          <ToggleCard label={t('settings.rightToLeft')} icon={<FormatTextdirectionRToLRoundedIcon />} checked={settings.direction === 'rtl'} onChange={(checked) => settings.setField('direction', checked ? 'rtl' : 'ltr')} />
          {inDashboard && (
            <ToggleCard label={t('settings.stretch')} hint={t('settings.stretchHint')} icon={<OpenInFullRoundedIcon />} checked={settings.stretch} onChange={(checked) => settings.setField('stretch', checked)} />
          )}
        </Box>

        {inDashboard && (
          <Section title={t('settings.layout')}>
            <LayoutOptions value={settings.layout} onChange={(layout) => settings.setField('layout', layout)} />
          </Section>
        )}

        <Section title={t('settings.presets')}>
          <PresetOptions value={settings.colorPreset} onChange={(preset) => settings.setField('colorPreset', preset)} />
        </Section>
      </Box>
    </Drawer>
  );
}
