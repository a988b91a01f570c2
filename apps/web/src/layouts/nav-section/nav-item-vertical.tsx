'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { alpha, type Theme } from '@mui/material/styles';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@web/lib/routes';
import { readableDarkShade } from '@web/theme/readable-shade';
import { LAYOUT } from '../config';
import { NavIcon } from '../nav-icons';
import { NavArrow } from './nav-arrow';
import { navTitle } from './nav-title';
import { useIsActive } from './nav-context';

function itemStyles(theme: Theme, { depth, active }: { depth: number; active: boolean }) {
  const isRoot = depth === 1;
  // On its tinted background the main shade of most presets is under AA (green 2.8:1): a dark shade in light mode.
  const activeColor = theme.palette.mode === 'light' ? readableDarkShade(theme, 'primary') : theme.palette.primary.light;
  return {
    width: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 1.5,
    textAlign: 'start' as const,
    borderRadius: 1,
    minHeight: isRoot ? LAYOUT.nav.item : LAYOUT.nav.subItem,
    py: 0.5,
    pr: 1,
    // Sub-items line up under the root item's title (12 + 24 icon + 12 gap), 12 px more per level.
    pl: isRoot ? 1.5 : `${48 + (depth - 2) * 12}px`,
    color: theme.palette.text.secondary,
    transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.shorter }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    ...(active &&
      isRoot && {
        color: activeColor,
        backgroundColor: alpha(theme.palette.primary.main, 0.08),
        '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.16) },
      }),
    ...(active && !isRoot && { color: theme.palette.text.primary, backgroundColor: theme.palette.action.hover }),
  };
}

/** A dot before sub-items; bigger and coloured when active. */
function SubDot({ active }: { active: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        position: 'absolute',
        left: 26,
        width: active ? 8 : 4,
        height: active ? 8 : 4,
        borderRadius: '50%',
        bgcolor: active ? 'primary.main' : alpha(theme.palette.grey[500], 0.6),
        transition: theme.transitions.create(['width', 'height']),
      })}
    />
  );
}

/** One item of the vertical nav (and its children, collapsible), any depth. */
export function NavItemVertical({ item, depth = 1 }: { item: NavItem; depth?: number }) {
  const { t } = useTranslation('common');
  const active = useIsActive(item);
  const hasChildren = Boolean(item.children?.length);
  const [open, setOpen] = useState(active);
  // Open the group the user navigates into (state adjusted during render, no effect needed).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }

  const title = navTitle(t, item.title);
  const label = (
    <>
      {depth === 1 ? <NavIcon name={item.icon} /> : depth === 2 && <SubDot active={active} />}
      <Box component="span" sx={{ flexGrow: 1, minWidth: 0, typography: 'body2', fontWeight: active ? 600 : 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {title}
      </Box>
      {hasChildren && <NavArrow open={open} />}
    </>
  );

  return (
    <Box component="li" sx={{ listStyle: 'none', position: 'relative', display: 'flex', flexDirection: 'column' }}>
      {hasChildren ? (
        <ButtonBase aria-expanded={open} onClick={() => setOpen((value) => !value)} sx={(theme) => ({ ...itemStyles(theme, { depth, active }), position: 'relative' })}>
          {label}
        </ButtonBase>
      ) : (
        <ButtonBase component={NextLink} href={item.path} prefetch={false} aria-current={active ? 'page' : undefined} sx={(theme) => ({ ...itemStyles(theme, { depth, active }), position: 'relative' })}>
          {label}
        </ButtonBase>
      )}
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <Box component="ul" sx={{ p: 0, m: 0, mt: 0.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            {item.children!.map((child) => (
              <NavItemVertical key={`${child.title}-${child.path}`} item={child} depth={depth + 1} />
            ))}
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
