'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Logo } from '@web/components/logo';
import { useSettings } from '@web/settings';
import { AccountButton } from '../components/account-button';
import { HeaderActions } from '../components/header-actions';
import { HeaderBar } from '../components/header-bar';
import { MenuButton } from '../components/menu-button';
import { LAYOUT } from '../config';
import { NavHorizontal, NavMini, NavMobile, NavVertical } from './dashboard-nav';
import { DashboardNavContext, useDashboardNav } from './use-dashboard-nav';

// The admin's notifications (a report prepared in the background is ready), loaded after the page.
const NotificationBell = dynamic(() => import('../components/notification-bell').then((module) => module.NotificationBell), { ssr: false });

/**
 * The admin dashboard frame. The `layout` setting picks the nav on large screens: vertical (280 px),
 * mini (88 px, toggled from the nav's edge) or horizontal (a bar under the header); below `lg` the
 * nav lives in a 260 px drawer. Everything switches with CSS breakpoints, so the server HTML is
 * already right for every screen size.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { layout, stretch } = useSettings();
  const [isNavOpen, setNavOpen] = useState(false);
  const sections = useDashboardNav();
  const navWidth = layout === 'vertical' ? LAYOUT.nav.vertical : layout === 'mini' ? LAYOUT.nav.mini : 0;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {layout === 'vertical' && <NavVertical sections={sections} />}
      {layout === 'mini' && <NavMini sections={sections} />}
      <NavMobile sections={sections} open={isNavOpen} onClose={() => setNavOpen(false)} />

      <Box
        sx={(theme) => ({
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          pl: { lg: `${navWidth}px` },
          transition: theme.transitions.create('padding', { duration: theme.transitions.duration.shorter }),
        })}
      >
        <HeaderBar
          left={
            <>
              <MenuButton onClick={() => setNavOpen(true)} sx={{ display: { lg: 'none' }, ml: -1 }} />
              <Logo sx={{ display: { xs: 'inline-flex', lg: layout === 'horizontal' ? 'inline-flex' : 'none' } }} isSingle={false} />
            </>
          }
          right={
            <HeaderActions>
              <NotificationBell audience="admin" />
              <AccountButton kind="admin" />
            </HeaderActions>
          }
        />
        {layout === 'horizontal' && <NavHorizontal sections={sections} />}
        <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', py: { xs: 2, lg: 4 }, pb: { xs: 8 } }}>
          <Container maxWidth={stretch ? false : 'lg'} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', px: { lg: 5 } }}>
            <DashboardNavContext value={sections}>{children}</DashboardNavContext>
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
