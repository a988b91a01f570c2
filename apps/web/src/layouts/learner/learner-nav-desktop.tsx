'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type Theme } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWantedOnce } from '@web/lib/lazy-mount';
import { learnerNav } from '@web/lib/routes/learner-nav';
import type { NavItem } from '@web/lib/routes/nav-types';
import { NavArrow } from '../nav-section/nav-arrow';
import { useActiveTrail } from '../nav-section/nav-context';

// The dropdown (MUI Menu, Popover, Modal) is loaded on the first click, not with every page.
const NavMenu = dynamic(() => import('./nav-menu').then((module) => module.NavMenu), { ssr: false });

function linkStyles(theme: Theme, active: boolean) {
  return {
    position: 'relative' as const,
    height: 40,
    px: { lg: 1, xl: 1.5 },
    gap: 0.5,
    borderRadius: 1,
    typography: 'body2',
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
    color: active ? theme.palette.text.primary : theme.palette.text.secondary,
    transition: theme.transitions.create(['color', 'background-color']),
    '&:hover': { color: theme.palette.text.primary, bgcolor: theme.palette.action.hover },
    // A short primary underline marks the current section.
    '&::after': {
      content: '""',
      position: 'absolute',
      bottom: 2,
      left: '50%',
      width: active ? 16 : 0,
      height: 3,
      borderRadius: 2,
      bgcolor: 'primary.main',
      transform: 'translateX(-50%)',
      transition: theme.transitions.create('width'),
    },
  };
}

function TestsMenu({ item, active, trail }: { item: NavItem; active: boolean; trail: ReadonlySet<NavItem> }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isWanted = useWantedOnce(anchor !== null);
  return (
    <>
      <ButtonBase aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)} sx={(theme) => linkStyles(theme, active || Boolean(anchor))}>
        {t(item.title)}
        <NavArrow open={Boolean(anchor)} down size={18} />
      </ButtonBase>
      {isWanted && <NavMenu items={item.children ?? []} anchor={anchor} trail={trail} onClose={() => setAnchor(null)} />}
    </>
  );
}

/** The learner's main navigation in the header (lg and up). */
export function LearnerNavDesktop() {
  const { t } = useTranslation('common');
  const trail = useActiveTrail(learnerNav);
  return (
    <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ display: { xs: 'none', lg: 'flex' } }}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: { lg: 0, xl: 0.5 }, p: 0, m: 0, listStyle: 'none' }}>
        {learnerNav.map((item) => (
          <li key={item.path}>
            {item.children?.length ? (
              <TestsMenu item={item} active={trail.has(item)} trail={trail} />
            ) : (
              // No prefetch: several areas are not built yet (ROUTES.md), and a prefetch that answers 404
              // leaves its request open in Chromium, so the page never goes network-idle (Lighthouse).
              <ButtonBase component={NextLink} href={item.path} prefetch={false} aria-current={trail.has(item) ? 'page' : undefined} sx={(theme) => linkStyles(theme, trail.has(item))}>
                {t(item.title)}
              </ButtonBase>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
