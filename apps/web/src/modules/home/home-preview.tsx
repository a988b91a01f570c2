'use client';

import Container from '@mui/material/Container';
import { LoadingScreen } from '@web/components/loading-screen';
import { HomeGreeting } from './home-greeting';

/**
 * What /page/home shows while the session loads (LearnerGuard's preview): the greeting, which
 * needs no data and reads the same for every learner, in the place the home puts it (home-view.tsx),
 * so the server's HTML already carries it; the rest follows once the learner is known.
 */
export function HomePreview() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minHeight: '100vh' }}>
      <HomeGreeting />
      <LoadingScreen />
    </Container>
  );
}
