'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { StatePanel } from '../components/state-panel';
import { isWellFormedToken } from '../lib/form-schemas';
import { readProblem, type ReadProblem } from '../lib/problem';
import { emailVerifications } from '../lib/verify-email';

type Outcome = { token: string; isVerified: true } | { token: string; isVerified: false; problem: Pick<ReadProblem, 'title' | 'status'> };

/**
 * /auth/verify?token=…: the page the confirmation e-mail links to. It confirms the address as soon
 * as it opens; without a token it explains where the link is.
 */
export function VerifyView({ token }: { token: string | null }) {
  if (!token) return <NoTokenPanel />;
  if (!isWellFormedToken(token)) return <LinkFailedMessage />;
  return <Verification token={token} />;
}

function Verification({ token }: { token: string }) {
  const { t } = useTranslation('register');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The panel below is the message: no toast on top of it.
  useEffect(() => {
    let isCurrent = true;
    void emailVerifications.run(token).then((result) => {
      if (!isCurrent) return;
      setOutcome(result.ok ? { token, isVerified: true } : { token, isVerified: false, problem: readProblem(result) });
    });
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);

  // An outcome belongs to the token it was for (a new link in the same tab starts over).
  const current = outcome?.token === token ? outcome : null;
  if (!current) {
    return (
      <StatePanel state="verifying" tone="info" icon={<CircularProgress size={32} color="inherit" aria-hidden />} title={t('verify.verifying')}>
        <p>{t('verify.verifyingBody')}</p>
      </StatePanel>
    );
  }
  if (current.isVerified) {
    return (
      <StatePanel
        state="verified"
        tone="success"
        icon={<VerifiedRoundedIcon />}
        title={t('verify.successTitle')}
        actions={
          <Button component={Link} href={paths.auth.login} size="large" variant="contained" color="inherit" fullWidth>
            {t('common.goToSignIn')}
          </Button>
        }
      >
        <p>{t('verify.successBody')}</p>
      </StatePanel>
    );
  }
  // No answer at all (network, timeout): the token was not used, so trying again is safe.
  const canRetry = current.problem.status === 0;
  return (
    <LinkFailedPanel
      message={current.problem.title ?? t('common.genericError')}
      onRetry={
        canRetry
          ? () => {
              emailVerifications.forget(token);
              setOutcome(null);
              setAttempt((count) => count + 1);
            }
          : undefined
      }
    />
  );
}

/** A link too short to be one of ours: said without asking the server. */
function LinkFailedMessage() {
  const { t } = useTranslation('register');
  return <LinkFailedPanel message={t('validation.linkInvalid')} />;
}

/** A dead link: the server's title as sent (or ours when there is none), and the ways forward. */
function LinkFailedPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('register');
  return (
    <StatePanel
      state="link-failed"
      tone="error"
      icon={<LinkOffRoundedIcon />}
      title={t('verify.failedTitle')}
      actions={
        <>
          {onRetry ? (
            <Button size="large" variant="contained" color="inherit" fullWidth onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          ) : null}
          <Button component={Link} href={paths.auth.login} size="large" variant={onRetry ? 'outlined' : 'contained'} color="inherit" fullWidth>
            {t('common.goToSignIn')}
          </Button>
          <Button component={Link} href={paths.auth.resetPassword} size="large" color="inherit" fullWidth>
            {t('verify.requestLink')}
          </Button>
        </>
      }
    >
      <p data-testid="server-title">{message}</p>
      <p>{t('verify.failedHelp')}</p>
    </StatePanel>
  );
}

function NoTokenPanel() {
  const { t } = useTranslation('register');
  return (
    <StatePanel
      state="no-token"
      tone="primary"
      icon={<MarkEmailReadRoundedIcon />}
      title={t('verify.noTokenTitle')}
      actions={
        <>
          <Button component={Link} href={paths.auth.login} size="large" variant="contained" color="inherit" fullWidth>
            {t('common.goToSignIn')}
          </Button>
          <Button component={Link} href={paths.auth.register} size="large" color="inherit" fullWidth>
            {t('verify.createAccount')}
          </Button>
        </>
      }
    >
      <p>{t('verify.noTokenBody')}</p>
      <p>{t('verify.noTokenHelp')}</p>
    </StatePanel>
  );
}
