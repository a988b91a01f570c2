'use client';

import KeyboardArrowRightRoundedIcon from '@mui/icons-material/KeyboardArrowRightRounded';
import { useTheme } from '@mui/material/styles';

/** The caret of a nav group: points to the reading direction when closed, down when open. */
export function NavArrow({ open, size = 16, down = false }: { open: boolean; size?: number; down?: boolean }) {
  const theme = useTheme();
  const isRtl = theme.direction === 'rtl';
  const closed = down ? 90 : isRtl ? 180 : 0;
  const opened = down ? 270 : 90;
  return (
    <KeyboardArrowRightRoundedIcon
      aria-hidden
      sx={{ fontSize: size, flexShrink: 0, transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }), transform: `rotate(${open ? opened : closed}deg)` }}
    />
  );
}
