'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@web/lib/routes';
import { useIsActive } from './nav-context';
import { navTitle } from './nav-title';

function DropdownLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const active = useIsActive(item);
  return (
    <ButtonBase
      component={NextLink}
      href={item.path}
      prefetch={false}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      sx={(theme) => ({
        width: 1,
        minHeight: 34,
        px: 1.5,
        justifyContent: 'flex-start',
        textAlign: 'start',
        borderRadius: 0.75,
        typography: 'body2',
        color: active ? 'text.primary' : 'text.secondary',
        fontWeight: active ? 600 : 400,
        bgcolor: active ? 'action.selected' : 'transparent',
        transition: theme.transitions.create('background-color'),
        '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
      })}
    >
      {navTitle(t, item.title)}
    </ButtonBase>
  );
}

/** The children of a nav item as a list: leaves as links, sub-groups as captions over their leaves. */
export function NavDropdownList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      {items.map((item) =>
        item.children?.length ? (
          <Box component="li" key={`${item.title}-${item.path}`} sx={{ '&:not(:first-of-type)': { mt: 1 } }}>
            <Typography variant="overline" component="div" sx={{ px: 1.5, py: 0.5, fontSize: 10, color: 'text.disabled' }}>
              {navTitle(t, item.title)}
            </Typography>
            <NavDropdownList items={item.children} onNavigate={onNavigate} />
          </Box>
        ) : (
          <Box component="li" key={`${item.title}-${item.path}`}>
            <DropdownLink item={item} onNavigate={onNavigate} />
          </Box>
        ),
      )}
    </Box>
  );
}

interface NavDropdownProps {
  anchor: HTMLElement | null;
  placement: PopperPlacementType;
  panelProps: Record<string, unknown>;
  children: ReactNode;
}

/** The floating panel of a mini or horizontal nav item. */
export function NavDropdown({ anchor, placement, panelProps, children }: NavDropdownProps) {
  return (
    <Popper open={Boolean(anchor)} anchorEl={anchor} placement={placement} sx={{ zIndex: (theme) => theme.zIndex.modal }} modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}>
      <Paper
        {...panelProps}
        sx={(theme) => ({
          p: 0.75,
          minWidth: 200,
          maxWidth: 280,
          maxHeight: '70vh',
          overflowY: 'auto',
          borderRadius: 1.5,
          boxShadow: theme.customShadows.dropdown,
          border: `1px solid ${theme.palette.divider}`,
        })}
      >
        {children}
      </Paper>
    </Popper>
  );
}
