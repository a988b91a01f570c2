'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import Link from 'next/link';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { StatePanel } from '../components/state-panel';
import { ResendVerification } from './resend-verification';

/** After registration: the confirmation link is on its way to `email`; it can be sent again. */
export function InboxPanel({ email, onUseAnotherAddress }: { email: string; onUseAnotherAddress: () => void }) {
  const { t } = useTranslation('register');
  return (
    <StatePanel
      state="inbox"
      tone="primary"
      icon={<MarkEmailUnreadRoundedIcon />}
      title={t('register.sent.title')}
      actions={
        <>
          <Button component={Link} href={paths.auth.login} size="large" variant="contained" color="inherit" fullWidth>
            {t('common.goToSignIn')}
          </Button>
          <Button size="large" color="inherit" onClick={onUseAnotherAddress} fullWidth>
            {t('register.sent.otherAddress')}
          </Button>
        </>
      }
    >
      <p data-testid="sent-to">
        <Trans t={t} i18nKey="register.sent.body" values={{ email }} components={{ address: <Box component="bdi" sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }} /> }} />
      </p>
      <p>{t('register.sent.validity')}</p>
      <ResendVerification email={email} />
    </StatePanel>
  );
}
