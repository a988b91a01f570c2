'use client';

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LAYOUT } from '../config';
import { useScrolled } from './use-scrolled';

interface HeaderBarProps {
  left?: ReactNode;
  center?: ReactNode;
  right?: ReactNode;
  /** Wrap the content in a centred Container (learner, misc) or span the column (dashboard). */
  maxWidth?: 'lg' | 'xl' | false;
  /** Draw the bottom hairline even at the top of the page. */
  bordered?: boolean;
}

/**
 * The sticky header of every layout: translucent, blurred background; a soft shadow appears once the
 * page scrolls. 64 px high on phones, 72 px from `md`.
 */
export function HeaderBar({ left, center, right, maxWidth = false, bordered = false }: HeaderBarProps) {
  const isScrolled = useScrolled(8);
  const row = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, height: { xs: LAYOUT.header.mobile, md: LAYOUT.header.desktop }, px: maxWidth ? 0 : { xs: 2, sm: 3, lg: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>{left}</Box>
      <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>{center}</Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>{right}</Box>
    </Box>
  );
  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        top: 0,
        zIndex: theme.zIndex.appBar,
        color: 'text.primary',
        backgroundColor: alpha(theme.palette.background.default, 0.8),
        backdropFilter: 'blur(6px)',
        WebkitBackdropFilter: 'blur(6px)',
        borderBottom: `1px solid ${bordered || isScrolled ? theme.palette.divider : 'transparent'}`,
        boxShadow: isScrolled ? theme.customShadows.z1 : 'none',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
      })}
    >
      {maxWidth ? <Container maxWidth={maxWidth}>{row}</Container> : row}
    </AppBar>
  );
}
