'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Logo } from '@web/components/logo';
import { HeaderActions } from '../components/header-actions';
import { HeaderBar } from '../components/header-bar';

/**
 * The frame of the misc screens (about us, FAQs, coming soon, maintenance, errors): a simple header
 * and the content centred vertically when it is short, flowing normally when it is long.
 */
export function MiscLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HeaderBar maxWidth="lg" left={<Logo />} right={<HeaderActions />} />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Container maxWidth="lg" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', py: { xs: 5, md: 10 } }}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}
