import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { LearnerGuard } from '@web/lib/auth/guards';
import { serverLearnerToken } from '@web/lib/auth/server-session';
import { LEARNER_API_BASE } from '@web/lib/api/bases';
import { earlyAttemptScript } from '@web/modules/exam-player/early-attempt';
import { scriptNonce } from '@web/lib/security/script-nonce';

/**
 * The exam screens: a signed-in learner, and nothing of the site's frame (header, footer, menus),
 * as in the official computer-delivered test. Same /page paths as the learner area (ROUTES.md).
 * No redux store: the screen makes its calls with the learner client (attempt-calls.ts), and
 * store-coverage.test.ts checks that nothing here reaches the store.
 */
export default async function Layout({ children }: { children: ReactNode }) {
  // With the learner's token cookie the server renders the screen itself, attempt and all
  // (exam-page.tsx); without it the attempt is fetched while the code loads (early-attempt.ts).
  const [hasServerSession, nonce] = await Promise.all([serverLearnerToken().then((token) => token !== null), scriptNonce()]);
  return (
    <AreaTranslations area="exam">
      {!hasServerSession && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyAttemptScript(LEARNER_API_BASE) }} />}
      <LearnerGuard serverSession={hasServerSession}>{children}</LearnerGuard>
    </AreaTranslations>
  );
}
