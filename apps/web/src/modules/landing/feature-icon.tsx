'use client';

import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import type { PaletteColorKey } from '@web/modules/misc/components/accent';

/** Any Material icon component. */
export type IconComponent = typeof SvgIcon;

export type { PaletteColorKey } from '@web/modules/misc/components/accent';

/** A rounded tile holding an icon in one of the theme's colours. */
export function FeatureIcon({ Icon, color, size = 48 }: { Icon: IconComponent; color: PaletteColorKey; size?: number }) {
  return (
    <Box
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1.5,
        color: `${color}.main`,
        bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.12),
      })}
    >
      <Icon aria-hidden sx={{ fontSize: size / 2 }} />
    </Box>
  );
}
