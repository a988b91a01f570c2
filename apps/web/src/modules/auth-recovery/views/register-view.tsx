'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RegisterUserResponse } from '@lexam/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Link from 'next/link';
import { learnerClient } from '@web/lib/api';
import { paths } from '@web/lib/routes';
import { AuthFooterLink } from '../components/auth-footer-link';
import { FormHeader } from '../components/form-header';
import { PasswordField } from '../components/password-field';
import { PasswordStrength } from '../components/password-strength';
import { ProblemAlert } from '../components/problem-alert';
import { RhfTextField } from '../components/rhf-text-field';
import { RegisterFormSchema, toRegisterBody, type RegisterFormInput, type RegisterFormValues } from '../lib/form-schemas';
import { useProblemReport, type ShownProblem } from '../lib/use-problem-report';
import { InboxPanel } from './inbox-panel';

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword'] as const;
const EMPTY: RegisterFormInput = { fullName: '', email: '', password: '', confirmPassword: '' };

/** /auth/register and /auth/register-unprotected: create a learner account, then check the inbox. */
export function RegisterView() {
  const { t } = useTranslation('register');
  const report = useProblemReport();
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await learnerClient.post<RegisterUserResponse>('Auth/registerUser', toRegisterBody(values));
    if (result.ok) setSentTo(result.data.email);
    else setProblem(report(result, { setError, fields: FIELDS }));
  });

  if (sentTo) {
    return (
      <InboxPanel
        email={sentTo}
        onUseAnotherAddress={() => {
          reset(EMPTY);
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <>
      <FormHeader title={t('register.title')} subtitle={t('register.subtitle')} />
      {problem ? (
        <ProblemAlert title={problem.title}>
          {problem.status === 409 ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button component={Link} href={paths.auth.login} size="small" variant="outlined" color="inherit">
                {t('common.signIn')}
              </Button>
              <Button component={Link} href={paths.auth.resetPassword} size="small" color="inherit">
                {t('common.resetPassword')}
              </Button>
            </Stack>
          ) : null}
        </ProblemAlert>
      ) : null}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('register.title')}>
        <RhfTextField control={control} name="fullName" label={t('fields.fullName')} autoComplete="name" slotProps={{ htmlInput: { maxLength: 120 } }} />
        <RhfTextField control={control} name="email" type="email" label={t('fields.email')} autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false } }} />
        <PasswordField control={control} name="password" label={t('fields.password')} autoComplete="new-password" />
        <PasswordStrength password={password} />
        <PasswordField control={control} name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
        <Button type="submit" size="large" variant="contained" color="inherit" fullWidth loading={formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </Stack>
      <AuthFooterLink question={t('register.hasAccount')} label={t('common.signIn')} href={paths.auth.login} />
    </>
  );
}
