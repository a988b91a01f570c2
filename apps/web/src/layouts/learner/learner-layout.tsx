'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@web/components/logo';
import { useLearnerSignedIn } from '@web/lib/auth/use-learner-signed-in';
import { useWantedOnce } from '@web/lib/lazy-mount';
import { paths } from '@web/lib/routes/paths';
import { AccountButton } from '../components/account-button';
import { HeaderActions } from '../components/header-actions';
import { HeaderBar } from '../components/header-bar';
import { MenuButton } from '../components/menu-button';
import { LearnerFooter } from './learner-footer';
import { LearnerNavDesktop } from './learner-nav-desktop';

// The drawer (MUI Drawer, Modal, focus trap) is loaded the first time it is opened, not with the page.
const LearnerNavMobile = dynamic(() => import('./learner-nav-mobile').then((module) => module.LearnerNavMobile), { ssr: false });
// The notification bell (a released grade) is drawn after the page, for a signed-in learner only.
const NotificationBell = dynamic(() => import('../components/notification-bell').then((module) => module.NotificationBell), { ssr: false });

/**
 * The learner area frame: header (logo, main navigation, language, settings, sign in or the account menu) that folds
 * into a drawer below `lg`, the page, and the footer. Pages choose their own width. `serverSignedIn`:
 * the server saw a learner's cookie, so the header draws the account menu, not "Sign in", at once.
 */
export function LearnerLayout({ children, serverSignedIn = false }: { children: ReactNode; serverSignedIn?: boolean }) {
  const { t } = useTranslation('common');
  const isSignedIn = useLearnerSignedIn(serverSignedIn);
  const [isNavOpen, setNavOpen] = useState(false);
  const isNavWanted = useWantedOnce(isNavOpen);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HeaderBar
        maxWidth="lg"
        left={
          <>
            <MenuButton onClick={() => setNavOpen(true)} sx={{ display: { lg: 'none' }, ml: -1 }} />
            <Logo />
          </>
        }
        center={<LearnerNavDesktop />}
        right={
          <HeaderActions>
            {isSignedIn ? (
              <>
                <NotificationBell />
                <AccountButton kind="learner" />
              </>
            ) : (
              <Button component={NextLink} href={paths.auth.login} variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 0.5 }}>
                {t('header.signIn')}
              </Button>
            )}
          </HeaderActions>
        }
      />
      {isNavWanted && <LearnerNavMobile open={isNavOpen} onClose={() => setNavOpen(false)} isSignedIn={isSignedIn} />}
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <LearnerFooter />
    </Box>
  );
}
