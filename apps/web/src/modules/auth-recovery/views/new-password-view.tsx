'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import Link from 'next/link';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { learnerClient } from '@web/lib/api';
import { paths } from '@web/lib/routes';
import { AuthFooterLink } from '../components/auth-footer-link';
import { FormHeader } from '../components/form-header';
import { PasswordField } from '../components/password-field';
import { PasswordStrength } from '../components/password-strength';
import { ProblemAlert } from '../components/problem-alert';
import { StatePanel } from '../components/state-panel';
import { NewPasswordFormSchema, isWellFormedToken, toResetBody, type NewPasswordFormInput, type NewPasswordFormValues } from '../lib/form-schemas';
import { useProblemReport, type ShownProblem } from '../lib/use-problem-report';

/** /auth/new-password?token=…: the page the reset e-mail links to. */
export function NewPasswordView({ token }: { token: string | null }) {
  const { t } = useTranslation('register');
  if (!token || !isWellFormedToken(token)) {
    const hasToken = Boolean(token);
    return (
      <StatePanel
        state={hasToken ? 'link-failed' : 'no-token'}
        tone={hasToken ? 'error' : 'primary'}
        icon={hasToken ? <LinkOffRoundedIcon /> : <LockResetRoundedIcon />}
        title={hasToken ? t('newPassword.badLinkTitle') : t('newPassword.noTokenTitle')}
        actions={
          <>
            <Button component={Link} href={paths.auth.resetPassword} size="large" variant="contained" color="inherit" fullWidth>
              {t('newPassword.requestLink')}
            </Button>
            <Button component={Link} href={paths.auth.login} size="large" color="inherit" fullWidth>
              {t('common.backToSignIn')}
            </Button>
          </>
        }
      >
        <p>{hasToken ? t('newPassword.badLinkBody') : t('newPassword.noTokenBody')}</p>
      </StatePanel>
    );
  }
  return <NewPasswordForm token={token} />;
}

const FIELDS = ['password', 'confirmPassword'] as const;

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('register');
  const report = useProblemReport();
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<NewPasswordFormInput, unknown, NewPasswordFormValues>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await learnerClient.post<{ message: string }>('Auth/resetPassword', toResetBody(values));
    if (result.ok) setIsChanged(true);
    else setProblem(report(result, { setError, fields: FIELDS }));
  });

  if (isChanged) {
    return (
      <StatePanel
        state="password-changed"
        tone="success"
        icon={<TaskAltRoundedIcon />}
        title={t('newPassword.successTitle')}
        actions={
          <Button component={Link} href={paths.auth.login} size="large" variant="contained" color="inherit" fullWidth>
            {t('common.goToSignIn')}
          </Button>
        }
      >
        <p>{t('newPassword.successBody')}</p>
      </StatePanel>
    );
  }

  return (
    <>
      <FormHeader title={t('newPassword.title')} subtitle={t('newPassword.subtitle')} />
      {problem ? (
        <ProblemAlert title={problem.title}>
          {problem.status === 400 && !formState.errors.password ? (
            <Button component={Link} href={paths.auth.resetPassword} size="small" variant="outlined" color="inherit" sx={{ mt: 1, display: 'flex', width: 'fit-content' }}>
              {t('newPassword.requestLink')}
            </Button>
          ) : null}
        </ProblemAlert>
      ) : null}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('newPassword.title')}>
        <PasswordField control={control} name="password" label={t('fields.newPassword')} autoComplete="new-password" autoFocus />
        <PasswordStrength password={password} />
        <PasswordField control={control} name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
        <Button type="submit" size="large" variant="contained" color="inherit" fullWidth loading={formState.isSubmitting}>
          {t('newPassword.submit')}
        </Button>
      </Stack>
      <AuthFooterLink label={t('common.backToSignIn')} href={paths.auth.login} />
    </>
  );
}
