'use client';

import { AdminLoginBodySchema } from '@lexam/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@web/lib/auth/auth-provider';
import { PasswordField } from '@web/modules/auth-recovery/components/password-field';
import { RhfTextField } from '@web/modules/auth-recovery/components/rhf-text-field';
import { paths } from '@web/lib/routes';
import { AuthFormHeader } from './auth-form-header';
import { useSignInForm } from './use-sign-in-form';

/** The dashboard sign-in (/auth/loginAdmin): username and password (Auth/login). */
export function AdminLoginView() {
  const { t } = useTranslation('session');
  const { loginAdmin } = useAuth();
  const { form, onSubmit, error } = useSignInForm({ schema: AdminLoginBodySchema, defaultValues: { username: '', password: '' }, signIn: loginAdmin, home: paths.dashboard.home });
  const { control, formState } = form;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <AuthFormHeader title={t('loginAdmin.title')} subtitle={t('loginAdmin.subtitle')} />
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <RhfTextField name="username" control={control} autoComplete="username" label={t('fields.username')} autoFocus />
        <PasswordField name="password" control={control} autoComplete="current-password" label={t('fields.password')} />
        <Button type="submit" size="large" variant="contained" color="inherit" loading={formState.isSubmitting} fullWidth>
          {t('loginAdmin.submit')}
        </Button>
      </Box>
      <Link component={NextLink} href={paths.auth.login} variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        {t('loginAdmin.learner')}
      </Link>
    </Box>
  );
}
