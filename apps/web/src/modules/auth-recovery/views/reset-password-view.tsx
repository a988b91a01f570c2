'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import { ForgotPasswordBodySchema } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { learnerClient } from '@web/lib/api';
import { paths } from '@web/lib/routes';
import { AuthFooterLink } from '../components/auth-footer-link';
import { FormHeader } from '../components/form-header';
import { ProblemAlert } from '../components/problem-alert';
import { RhfTextField } from '../components/rhf-text-field';
import { StatePanel } from '../components/state-panel';
import { useProblemReport, type ShownProblem } from '../lib/use-problem-report';

type Input = z.input<typeof ForgotPasswordBodySchema>;
type Values = z.output<typeof ForgotPasswordBodySchema>;

/**
 * /auth/reset-password: asks for a reset link. The answer is the same whether or not an account uses
 * the address (the server's too), so the screen never tells who has an account.
 */
export function ResetPasswordView() {
  const { t } = useTranslation('register');
  const report = useProblemReport();
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setProblem(null);
    const result = await learnerClient.post<{ message: string }>('Auth/forgotPassword', { email });
    if (result.ok) setSentTo(email);
    else setProblem(report(result, { setError, fields: ['email'] }));
  });

  if (sentTo) {
    return (
      <StatePanel
        state="reset-sent"
        tone="primary"
        icon={<ForwardToInboxRoundedIcon />}
        title={t('reset.sentTitle')}
        actions={
          <>
            <Button component={Link} href={paths.auth.login} size="large" variant="contained" color="inherit" fullWidth>
              {t('common.goToSignIn')}
            </Button>
            <Button size="large" color="inherit" fullWidth onClick={() => setSentTo(null)}>
              {t('reset.tryAgain')}
            </Button>
          </>
        }
      >
        <p data-testid="sent-to">
          <Trans t={t} i18nKey="reset.sentBody" values={{ email: sentTo }} components={{ address: <Box component="bdi" sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }} /> }} />
        </p>
        <p>{t('reset.sentHelp')}</p>
      </StatePanel>
    );
  }

  return (
    <>
      <FormHeader title={t('reset.title')} subtitle={t('reset.subtitle')} />
      {problem ? <ProblemAlert title={problem.title} /> : null}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('reset.title')}>
        <RhfTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          autoFocus
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false } }}
        />
        <Button type="submit" size="large" variant="contained" color="inherit" fullWidth loading={formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
      <AuthFooterLink label={t('common.backToSignIn')} href={paths.auth.login} />
    </>
  );
}
