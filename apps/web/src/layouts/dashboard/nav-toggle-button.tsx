'use client';

import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@web/settings';
import { LAYOUT } from '../config';

/** The round button on the nav's edge that switches between the vertical and the mini nav. */
export function NavToggleButton() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const { layout, setField } = useSettings();
  const isMini = layout === 'mini';
  const width = isMini ? LAYOUT.nav.mini : LAYOUT.nav.vertical;
  // Points back toward the nav to collapse it, away from it to expand (mirrored in RTL).
  const rotation = (isMini ? 180 : 0) + (theme.direction === 'rtl' ? 180 : 0);
  return (
    <IconButton
      size="small"
      aria-label={t(isMini ? 'nav.expand' : 'nav.collapse')}
      onClick={() => setField('layout', isMini ? 'vertical' : 'mini')}
      sx={{
        position: 'fixed',
        top: 26,
        left: width - 13,
        zIndex: theme.zIndex.appBar + 2,
        p: 0.25,
        display: { xs: 'none', lg: 'inline-flex' },
        color: 'text.secondary',
        bgcolor: 'background.default',
        border: `1px solid ${alpha(theme.palette.grey[500], 0.16)}`,
        transition: theme.transitions.create(['left', 'background-color']),
        '&:hover': { color: 'text.primary', bgcolor: 'background.neutral' },
      }}
    >
      <ChevronLeftRoundedIcon sx={{ fontSize: 16, transform: `rotate(${rotation}deg)` }} />
    </IconButton>
  );
}
