'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import NextLink from 'next/link';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavSection } from '@web/lib/routes';
import { LAYOUT } from '../config';
import { NavIcon } from '../nav-icons';
import { NavArrow } from './nav-arrow';
import { navTitle } from './nav-title';
import { NavTrailContext, useActiveTrail, useIsActive } from './nav-context';
import { NavDropdown, NavDropdownList } from './nav-dropdown';
import { useHoverMenu } from './use-hover-menu';

function miniStyles(theme: Theme, active: boolean, open: boolean) {
  const activeColor = theme.palette.mode === 'light' ? theme.palette.primary.main : theme.palette.primary.light;
  return {
    position: 'relative' as const,
    width: 1,
    minHeight: LAYOUT.nav.item + 8,
    py: 0.75,
    px: 0.5,
    flexDirection: 'column' as const,
    gap: 0.5,
    borderRadius: 1,
    color: theme.palette.text.secondary,
    '&:hover': { bgcolor: theme.palette.action.hover },
    ...(open && { bgcolor: theme.palette.action.hover, color: theme.palette.text.primary }),
    ...(active && { color: activeColor, bgcolor: alpha(theme.palette.primary.main, 0.08), '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.16) } }),
  };
}

function NavItemMini({ item }: { item: NavItem }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const active = useIsActive(item);
  const menu = useHoverMenu();
  const { close } = menu;

  const title = navTitle(t, item.title);
  const content = (
    <>
      <NavIcon name={item.icon} fontSize={22} />
      <Box component="span" sx={{ width: 1, fontSize: 10, lineHeight: '14px', fontWeight: active ? 700 : 600, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {title}
      </Box>
      {item.children?.length ? (
        <Box component="span" sx={{ position: 'absolute', top: 6, right: 4, display: 'flex' }}>
          <NavArrow open={false} size={14} />
        </Box>
      ) : null}
    </>
  );

  if (!item.children?.length) {
    return (
      <ButtonBase component={NextLink} href={item.path} prefetch={false} aria-label={title} aria-current={active ? 'page' : undefined} sx={miniStyles(theme, active, false)}>
        {content}
      </ButtonBase>
    );
  }
  return (
    <>
      <ButtonBase aria-label={title} aria-haspopup="true" aria-expanded={menu.open} {...menu.triggerProps} sx={miniStyles(theme, active, menu.open)}>
        {content}
      </ButtonBase>
      <NavDropdown anchor={menu.anchor} placement={theme.direction === 'rtl' ? 'left-start' : 'right-start'} panelProps={menu.panelProps}>
        <NavDropdownList items={item.children} onNavigate={close} />
      </NavDropdown>
    </>
  );
}

/** The mini nav: root items as icon + caption tiles, their children in a flyout. */
export function NavSectionMini({ sections, sx, ...other }: { sections: readonly NavSection[] } & BoxProps) {
  const items = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const trail = useActiveTrail(items);
  return (
    <NavTrailContext.Provider value={trail}>
      <Box component="ul" sx={[{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]} {...other}>
        {sections.map((section, index) => (
          <Fragment key={section.subheader}>
            {index > 0 && <Divider component="li" sx={{ my: 1, mx: 2, borderStyle: 'dashed', listStyle: 'none' }} />}
            {section.items.map((item) => (
              <Box component="li" key={`${item.title}-${item.path}`} sx={{ listStyle: 'none' }}>
                <NavItemMini item={item} />
              </Box>
            ))}
          </Fragment>
        ))}
      </Box>
    </NavTrailContext.Provider>
  );
}
