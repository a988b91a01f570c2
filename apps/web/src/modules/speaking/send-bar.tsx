'use client';

import SendIcon from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakingConfirm } from './confirm-dialog';

/** "Send for grading" with a confirmation; the problem of the last call, and what happened once sent. */
export function SendBar({ canSend, isSending, problem, sent, onSend, onMyAnswers }: { canSend: boolean; isSending: boolean; problem: string | null; sent: boolean; onSend: () => Promise<void>; onMyAnswers: () => void }) {
  const { t } = useTranslation('speaking');
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={1.5}>
      {problem ? (
        <Alert severity="error" data-testid="speaking-problem">
          {problem}
        </Alert>
      ) : null}
      {sent ? (
        <Alert
          severity="success"
          data-testid="speaking-sent"
          action={
            <Button color="inherit" size="small" onClick={onMyAnswers}>
              {t('answers.title')}
            </Button>
          }
        >
          {t('send.done')}
        </Alert>
      ) : (
        <div>
          <Button variant="contained" size="large" startIcon={<SendIcon />} disabled={!canSend || isSending} onClick={() => setConfirming(true)} data-testid="send-answer">
            {t('send.button')}
          </Button>
        </div>
      )}
      <SpeakingConfirm
        open={confirming}
        title={t('send.confirmTitle')}
        text={t('send.confirmText')}
        confirmLabel={t('send.confirm')}
        isBusy={isSending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          void onSend().finally(() => setConfirming(false));
        }}
      />
    </Stack>
  );
}
