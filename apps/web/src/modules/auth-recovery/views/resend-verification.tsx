'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { learnerClient } from '@web/lib/api';
import { useToast } from '@web/lib/toast';
import { readProblem } from '../lib/problem';
import { useCountdown } from '../lib/use-countdown';

/** The server allows one new link a minute per address; the button waits as long. */
const WAIT_SECONDS = 60;

/**
 * "Send the link again" under the inbox message: asks Auth/resendVerification for a new link (the
 * earlier one stops working), then counts down the minute before another may be asked for.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('register');
  const toast = useToast();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentAgain, setSentAgain] = useState(0);

  const resend = async () => {
    setSending(true);
    const result = await learnerClient.post('Auth/resendVerification', { email });
    setSending(false);
    if (result.ok) {
      setSentAgain((count) => count + 1);
      toast.success(t('register.sent.resent'));
      start(WAIT_SECONDS);
      return;
    }
    toast.error(readProblem(result).title ?? t('common.genericError'));
    if (result.status === 429) start(WAIT_SECONDS);
  };

  return (
    <Box sx={{ pt: 1.5, borderTop: '1px dashed', borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <p>{t('register.sent.noMail')}</p>
      {sentAgain > 0 ? (
        <Alert severity="success" data-testid="resent" sx={{ textAlign: 'start' }}>
          {t('register.sent.resentBody')}
        </Alert>
      ) : null}
      <Button variant="outlined" color="inherit" onClick={resend} loading={sending} disabled={left > 0} data-testid="resend-verification">
        {left > 0 ? t('register.sent.resendIn', { seconds: left }) : t('register.sent.resend')}
      </Button>
    </Box>
  );
}
