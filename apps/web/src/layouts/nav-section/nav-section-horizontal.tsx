'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import NextLink from 'next/link';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavSection } from '@web/lib/routes';
import { NavIcon } from '../nav-icons';
import { NavArrow } from './nav-arrow';
import { navTitle } from './nav-title';
import { NavTrailContext, useActiveTrail, useIsActive } from './nav-context';
import { NavDropdown, NavDropdownList } from './nav-dropdown';
import { useHoverMenu } from './use-hover-menu';

function horizontalStyles(theme: Theme, active: boolean, open: boolean) {
  const activeColor = theme.palette.mode === 'light' ? theme.palette.primary.main : theme.palette.primary.light;
  return {
    flexShrink: 0,
    height: 36,
    px: 1,
    gap: 0.75,
    borderRadius: 0.75,
    typography: 'body2',
    fontWeight: active ? 600 : 500,
    whiteSpace: 'nowrap' as const,
    color: theme.palette.text.secondary,
    '&:hover': { bgcolor: theme.palette.action.hover },
    ...(open && { bgcolor: theme.palette.action.hover, color: theme.palette.text.primary }),
    ...(active && { color: activeColor, bgcolor: alpha(theme.palette.primary.main, 0.08), '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.16) } }),
  };
}

function NavItemHorizontal({ item }: { item: NavItem }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const active = useIsActive(item);
  const menu = useHoverMenu();
  const { close } = menu;

  const content = (
    <>
      <NavIcon name={item.icon} fontSize={20} />
      {navTitle(t, item.title)}
      {item.children?.length ? <NavArrow open={menu.open} size={16} down /> : null}
    </>
  );
  if (!item.children?.length) {
    return (
      <ButtonBase component={NextLink} href={item.path} prefetch={false} aria-current={active ? 'page' : undefined} sx={horizontalStyles(theme, active, false)}>
        {content}
      </ButtonBase>
    );
  }
  return (
    <>
      <ButtonBase aria-haspopup="true" aria-expanded={menu.open} {...menu.triggerProps} sx={horizontalStyles(theme, active, menu.open)}>
        {content}
      </ButtonBase>
      <NavDropdown anchor={menu.anchor} placement="bottom-start" panelProps={menu.panelProps}>
        <NavDropdownList items={item.children} onNavigate={close} />
      </NavDropdown>
    </>
  );
}

/** The horizontal nav: every root item in one row (scrolls sideways), children in dropdowns. */
export function NavSectionHorizontal({ sections, sx, ...other }: { sections: readonly NavSection[] } & BoxProps) {
  const items = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const trail = useActiveTrail(items);
  return (
    <NavTrailContext.Provider value={trail}>
      <Box
        component="ul"
        sx={[{ p: 0, m: 0, display: 'flex', alignItems: 'center', gap: 0.5, overflowX: 'auto', scrollbarWidth: 'thin' }, ...(Array.isArray(sx) ? sx : [sx])]}
        {...other}
      >
        {sections.map((section, index) => (
          <Fragment key={section.subheader}>
            {index > 0 && <Divider component="li" orientation="vertical" flexItem sx={{ my: 1.5, mx: 1, borderStyle: 'dashed', listStyle: 'none' }} />}
            {section.items.map((item) => (
              <Box component="li" key={`${item.title}-${item.path}`} sx={{ listStyle: 'none', display: 'flex' }}>
                <NavItemHorizontal item={item} />
              </Box>
            ))}
          </Fragment>
        ))}
      </Box>
    </NavTrailContext.Provider>
  );
}
